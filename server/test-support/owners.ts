import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import type { TestApp } from './test-app';
import { passwordGrant } from './tokens';

export interface SignedInOwner {
  id: number;
  email: string;
  /** An access token, as the browser holds it after signing in. */
  token: string;
  /** The id token issued with it (the content service's bearer, dashboard spec §7). */
  idToken: string;
}

/** A new account, signed in with the password grant. */
export async function signedInOwner(
  t: TestApp,
  name: string,
  profile: { firstName?: string; lastName?: string } = {},
): Promise<SignedInOwner> {
  const email = `${name}-${randomUUID().slice(0, 8)}@owners.example`;
  const password = `${name}-Owner-1!`;
  const account = await t.app.services.accounts.create({ email, password, ...profile });
  const { body } = await passwordGrant(t.app, email, password);
  return { id: account!.id, email, token: body.access_token!, idToken: body.id_token! };
}

interface OwnerRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  payload?: object;
  /** An Idempotency-Key: a new one for each mutation unless given; null sends none. */
  key?: string | null;
}

/** A request as the signed-in owner's browser makes it: bearer token, Idempotency-Key. */
export function asOwner(t: TestApp, owner: SignedInOwner) {
  return (url: string, { method = 'GET', payload, key }: OwnerRequest = {}) => {
    const idempotencyKey = key === undefined && method !== 'GET' ? randomUUID() : key;
    return t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${owner.token}`,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  };
}

/**
 * Saves one page of an owner's flow through the API ('formation/page1', 'ein/retail'), as the
 * browser's sync engine does: the answers, the owner and the version they were based on.
 */
export function saveOwnerPage(
  app: FastifyInstance,
  token: string,
  individualId: number,
  pageId: string,
  answers: Answers,
  updatedAt: string | null = null,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/${pageId}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    payload: { ...answers, individual_id: individualId, updated_at: updatedAt },
  });
}
