import type { FastifyInstance } from 'fastify';
import { schemaTyped } from '../http/schema-typed-routes';
import { customerParams } from './customer-params';
import type { CustomerRoutesOptions } from './customer-route-options';
import { purchasedProductNames } from './invoices';
import { TIERS } from '../../src/domain/tiers';

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
  schemaTyped(app).get(
    '/v1/customer/:customer_id/tier',
    {
      schema: {
        summary: 'The plan the owner bought',
        params: customerParams,
        response: {
          200: {
            description: 'The plan, null before one is bought',
            type: 'object',
            properties: { tier: { enum: [...TIERS, null] } },
            required: ['tier'],
          },
        },
      },
    },
    async (request) => {
      const account = await accounts.findById(request.caller!.individualId);
      return { tier: account?.tier ?? null };
    },
  );

  schemaTyped(app).get(
    '/v1/customer/:customer_id/products',
    {
      schema: {
        summary: 'Every product the owner bought, first bought first',
        params: customerParams,
        response: {
          200: {
            description: 'The product names',
            type: 'object',
            properties: { products: { type: 'array', items: { type: 'string' } } },
            required: ['products'],
          },
        },
      },
    },
    async (request) => ({
      products: await purchasedProductNames(db, request.caller!.individualId),
    }),
  );
}
