import { ownerReadRoute } from './owner-read-route';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { listServiceOrders, listServiceStatuses } from '../services/service-statuses';
import { serviceStatusesAnswer } from '../../src/domain/contracts/services-status';
import { serviceOrdersAnswer } from '../../src/domain/contracts/service-orders';
import { orderContextOf, placedOrder } from '../services/order-expectations';

interface ServiceStatusRoutesOptions {
  db: Database;
}

/**
 * GET /v1/services/status/{individual_id} (foundation §7): the owner's services and their
 * statuses, by service name (llc-formation…), each with when it last changed. An owner who
 * bought nothing yet has an empty list. Another owner's id answers 403 (the API's owner check).
 */
export async function serviceStatusRoutes(
  app: FastifyInstance,
  { db }: ServiceStatusRoutesOptions,
) {
  ownerReadRoute(
    app,
    '/v1/services/status/:individual_id',
    {
      summary: "The status of each of the signed-in owner's services",
      answer: serviceStatusesAnswer,
    },
    async (individualId) => {
      const statuses = await listServiceStatuses(db, individualId);
      return {
        individual_id: individualId,
        services: statuses.map(({ service, status, updatedAt }) => ({
          service,
          status,
          updated_at: updatedAt.toISOString(),
        })),
      };
    },
  );

  /**
   * GET /v1/services/orders/{individual_id} (decision 0085): every order the owner placed, newest
   * first, with the statuses each took: what the business profile's order list and each
   * order's timeline show. The spec's status call above keeps answering the latest order per
   * service.
   */
  ownerReadRoute(
    app,
    '/v1/services/orders/:individual_id',
    {
      summary: 'Every order of the signed-in owner, with its history',
      answer: serviceOrdersAnswer,
    },
    async (individualId) => {
      const context = await orderContextOf(db, individualId);
      const orders = await listServiceOrders(db, individualId);
      return {
        individual_id: individualId,
        orders: orders.map((order) => placedOrder(order, context)),
      };
    },
  );
}
