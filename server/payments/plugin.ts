import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerIdempotency } from '../http/idempotency';
import { idempotencyOwner, registerApiKeys, type PaymentsApiKeys } from './api-keys';
import { customerRoutes } from './customer-routes';
import { parseBracketForm } from './form-encoding';
import { paymentIntentRoutes } from './payment-intent-routes';
import { paymentMethodRoutes } from './payment-method-routes';
import { refuseIdempotentRequest, sendStripeError, stripeErrorResponses } from './stripe-errors';
import { setupIntentRoutes } from './setup-intent-routes';
import { tokenRoutes } from './token-routes';

const BODY_ENCODINGS = ['application/x-www-form-urlencoded', 'application/json'];

export interface PaymentsPluginOptions extends PaymentsApiKeys {
  db: Database;
}

/**
 * The card payment provider sandbox, mounted at /payments while no real provider is configured
 * (PAYMENTS_BASE_URL): the provider's REST shapes (Stripe's), keys, errors, idempotency and
 * test card numbers (test-cards.ts), so the same client code talks to either.
 */
export async function paymentsPlugin(app: FastifyInstance, options: PaymentsPluginOptions) {
  const { db, secretKey } = options;
  // Provider clients send form bodies in bracket notation; JSON bodies are taken as well.
  await app.register(formbody, { parser: parseBracketForm, bodyLimit: 16 * 1024 });
  // Every route refuses in the provider's shape, and takes its body in either encoding: the
  // route schemas (and so the API document) say so.
  app.addHook('onRoute', (route) => {
    const { schema = {} } = route;
    route.schema = {
      ...schema,
      response: { ...stripeErrorResponses, ...(schema.response as object | undefined) },
      ...(schema.body ? { consumes: BODY_ENCODINGS } : {}),
    } as typeof route.schema;
  });
  app.setErrorHandler(sendStripeError);
  // A call without parameters (a detach, an empty customer) may come with no body at all.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });
  registerApiKeys(app, options);
  // As at the provider, an Idempotency-Key is optional, and scoped to the API key.
  registerIdempotency(app, db, idempotencyOwner, {
    keyRequired: false,
    refuse: refuseIdempotentRequest,
  });

  await app.register(tokenRoutes, { db, fingerprintSecret: secretKey });
  await app.register(paymentMethodRoutes, { db });
  await app.register(customerRoutes, { db });
  await app.register(paymentIntentRoutes, { db });
  await app.register(setupIntentRoutes, { db });
}
