import type { FastifyInstance } from 'fastify';
import { customerParams, type CustomerParams } from './customer-params';
import type { CustomerRoutesOptions } from './customer-scope';
import { purchasedProductNames } from './invoices';

/**
 * What the owner has (dashboard §7):
 *
 * GET /v1/customer/{customer_id}/tier
 *   200 { tier: 'STARTER' | 'GROWTH' | 'COMPLETE' | null }: the plan the owner bought.
 * GET /v1/customer/{customer_id}/products
 *   200 { products: string[] }: every product name bought, each once, first bought first.
 */
export async function customerSummaryRoutes(
  app: FastifyInstance,
  { db, accounts }: CustomerRoutesOptions,
) {
  const schema = { params: customerParams };

  app.get<{ Params: CustomerParams }>(
    '/v1/customer/:customer_id/tier',
    { schema },
    async (request) => {
      const account = await accounts.findById(request.caller!.individualId);
      return { tier: account?.tier ?? null };
    },
  );

  app.get<{ Params: CustomerParams }>(
    '/v1/customer/:customer_id/products',
    { schema },
    async (request) => ({
      products: await purchasedProductNames(db, request.caller!.individualId),
    }),
  );
}
