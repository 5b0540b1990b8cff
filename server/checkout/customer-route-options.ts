import type { FastifyRequest } from 'fastify';
import type { AccessTokenVerifier } from '../api/access-tokens';
import { callerKeyOwner } from '../api/bearer-authentication';
import type { Database } from '../db/database';
import type { DocumentStore } from '../documents/document-store';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import type { AccountService } from '../services/accounts';
import type { PaymentProvider } from './payment-provider';
import { providerKey } from './provider-keys';
import type { ReceiptPreparation } from './receipt-preparation';
import type { StepKey } from './saved-cards';

/**
 * What the checkout's owner routes are given, and the provider keys of a request's steps: apart
 * from customer-scope.ts, which registers those routes, so they need not import it back.
 */
export interface CustomerRoutesOptions {
  db: Database;
  accounts: AccountService;
  verifyAccessToken: AccessTokenVerifier;
  provider: PaymentProvider;
  receipts: ReceiptPreparation;
  /** Where receipts are kept. */
  documents: DocumentStore;
}

/** The provider keys of one request's steps (provider-keys.ts), from its Idempotency-Key. */
export function stepKeys(request: FastifyRequest): StepKey {
  const owner = callerKeyOwner(request.caller!);
  const requestKey = String(request.headers[IDEMPOTENCY_HEADER]);
  return (step) => providerKey(step, owner, requestKey);
}
