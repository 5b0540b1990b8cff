import { schemaTyped } from '../http/schema-typed-routes';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { newObjectId } from './object-ids';
import { text } from './param-schemas';
import { cardError } from './payment-intent-routes';
import { attachToCustomer } from './payment-method-routes';
import { requireCustomer, requirePaymentMethod } from './records';
import { invalidRequest, StripeError } from './stripe-errors';
import { objectResponse, paymentMethodObject } from './stripe-objects';
import { findDecline } from './test-cards';

/**
 * Setup intents, confirmed at creation: the provider's way to save a card for later, checking it
 * with its issuer first (decision 0077). A test card that declines charges declines here too,
 * 402 with the provider's card_error and nothing attached; any other card is attached to the
 * customer. The sandbox keeps no setup intent (nothing reads one back): the answer is the
 * intent as it ends.
 */
export async function setupIntentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  schemaTyped(app).post(
    '/v1/setup_intents',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Checks a card with its issuer and saves it to a customer (confirmed at once)',
        response: objectResponse('setup_intent'),
        body: {
          type: 'object',
          properties: {
            customer: text(255),
            payment_method: text(255),
            confirm: { type: 'boolean' },
            usage: { type: 'string', enum: ['off_session', 'on_session'] },
          },
          required: ['customer', 'payment_method'],
        },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.confirm !== true) {
        throw invalidRequest('The sandbox only checks a card at creation: pass confirm=true.', {
          param: 'confirm',
        });
      }
      const customer = await requireCustomer(db, body.customer, 'customer');
      const card = await requirePaymentMethod(db, body.payment_method, 'payment_method');
      const intent = (status: string) => ({
        id: newObjectId('seti'),
        object: 'setup_intent',
        customer: customer.id,
        payment_method: card.method.id,
        usage: body.usage ?? 'off_session',
        status,
      });
      const decline = card.token.chargeDecline ? findDecline(card.token.chargeDecline) : undefined;
      if (decline) {
        throw new StripeError(402, {
          ...cardError(decline),
          setup_intent: intent('requires_payment_method'),
          payment_method: paymentMethodObject(card),
        });
      }
      await attachToCustomer(db, card, customer.id);
      return intent('succeeded');
    },
  );
}
