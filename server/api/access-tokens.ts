import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';

export interface Caller {
  /** The spec's individual_id: the token's subject. */
  individualId: number;
}

export interface AccessTokenVerifierOptions {
  issuer: string;
  audience: string;
  /** The embedded provider's public keys; without them the issuer's jwks_uri is fetched. */
  publicKeys?: { keys: JWK[] };
}

export type AccessTokenVerifier = (token: string) => Promise<Caller>;

/** Verifies Charter API access tokens (JWTs) with jose against the issuer's keys. */
export function createAccessTokenVerifier({
  issuer,
  audience,
  publicKeys,
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
    return { individualId };
  };
}
