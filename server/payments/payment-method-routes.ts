import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { schemaTyped } from '../http/schema-typed-routes';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { paymentCardTokens, paymentCustomers, paymentMethods } from '../db/schema';
import { newObjectId } from './object-ids';
import { billingDetailsSchema, idParams, metadataSchema, text } from './param-schemas';
import { updatedBillingDetails, updatedMetadata } from './parameter-updates';
import {
  paymentMethodsWithCards,
  requireCustomer,
  requirePaymentMethod,
  type PaymentMethodWithCard,
} from './records';
import {
  EMPTY_BILLING_DETAILS,
  listObject,
  objectResponse,
  paymentMethodObject,
} from './stripe-objects';
import { invalidRequest, resourceMissing } from './stripe-errors';

/**
 * Attaches the card to the customer, or refuses (400) one attached to another. Conditional, so a
 * payment method can never be taken over by a second customer.
 */
export async function attachToCustomer(
  db: Database,
  { method, token }: PaymentMethodWithCard,
  customerId: string,
): Promise<PaymentMethodWithCard> {
  const [attached] = await db
    .update(paymentMethods)
    .set({ customerId })
    .where(
      and(
        eq(paymentMethods.id, method.id),
        or(isNull(paymentMethods.customerId), eq(paymentMethods.customerId, customerId)),
      ),
    )
    .returning();
  if (!attached) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      {
        param: 'customer',
      },
    );
  }
  return { method: attached, token };
}

const updateProperties = { billing_details: billingDetailsSchema, metadata: metadataSchema };

/**
 * Payment methods: a card token made into a reusable card with its billing details, attached
 * to a customer to be kept (the saved cards of the checkout modal).
 */
export async function paymentMethodRoutes(app: FastifyInstance, { db }: { db: Database }) {
  schemaTyped(app).post(
    '/v1/payment_methods',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Creates a card payment method from a token',
        response: objectResponse('payment_method'),
        body: {
          type: 'object',
          properties: {
            ...updateProperties,
            type: { type: 'string', enum: ['card'] },
            card: {
              type: 'object',
              properties: { token: text(255) },
              required: ['token'],
            },
          },
          required: ['type', 'card'],
        },
      },
    },
    async (request) => {
      const { card, billing_details, metadata } = request.body;
      const [token] = await db
        .select()
        .from(paymentCardTokens)
        .where(eq(paymentCardTokens.id, card.token));
      if (!token) throw resourceMissing('token', card.token, 'card[token]');
      // The unique token_id lets one request only make the token's payment method, even when
      // two race; the other finds nothing inserted.
      const [method] = await db
        .insert(paymentMethods)
        .values({
          id: newObjectId('pm'),
          tokenId: token.id,
          billingDetails: updatedBillingDetails(EMPTY_BILLING_DETAILS, billing_details),
          metadata: updatedMetadata({}, metadata),
        })
        .onConflictDoNothing({ target: paymentMethods.tokenId })
        .returning();
      if (!method) {
        throw invalidRequest(`You cannot use a Stripe token more than once: ${token.id}.`, {
          code: 'token_already_used',
          param: 'card[token]',
        });
      }
      return paymentMethodObject({ method, token });
    },
  );

  schemaTyped(app).get(
    '/v1/payment_methods',
    {
      schema: {
        summary: "A customer's card payment methods, newest first",
        response: objectResponse('list'),
        querystring: {
          type: 'object',
          properties: {
            customer: text(255),
            type: { type: 'string', enum: ['card'], default: 'card' },
          },
          required: ['customer'],
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request.query.customer, 'customer');
      const found = await paymentMethodsWithCards(db)
        .where(eq(paymentMethods.customerId, customer.id))
        .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
      return listObject('/v1/payment_methods', found.map(paymentMethodObject));
    },
  );

  schemaTyped(app).get(
    '/v1/payment_methods/:id',
    {
      schema: {
        summary: 'A payment method',
        params: idParams,
        response: objectResponse('payment_method'),
      },
    },
    async (request) => paymentMethodObject(await requirePaymentMethod(db, request.params.id)),
  );

  schemaTyped(app).post(
    '/v1/payment_methods/:id',
    {
      config: { idempotent: true },
      schema: {
        summary: "Updates a payment method's billing details and metadata",
        params: idParams,
        body: { type: 'object', properties: updateProperties },
        response: objectResponse('payment_method'),
      },
    },
    async (request) => {
      const { method, token } = await requirePaymentMethod(db, request.params.id);
      const [saved] = await db
        .update(paymentMethods)
        .set({
          billingDetails: updatedBillingDetails(
            method.billingDetails,
            request.body.billing_details,
          ),
          metadata: updatedMetadata(method.metadata, request.body.metadata),
        })
        .where(eq(paymentMethods.id, method.id))
        .returning();
      return paymentMethodObject({ method: saved!, token });
    },
  );

  schemaTyped(app).post(
    '/v1/payment_methods/:id/attach',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Attaches a payment method to a customer',
        response: objectResponse('payment_method'),
        params: idParams,
        body: {
          type: 'object',
          properties: { customer: text(255) },
          required: ['customer'],
        },
      },
    },
    async (request) => {
      const card = await requirePaymentMethod(db, request.params.id);
      const customer = await requireCustomer(db, request.body.customer, 'customer');
      return paymentMethodObject(await attachToCustomer(db, card, customer.id));
    },
  );

  schemaTyped(app).post(
    '/v1/payment_methods/:id/detach',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Detaches a payment method from its customer (no body)',
        params: idParams,
        response: objectResponse('payment_method'),
      },
    },
    async (request) => {
      const { method, token } = await requirePaymentMethod(db, request.params.id);
      if (!method.customerId) {
        throw invalidRequest(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      }
      const detached = await db.transaction(async (tx) => {
        // A detached card can no longer be its former customer's default, as at the provider.
        await tx
          .update(paymentCustomers)
          .set({ defaultPaymentMethodId: null })
          .where(eq(paymentCustomers.defaultPaymentMethodId, method.id));
        const [row] = await tx
          .update(paymentMethods)
          .set({ customerId: null })
          .where(eq(paymentMethods.id, method.id))
          .returning();
        return row;
      });
      return paymentMethodObject({ method: detached!, token });
    },
  );
}
