import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import {
  validateBillingAddress,
  type BillingAddress,
} from '../../src/domain/checkout/billing-address';
import { billingAddressSchema } from './billing-address-schema';
import { customerParams } from './customer-params';
import { stepKeys, type CustomerRoutesOptions } from './customer-route-options';
import type { PaymentProvider, ProviderAddress } from './payment-provider';

/** Dashboard §8 "Billing address update": the success message, word for word. */
const ADDRESS_UPDATED = 'Billing address updated successfully.';

/** Said when there is no default card to carry the address (the spec leaves this open). */
const NO_DEFAULT_CARD = 'Add a card first: the billing address is your default card’s.';

const addressAnswer = {
  type: 'object',
  properties: {
    line1: { type: 'string' },
    line2: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    postal_code: { type: 'string' },
    country: { type: 'string' },
  },
  required: ['line1', 'line2', 'city', 'state', 'postal_code', 'country'],
  additionalProperties: false,
} as const;

/** The provider's address as the domain's, or null when it has no street (never set). */
function billingAddressOf(
  address: ProviderAddress | null,
): (BillingAddress & { line2: string }) | null {
  if (!address?.line1) return null;
  return {
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    postal_code: address.postal_code ?? '',
    country: 'US',
  };
}

async function defaultCardId(provider: PaymentProvider, customerId: string) {
  const customer = await provider.retrieveCustomer(customerId);
  return customer.invoice_settings.default_payment_method;
}

/**
 * The owner's billing address (dashboard §3, §7 "Billing address updates also go through the
 * provider's client", §8): the billing address of the default card, kept at the card provider
 * (decision 0077). The customer_id is the caller's own (customer-scope.ts checks it).
 *
 * GET /v1/customer/{customer_id}/billing_address
 *   200 { address } the default card's address, or null (no default card, or none given).
 * POST /v1/customer/billing_address { customer_id, address }
 *   200 { message: 'Billing address updated successfully.', address }
 *   409 { message } no default card to carry it; 422 { message, errors } an invalid address.
 */
export async function billingAddressRoutes(app: FastifyInstance, options: CustomerRoutesOptions) {
  const { provider } = options;

  schemaTyped(app).get(
    '/v1/customer/:customer_id/billing_address',
    {
      schema: {
        summary: "The owner's billing address: the default card's",
        params: customerParams,
        response: {
          200: {
            description: "The default card's billing address, or null without a card",
            type: 'object',
            properties: { address: { anyOf: [addressAnswer, { type: 'null' }] } },
            required: ['address'],
          },
        },
      },
    },
    async (request) => {
      const id = await defaultCardId(provider, request.params.customer_id);
      if (!id) return { address: null };
      const method = await provider.retrievePaymentMethod(id);
      return { address: billingAddressOf(method.billing_details.address) };
    },
  );

  schemaTyped(app).post(
    '/v1/customer/billing_address',
    {
      config: { idempotent: true },
      schema: {
        summary: "Updates the owner's billing address (the default card's)",
        body: {
          type: 'object',
          properties: {
            customer_id: customerParams.properties.customer_id,
            address: billingAddressSchema,
          },
          required: ['customer_id', 'address'],
        },
        response: {
          200: {
            description: 'The address kept, and the message to show',
            type: 'object',
            properties: { message: { type: 'string' }, address: addressAnswer },
            required: ['message', 'address'],
          },
        },
      },
    },
    async (request, reply) => {
      const address = request.body.address as BillingAddress;
      const errors = validateBillingAddress(address);
      if (Object.keys(errors).length > 0) {
        return plainReply(reply)
          .code(422)
          .send({ message: 'Please check the billing address', errors });
      }
      const id = await defaultCardId(provider, request.body.customer_id);
      if (!id) return plainReply(reply).code(409).send({ message: NO_DEFAULT_CARD });
      const saved = { ...address, line2: address.line2 ?? '' };
      const method = await provider.updatePaymentMethod(
        id,
        { billing_details: { address: saved } },
        stepKeys(request)('billing-address'),
      );
      return {
        message: ADDRESS_UPDATED,
        address: billingAddressOf(method.billing_details.address)!,
      };
    },
  );
}
