import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { GRANT_CLAIM } from '../oidc/grant-claim';

export interface Caller {
  /** The spec's individual_id: the token's subject. */
  individualId: number;
  /** The embedded provider's grant the token was issued under: the device it came from. */
  grantId?: string;
}

export interface AccessTokenVerifierOptions {
  issuer: string;
  audience: string;
  /** The embedded provider's public keys; without them the issuer's jwks_uri is fetched. */
  publicKeys?: { keys: JWK[] };
  /**
   * Whether the grant a token names is live: given for the embedded provider, whose grants
   * Charter holds. An external issuer's tokens live out their own (short) lifetime.
   */
  grantIsLive?: (grantId: string) => Promise<boolean>;
}

export type AccessTokenVerifier = (token: string) => Promise<Caller>;

/**
 * Verifies Charter API access tokens (JWTs) with jose against the issuer's keys and, for the
 * embedded provider, that their grant has not been revoked since they were issued.
 */
export function createAccessTokenVerifier({
  issuer,
  audience,
  publicKeys,
  grantIsLive,
}: AccessTokenVerifierOptions): AccessTokenVerifier {
  let keys: JWTVerifyGetKey | null = publicKeys ? createLocalJWKSet(publicKeys) : null;

  async function keySet(): Promise<JWTVerifyGetKey> {
    if (keys) return keys;
    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!discovery.ok) throw new Error(`OIDC discovery failed (${discovery.status})`);
    const { jwks_uri: jwksUri } = (await discovery.json()) as { jwks_uri: string };
    keys = createRemoteJWKSet(new URL(jwksUri));
    return keys;
  }

  return async (token) => {
    const { payload } = await jwtVerify(token, await keySet(), {
      issuer,
      audience,
      algorithms: ['RS256', 'ES256', 'PS256'],
    });
    const individualId = Number(payload.sub);
    if (!Number.isInteger(individualId) || individualId <= 0)
      throw new Error('token subject is not an individual id');
    const grantId = payload[GRANT_CLAIM];
    if (grantIsLive) {
      if (typeof grantId !== 'string' || !(await grantIsLive(grantId)))
        throw new Error('the grant of this token is revoked');
      return { individualId, grantId };
    }
    return { individualId };
  };
}
