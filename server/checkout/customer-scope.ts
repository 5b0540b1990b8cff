import type { FastifyInstance } from 'fastify';
import { callerKeyOwner, requireBearerToken } from '../api/bearer-authentication';
import { registerIdempotency } from '../http/idempotency';
import { namedParameterValues } from '../http/named-parameters';
import type { CustomerRoutesOptions } from './customer-route-options';
import { billingAddressRoutes } from './billing-address-routes';
import { customerSummaryRoutes } from './customer-summary-routes';
import { invoiceRoutes } from './invoice-routes';
import { PaymentProviderError } from './payment-provider';
import { paymentMethodRoutes } from './payment-method-routes';
import { providerErrorReply } from './provider-error-replies';
import { subscriptionRoutes } from './subscription-routes';

/** A customer id given empty or null names none: "create my customer" on first use. */
const named = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * The checkout service's owner routes (spec dashboard §7 "Payment and customer"), beside the
 * public catalogue: each needs the owner's bearer token (the main API's), refuses with 403 a
 * customer_id (path, query or body) that is not the caller's stripe_customer_id, takes an
 * Idempotency-Key on every mutation, and tells provider failures as provider-error-replies.ts.
 */
export async function customerScope(app: FastifyInstance, options: CustomerRoutesOptions) {
  const { db, accounts } = options;
  requireBearerToken(app, options.verifyAccessToken, async (request, reply) => {
    const customerIds = namedParameterValues(request, 'customer_id').filter(named);
    if (customerIds.length === 0) return;
    const account = await accounts.findById(request.caller!.individualId);
    if (customerIds.some((id) => id !== account?.stripeCustomerId)) {
      return reply.code(403).send({ message: 'Forbidden' });
    }
  });
  registerIdempotency(app, db, (request) =>
    request.caller ? callerKeyOwner(request.caller) : null,
  );
  app.setErrorHandler((error, _request, reply) => {
    // Anything else goes on to the server's own error handling.
    if (!(error instanceof PaymentProviderError)) throw error;
    const { status, body } = providerErrorReply(error, 'Something went wrong');
    return reply.code(status).send(body);
  });

  await app.register(paymentMethodRoutes, options);
  await app.register(billingAddressRoutes, options);
  await app.register(customerSummaryRoutes, options);
  await app.register(invoiceRoutes, options);
  await app.register(subscriptionRoutes, options);
}
