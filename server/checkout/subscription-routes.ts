import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { isProductKey } from '../../src/domain/checkout/product-keys';
import { markServicesPurchased } from '../services/service-statuses';
import type { CustomerRoutesOptions } from './customer-route-options';
import { priceOrder } from './order-pricing';
import { isOwnCard, notOwnCard } from './saved-cards';
import { findSubscription, startSubscriptions } from './subscriptions';
import { openObject } from '../http/response-schemas';

const id = { type: 'string', minLength: 1, maxLength: 255 } as const;

/**
 * POST /v1/subscription/create { customer_id, product_name, price_id, payment_method_id? }
 *   Starts the yearly subscription of a recurring product (the registered agent): free for the
 *   first year (dashboard §9), so nothing is charged now and the renewal falls one year from
 *   today, on the given card or the customer's default one. The service is then PURCHASED.
 *   Subscribing again to the same price answers the running subscription unchanged.
 *   200 SubscriptionResponse (subscriptions.ts).
 *   422 { message } an unknown price, a product that does not renew, or no card to renew on.
 *   404 { message } a payment_method_id that is not one of the customer's cards.
 */
export async function subscriptionRoutes(app: FastifyInstance, options: CustomerRoutesOptions) {
  const { db, provider } = options;

  schemaTyped(app).post(
    '/v1/subscription/create',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Starts the yearly subscription of a recurring product',
        response: {
          200: openObject(
            'SubscriptionResponse (server/checkout/subscriptions.ts): the running subscription',
          ),
        },
        body: {
          type: 'object',
          properties: {
            customer_id: id,
            product_name: { type: 'string', maxLength: 64 },
            price_id: { type: 'string', maxLength: 128 },
            payment_method_id: id,
          },
          required: ['customer_id', 'product_name', 'price_id'],
        },
      },
    },
    async (request, reply) => {
      const { customer_id: customerId, payment_method_id: paymentMethodId } = request.body;
      const individualId = request.caller!.individualId;
      const order = await priceOrder(db, [request.body]);
      if ('refused' in order) return plainReply(reply).code(422).send({ message: order.refused });
      const line = order.lines[0]!;
      if (line.subscriptionInterval === null) {
        return plainReply(reply)
          .code(422)
          .send({ message: `${line.productName} is not a subscription` });
      }

      // A card named is the one renewals are charged to; otherwise whichever card is the
      // default at renewal time (stored as null), and there must be one now.
      if (paymentMethodId) {
        if (!(await isOwnCard(provider, customerId, paymentMethodId))) {
          return plainReply(reply).code(404).send(notOwnCard(paymentMethodId));
        }
      } else {
        const customer = await provider.retrieveCustomer(customerId);
        if (!customer.invoice_settings.default_payment_method) {
          return plainReply(reply)
            .code(422)
            .send({ message: 'Please add a card for the yearly renewal before subscribing' });
        }
      }

      await db.transaction(async (tx) => {
        await startSubscriptions(tx, {
          individualId,
          customerId,
          paymentMethodId: paymentMethodId ?? null,
          products: [line],
        });
        if (isProductKey(line.productName)) {
          await markServicesPurchased(tx, individualId, [line.productName], new Date());
        }
      });
      return findSubscription(db, individualId, line.priceId);
    },
  );
}
