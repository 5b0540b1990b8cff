import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import type { PurchasePayload, PurchaseService } from '../checkout/purchase';
import type { AccountService } from '../services/accounts';
import { openObject } from '../http/response-schemas';

interface CheckoutRoutesOptions {
  accounts: AccountService;
  purchases: PurchaseService;
}

const name = { type: 'string', minLength: 1, maxLength: 128 } as const;

const purchasePayload = {
  type: 'object',
  properties: {
    individual: {
      type: 'object',
      properties: { first_name: name, last_name: name, email: { ...name, maxLength: 254 } },
      required: ['first_name', 'last_name', 'email'],
    },
    description: { type: 'string', maxLength: 500 },
    payment_method_token: { type: 'string', minLength: 1, maxLength: 255 },
    subscriptions: {
      type: 'array',
      minItems: 1,
      maxItems: 30,
      items: {
        type: 'object',
        properties: {
          product_name: { type: 'string', maxLength: 64 },
          price_id: { type: 'string', maxLength: 128 },
          quantity: { type: 'integer', const: 1 },
        },
        required: ['product_name', 'price_id'],
      },
    },
  },
  required: ['individual', 'payment_method_token', 'subscriptions'],
} as const;

/**
 * POST /v1/checkout: buys services with the spec's purchase payload (dashboard §3), with a
 * required Idempotency-Key: a retry with the same key and body answers the first answer and
 * charges nothing more.
 *   200 InvoiceResponse (server/checkout/invoices.ts), receipt_url null: the receipt follows.
 *   402 { code, decline_code, message } the card was refused; message is the spec's text.
 *   422 { message } an item the catalogue does not sell (unknown price_id, another product's).
 *   400/404/409 { code, message } the provider refused the card token (unknown, used…).
 *   502 { message: 'Something went wrong while purchasing service' } the provider failed.
 * Prices come from the catalogue; any price the client sends is ignored.
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  { accounts, purchases }: CheckoutRoutesOptions,
) {
  app.post<{ Body: PurchasePayload }>(
    '/v1/checkout',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Buys services, charged once per Idempotency-Key',
        body: purchasePayload,
        response: {
          200: openObject(
            'InvoiceResponse (server/checkout/invoices.ts), receipt_url null: the receipt follows',
          ),
        },
      },
    },
    async (request, reply) => {
      const account = await accounts.findById(request.caller!.individualId);
      if (!account) return reply.code(404).send({ message: 'Not found' });
      // The idempotency check has made sure the key is there and well formed.
      const requestKey = String(request.headers[IDEMPOTENCY_HEADER]);
      const outcome = await purchases.purchase(account, request.body, requestKey);
      if ('refused' in outcome) {
        return reply.code(outcome.refused.status).send(outcome.refused.body);
      }
      return outcome.paid;
    },
  );
}
