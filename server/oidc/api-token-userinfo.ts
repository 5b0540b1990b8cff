import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenVerifier } from '../api/access-tokens';
import type { Database } from '../db/database';
import { bearerCredential } from '../http/bearer-credential';
import type { AccountService } from '../services/accounts';
import { accountClaims } from './account-claims';
import { createAdapterClass } from './adapter';

/** Which claims each OpenID scope releases (provider.ts `claims`, in the same words). */
const CLAIMS_BY_SCOPE: Record<string, readonly string[]> = {
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'name'],
};

interface ApiTokenUserinfoOptions {
  db: Database;
  accounts: AccountService;
  /** The API's verifier: this provider's keys and issuer, the API's audience, a live grant. */
  verifyAccessToken: AccessTokenVerifier;
}

/**
 * UserInfo (OpenID Connect Core §5.3) for the access tokens this provider issues to its own
 * client. Those are JWTs for the API (resource indicators, decision 0057), which oidc-provider
 * does not keep and so refuses at its userinfo endpoint; a standard client (openid-client)
 * calling userinfo with the token it got at sign-in would be refused. A token that verifies as
 * the API's (this issuer, the API's audience, its grant live) is answered here with the claims
 * its grant's OpenID scopes release; any other token goes on to the provider, which refuses
 * what it did not issue for itself: an ID token or a token for another audience never passes.
 * Answers whether it answered.
 */
export function apiTokenUserinfo({ db, accounts, verifyAccessToken }: ApiTokenUserinfoOptions) {
  const grants = new (createAdapterClass(db))('Grant');
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'POST') return false;
    const token = bearerCredential(request.headers.authorization);
    if (!token) return false;
    const caller = await verifyAccessToken(token).catch(() => null);
    if (!caller?.grantId) return false;
    const grant = (await grants.find(caller.grantId)) as
      { openid?: { scope?: string } } | undefined;
    const scopes = (grant?.openid?.scope ?? '').split(' ');
    if (!scopes.includes('openid')) return false;
    const account = await accounts.findById(caller.individualId);
    if (!account) return false;
    const all: Record<string, unknown> = accountClaims(account);
    const released = ['sub', ...scopes.flatMap((scope) => CLAIMS_BY_SCOPE[scope] ?? [])];
    await reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(Object.fromEntries(released.map((claim) => [claim, all[claim]])));
    return true;
  };
}
