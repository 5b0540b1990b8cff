import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import {
  validateBillingAddress,
  type BillingAddress,
} from '../../src/domain/checkout/billing-address';
import { billingAddressSchema } from './billing-address-schema';
import { customerParams } from './customer-params';
import { stepKeys, type CustomerRoutesOptions } from './customer-route-options';
import { ownerCustomerId } from './provider-customer';
import {
  attachCard,
  isOwnCard,
  listSavedCards,
  notOwnCard,
  savedCard,
  type StepKey,
} from './saved-cards';

/** Dashboard §8 "Adding a card": the success message, word for word. */
const CARD_SAVED = 'Payment methods created successfully.';

/** The billing address as an object type, which passes as the provider's form parameters. */
type BillingAddressParams = Pick<BillingAddress, keyof BillingAddress>;

const id = { type: 'string', minLength: 1, maxLength: 255 } as const;
const text = { type: 'string', maxLength: 256 } as const;

const addBody = {
  type: 'object',
  properties: {
    customer_id: { type: ['string', 'null'], maxLength: 255 },
    payment_method_token: id,
    /** Check the card with its issuer before keeping it (Settings; decision 0077). */
    verify: { type: 'boolean' },
    billing_details: {
      type: 'object',
      properties: {
        name: text,
        address: billingAddressSchema,
      },
    },
  },
  required: ['payment_method_token'],
} as const;

const savedCardSchema = {
  type: 'object',
  properties: {
    payment_method_id: { type: 'string' },
    brand: { type: 'string' },
    last4: { type: 'string' },
    exp_month: { type: 'integer' },
    exp_year: { type: 'integer' },
    isdefault: { type: 'boolean' },
  },
  required: ['payment_method_id', 'brand', 'last4', 'exp_month', 'exp_year', 'isdefault'],
} as const;

/** The customer's saved cards, newest first: what every card route answers but the first. */
const savedCardsResponse = {
  200: { type: 'array', description: 'The saved cards, newest first', items: savedCardSchema },
} as const;

const cardSchema = {
  type: 'object',
  properties: { customer_id: id, payment_method_id: id },
  required: ['customer_id', 'payment_method_id'],
} as const;

type CardBody = FromSchema<typeof cardSchema>;

/**
 * What the card route hands the provider of its billing_details: the members its schema lists
 * (the schema leaves others in, and they are passed on as before).
 */
type BillingDetailsParams = { name?: string; address?: BillingAddressParams };

/**
 * The owner's saved cards (dashboard §7), kept at the card provider:
 *
 * POST /v1/customer/payment_method { customer_id?, payment_method_token, verify?, billing_details? }
 *   Saves the card to the owner's customer, creating the customer (stored as the account's
 *   stripe_customer_id) on first use; the first card becomes the default. With verify, the card
 *   is checked with its issuer first (a setup intent): 402 the spec's card error if refused.
 *   200 { message: 'Payment methods created successfully.', customer_id, payment_method }
 *   422 { message, errors } an invalid billing address (the shared checks' messages).
 * GET /v1/customer/{customer_id}/payment_methods
 *   200 [{ payment_method_id, brand, last4, exp_month, exp_year, isdefault }], newest first.
 * POST /v1/customer/payment_method/default { customer_id, payment_method_id }
 * DELETE /v1/customer/payment_method?customer_id=&payment_method_id=
 *   200 the saved cards afterwards; 404 { message } a card that is not the customer's.
 */
export async function paymentMethodRoutes(app: FastifyInstance, options: CustomerRoutesOptions) {
  const { db, accounts, provider } = options;

  /** Changes one of the customer's own cards, then answers the saved cards as they are. */
  const changeOwnCard = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { customer_id: customerId, payment_method_id: paymentMethodId }: CardBody,
    change: (keyOf: StepKey) => Promise<unknown>,
  ) => {
    if (!(await isOwnCard(provider, customerId, paymentMethodId))) {
      return reply.code(404).send(notOwnCard(paymentMethodId));
    }
    await change(stepKeys(request));
    return listSavedCards(provider, customerId);
  };

  schemaTyped(app).post(
    '/v1/customer/payment_method',
    {
      config: { idempotent: true },
      schema: {
        summary: "Saves a card to the owner's customer (created on first use)",
        body: addBody,
        response: {
          200: {
            description: 'The card, saved',
            type: 'object',
            properties: {
              message: { type: 'string' },
              customer_id: { type: 'string' },
              payment_method: savedCardSchema,
            },
            required: ['message', 'customer_id', 'payment_method'],
          },
        },
      },
    },
    async (request, reply) => {
      const token = request.body.payment_method_token;
      const billing = request.body.billing_details as BillingDetailsParams | undefined;
      const errors = billing?.address ? validateBillingAddress(billing.address) : {};
      if (Object.keys(errors).length > 0) {
        return plainReply(reply)
          .code(422)
          .send({ message: 'Please check the billing address', errors });
      }
      const account = await accounts.findById(request.caller!.individualId);
      if (!account) return plainReply(reply).code(404).send({ message: 'Not found' });
      const customerId = await ownerCustomerId(db, provider, account);
      const keyOf = stepKeys(request);
      const { method } = await attachCard(
        provider,
        customerId,
        token,
        keyOf,
        billing,
        request.body.verify === true,
      );
      const customer = await provider.retrieveCustomer(customerId);
      let defaultId = customer.invoice_settings.default_payment_method;
      if (defaultId === null) {
        await provider.setDefaultPaymentMethod(customerId, method.id, keyOf('default'));
        defaultId = method.id;
      }
      return {
        message: CARD_SAVED,
        customer_id: customerId,
        payment_method: savedCard(method, defaultId),
      };
    },
  );

  schemaTyped(app).get(
    '/v1/customer/:customer_id/payment_methods',
    {
      schema: {
        summary: "The owner's saved cards",
        params: customerParams,
        response: savedCardsResponse,
      },
    },
    async (request) => listSavedCards(provider, request.params.customer_id),
  );

  schemaTyped(app).post(
    '/v1/customer/payment_method/default',
    {
      config: { idempotent: true },
      schema: {
        summary: "Makes one of the owner's cards the default",
        body: cardSchema,
        response: savedCardsResponse,
      },
    },
    async (request, reply) => {
      const { customer_id: customerId, payment_method_id: paymentMethodId } = request.body;
      return changeOwnCard(request, reply, request.body, (keyOf) =>
        provider.setDefaultPaymentMethod(customerId, paymentMethodId, keyOf('default')),
      );
    },
  );

  schemaTyped(app).delete(
    '/v1/customer/payment_method',
    {
      config: { idempotent: true },
      schema: {
        summary: "Removes one of the owner's cards",
        querystring: cardSchema,
        response: savedCardsResponse,
      },
    },
    async (request, reply) =>
      // The provider also stops using it as the default; no other card is promoted silently.
      changeOwnCard(request, reply, request.query, (keyOf) =>
        provider.detachPaymentMethod(request.query.payment_method_id, keyOf('detach')),
      ),
  );
}
