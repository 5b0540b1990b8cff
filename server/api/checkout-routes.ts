import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import type { PurchaseService } from '../checkout/purchase';
import { purchasePayloadSchema } from '../../src/domain/contracts/checkout';
import type { AccountService } from '../services/accounts';
import { openObject } from '../http/response-schemas';

interface CheckoutRoutesOptions {
  accounts: AccountService;
  purchases: PurchaseService;
}

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
  schemaTyped(app).post(
    '/v1/checkout',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Buys services, charged once per Idempotency-Key',
        body: purchasePayloadSchema,
        response: {
          200: openObject(
            'InvoiceResponse (server/checkout/invoices.ts), receipt_url null: the receipt follows',
          ),
        },
      },
    },
    async (request, reply) => {
      const account = await accounts.findById(request.caller!.individualId);
      if (!account) return plainReply(reply).code(404).send({ message: 'Not found' });
      // The idempotency check has made sure the key is there and well formed.
      const requestKey = String(request.headers[IDEMPOTENCY_HEADER]);
      const outcome = await purchases.purchase(account, request.body, requestKey);
      if ('refused' in outcome) {
        return plainReply(reply).code(outcome.refused.status).send(outcome.refused.body);
      }
      return outcome.paid;
    },
  );
}
