import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import type { CustomerRoutesOptions } from './customer-route-options';
import { customerScope } from './customer-scope';
import { holidayListRoute } from './holiday-list-route';
import { stateFilter, tierFilter } from './list-filters';
import { listPackages } from './package-list';
import { listProducts } from './product-list';
import { openObject } from '../http/response-schemas';

/**
 * Clients keep the product list fresh 5 minutes and for 10 in all (spec dashboard §9), so a
 * cache may serve it 5 minutes and a stale copy while revalidating for 5 more.
 */
const PRODUCT_LIST_CACHE = 'public, max-age=300, stale-while-revalidate=300';
/** The package list is always stale (dashboard §9): stored, but revalidated on every use. */
const PACKAGE_LIST_CACHE = 'no-cache';

const filterQuery = {
  querystring: {
    type: 'object',
    properties: {
      state: { type: 'string', maxLength: 64 },
      tier: { type: 'string', maxLength: 64 },
    },
  },
} as const;

/**
 * The checkout service's catalogue (spec foundation §7, dashboard §7), mounted at /checkout.
 * Public: no bearer token, as the registration checkout prices products before any account.
 *
 * GET /v1/dashboard_product/list?state=&tier=
 *   state: two-letter code or full name, case-insensitive; tier: STARTER | GROWTH | COMPLETE,
 *   case-insensitive. Either may be empty or left out: no filter.
 *   200 { products: ProductResponse[] } (product-list.ts), by state then name. With a tier,
 *       the tier's package products and the registration add-ons, tier and optional set for
 *       that tier; without, every product with tier null.
 *   404 { message } unknown state; 400 { message } unknown tier.
 *
 * GET /v1/package/list?state=
 *   200 { packages: PackageResponse[] } (package-list.ts): per state STARTER, GROWTH, COMPLETE,
 *       each with its products' name, standard_time and expedited_time (seconds), optional.
 *   404 { message } unknown state.
 *
 * GET /v1/holiday/list?year= (holiday-list-route.ts): the federal holidays estimates skip.
 *
 * Beside them, the owner's customer, cards, invoices, receipts and subscriptions, behind the
 * bearer token (customer-scope.ts).
 */
export async function checkoutPlugin(app: FastifyInstance, options: CustomerRoutesOptions) {
  schemaTyped(app).get(
    '/v1/dashboard_product/list',
    {
      schema: {
        summary: 'The products on sale, by state then name',
        ...filterQuery,
        response: {
          200: {
            description: 'The products, with their prices',
            type: 'object',
            properties: {
              products: {
                type: 'array',
                items: openObject('ProductResponse (server/checkout/product-list.ts)'),
              },
            },
            required: ['products'],
          },
        },
      },
    },
    async (request, reply) => {
      const state = stateFilter(request.query.state);
      if ('status' in state) {
        return plainReply(reply).code(state.status).send({ message: state.message });
      }
      const tier = tierFilter(request.query.tier);
      if ('status' in tier) {
        return plainReply(reply).code(tier.status).send({ message: tier.message });
      }
      const products = await listProducts(options.db, { state: state.value, tier: tier.value });
      return reply.header('cache-control', PRODUCT_LIST_CACHE).send({ products });
    },
  );

  schemaTyped(app).get(
    '/v1/package/list',
    {
      schema: {
        summary: "Each state's packages (STARTER, GROWTH, COMPLETE) and their products",
        ...filterQuery,
        response: {
          200: {
            description: 'The packages',
            type: 'object',
            properties: {
              packages: {
                type: 'array',
                items: openObject('PackageResponse (server/checkout/package-list.ts)'),
              },
            },
            required: ['packages'],
          },
        },
      },
    },
    async (request, reply) => {
      const state = stateFilter(request.query.state);
      if ('status' in state) {
        return plainReply(reply).code(state.status).send({ message: state.message });
      }
      const packages = await listPackages(options.db, state.value);
      return reply.header('cache-control', PACKAGE_LIST_CACHE).send({ packages });
    },
  );

  await app.register(holidayListRoute);

  await app.register(customerScope, options);
}
