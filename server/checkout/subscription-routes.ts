import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { isProductKey } from '../../src/domain/checkout/product-keys';
import { markServicesPurchased } from '../services/service-statuses';
import type { CustomerRoutesOptions } from './customer-route-options';
import { priceOrder } from './order-pricing';
import { isOwnCard, notOwnCard } from './saved-cards';
import {
  changeCancellation,
  findSubscription,
  listSubscriptions,
  renewalCardId,
  startSubscriptions,
  type CancellationChange,
} from './subscriptions';
import { openObject } from '../http/response-schemas';
import {
  CANCELLATION_NOTE_MAX,
  CANCELLATION_REASON_VALUES,
  type CancellationReason,
} from '../../src/domain/checkout/cancellation-reasons';
import { longCalendarDate } from '../../src/domain/long-date';
import { customerParams } from './customer-params';

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
const subscriptionParams = {
  type: 'object',
  properties: {
    ...customerParams.properties,
    subscription_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
  required: ['customer_id', 'subscription_id'],
} as const;

/** What the cancel route's body schema lets through. */
interface CancelBody {
  reason: CancellationReason;
  note?: string;
}

const subscriptionAnswer = {
  200: openObject('SubscriptionResponse (server/checkout/subscriptions.ts)'),
} as const;

/** The answer (409) to cancelling or keeping a subscription whose renewal date has come. */
export function subscriptionEnded(renewsOn: string) {
  return {
    message:
      `This subscription's renewal date (${longCalendarDate(renewsOn)}) has passed, so it ` +
      'can no longer be changed.',
  };
}

/**
 * The owner's subscriptions and their cancellation (decision 0078):
 *
 * GET /v1/customer/{customer_id}/subscriptions
 *   200 { subscriptions: Array<SubscriptionResponse & { card: { brand, last4 } | null }> }:
 *   the card each renewal is charged to (renewalCardId: the customer's default card now, else
 *   the one it was bought with).
 * POST /v1/customer/{customer_id}/subscriptions/{subscription_id}/cancel { reason, note? }
 *   Cancels at the period's end: the service stays until renews_on and is not renewed.
 * POST /v1/customer/{customer_id}/subscriptions/{subscription_id}/keep
 *   Undoes that before the renewal date.
 *   Both: 200 SubscriptionResponse; 404 { message } not the owner's subscription; 409 { message }
 *   the renewal date has come (UTC).
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

  schemaTyped(app).get(
    '/v1/customer/:customer_id/subscriptions',
    {
      schema: {
        summary: "The owner's subscriptions, with the card each renews on",
        params: customerParams,
        response: {
          200: {
            description: 'The subscriptions',
            type: 'object',
            properties: {
              subscriptions: {
                type: 'array',
                items: openObject('SubscriptionResponse with card { brand, last4 } | null'),
              },
            },
            required: ['subscriptions'],
          },
        },
      },
    },
    async (request) => {
      const { customer_id: customerId } = request.params;
      const found = await listSubscriptions(db, request.caller!.individualId);
      if (found.length === 0) return { subscriptions: [] };
      const customer = await provider.retrieveCustomer(customerId);
      const defaultCard = customer.invoice_settings.default_payment_method;
      const withCards = await Promise.all(
        found.map(async (subscription) => {
          const cardId = renewalCardId(subscription.payment_method_id, defaultCard);
          const method = cardId ? await provider.retrievePaymentMethod(cardId) : null;
          const card = method ? { brand: method.card.brand, last4: method.card.last4 } : null;
          return { ...subscription, card };
        }),
      );
      return { subscriptions: withCards };
    },
  );

  const changeRoute = (
    action: 'cancel' | 'keep',
    summary: string,
    body: object | undefined,
    changeOf: (body: CancelBody | undefined) => CancellationChange,
  ) =>
    schemaTyped(app).post(
      `/v1/customer/:customer_id/subscriptions/:subscription_id/${action}`,
      {
        config: { idempotent: true },
        schema: {
          summary,
          params: subscriptionParams,
          response: subscriptionAnswer,
          ...(body ? { body } : {}),
        },
      },
      async (request, reply) => {
        const result = await changeCancellation(
          db,
          request.caller!.individualId,
          request.params.subscription_id,
          changeOf(request.body as CancelBody | undefined),
        );
        if (!result) return plainReply(reply).code(404).send({ message: 'No such subscription' });
        if (!result.changed) {
          return plainReply(reply).code(409).send(subscriptionEnded(result.subscription.renews_on));
        }
        return result.subscription;
      },
    );

  changeRoute(
    'cancel',
    "Cancels a subscription's renewal at the end of its period",
    {
      type: 'object',
      properties: {
        reason: { type: 'string', enum: CANCELLATION_REASON_VALUES },
        note: { type: 'string', maxLength: CANCELLATION_NOTE_MAX },
      },
      required: ['reason'],
      additionalProperties: false,
    },
    (body) => ({ cancel: true, reason: body!.reason, note: body!.note?.trim() || null }),
  );
  changeRoute('keep', 'Undoes the cancellation of a renewal before its date', undefined, () => ({
    cancel: false,
  }));
}
