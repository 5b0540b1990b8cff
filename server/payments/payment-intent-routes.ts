import { eq } from 'drizzle-orm';
import { schemaTyped } from '../http/schema-typed-routes';
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { Database } from '../db/database';
import { multiLineText } from '../http/storable-text';
import { paymentIntents, type CardErrorBody } from '../db/schema';
import { newObjectId } from './object-ids';
import { idParams, metadataSchema, text } from './param-schemas';
import { updatedMetadata } from './parameter-updates';
import { requireCustomer, requirePaymentMethod } from './records';
import { invalidRequest, parameterMissing, resourceMissing, StripeError } from './stripe-errors';
import { objectResponse, paymentIntentObject, paymentMethodObject } from './stripe-objects';
import { findDecline, type CardDecline } from './test-cards';

const createBody = {
  type: 'object',
  properties: {
    amount: { type: 'integer' },
    currency: text(3),
    customer: text(255),
    payment_method: text(255),
    confirm: { type: 'boolean' },
    // A charge without the cardholder present (a renewal); the sandbox charges it the same.
    off_session: { type: 'boolean' },
    // The provider's description is free text (it may span lines); its names are not.
    description: multiLineText({ maxLength: 1000 }),
    metadata: metadataSchema,
  },
  required: ['amount', 'currency'],
} as const;

type CreateBody = FromSchema<typeof createBody>;

/** The provider's bounds for a USD charge, in cents. */
const MINIMUM_AMOUNT = 50;
const MAXIMUM_AMOUNT = 99_999_999;

/** The request's own mistakes, refused before anything is charged or recorded. */
function refuseInvalidCharge(
  body: CreateBody,
): asserts body is CreateBody & { payment_method: string } {
  if (body.amount < MINIMUM_AMOUNT) {
    throw invalidRequest('Amount must be at least $0.50 usd', {
      code: 'amount_too_small',
      param: 'amount',
    });
  }
  if (body.amount > MAXIMUM_AMOUNT) {
    throw invalidRequest('Amount must be no more than $999,999.99', {
      code: 'amount_too_large',
      param: 'amount',
    });
  }
  if (body.currency.toLowerCase() !== 'usd') {
    throw invalidRequest(`Invalid currency: ${body.currency}. The sandbox charges usd only.`, {
      param: 'currency',
    });
  }
  if (!body.payment_method) throw parameterMissing('payment_method');
  // Charter charges in one step; the sandbox has no separate confirmation call.
  if (body.confirm !== true) {
    throw invalidRequest('The sandbox only charges at creation: pass confirm=true.', {
      param: 'confirm',
    });
  }
}

/** A decline as the provider reports it, in the error and in the intent's last_payment_error. */
export function cardError(decline: CardDecline): CardErrorBody {
  return {
    type: 'card_error',
    code: decline.code,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    message: decline.message,
    ...(decline.param ? { param: decline.param } : {}),
  };
}

/**
 * Payment intents, confirmed at creation: the card is charged at once. A test card's decline
 * (fixed when its token was made) answers 402 with the provider's card_error, and the failed
 * attempt is kept as an intent awaiting another payment method, with nothing charged.
 */
export async function paymentIntentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  schemaTyped(app).post(
    '/v1/payment_intents',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Charges a payment method (confirmed at once)',
        response: objectResponse('payment_intent'),
        body: createBody,
      },
    },
    async (request) => {
      const body = request.body;
      refuseInvalidCharge(body);
      const customer = body.customer ? await requireCustomer(db, body.customer, 'customer') : null;
      const card = await requirePaymentMethod(db, body.payment_method, 'payment_method');
      // A saved card is charged only for its own customer.
      if (card.method.customerId !== null && card.method.customerId !== customer?.id) {
        throw invalidRequest(
          'The provided PaymentMethod is attached to another customer (or none was given); pass the customer it is attached to.',
          { param: 'payment_method' },
        );
      }

      const decline = card.token.chargeDecline ? findDecline(card.token.chargeDecline) : undefined;
      const lastPaymentError = decline ? cardError(decline) : null;
      const [intent] = await db
        .insert(paymentIntents)
        .values({
          id: newObjectId('pi'),
          amount: body.amount,
          currency: 'usd',
          customerId: customer?.id ?? null,
          paymentMethodId: card.method.id,
          status: lastPaymentError ? 'requires_payment_method' : 'succeeded',
          description: body.description ?? null,
          metadata: updatedMetadata({}, body.metadata),
          latestChargeId: lastPaymentError ? null : newObjectId('ch'),
          lastPaymentError,
        })
        .returning();
      if (!lastPaymentError) return paymentIntentObject(intent!);
      throw new StripeError(402, {
        ...lastPaymentError,
        payment_intent: paymentIntentObject(intent!),
        payment_method: paymentMethodObject(card),
      });
    },
  );

  schemaTyped(app).get(
    '/v1/payment_intents/:id',
    {
      schema: {
        summary: 'A payment intent',
        params: idParams,
        response: objectResponse('payment_intent'),
      },
    },
    async (request) => {
      const [intent] = await db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, request.params.id));
      if (!intent) throw resourceMissing('payment_intent', request.params.id);
      return paymentIntentObject(intent);
    },
  );
}
