import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema';
import { newAnswerKey, parseAnswerKey } from '../security/answer-encryption';

/**
 * Returns the secret stored under `name`, generating and storing it on first use. When
 * several processes start at once, the first insert wins and everyone reads that one.
 */
async function getOrCreate<T>(db: Database, name: string, generate: () => Promise<T>): Promise<T> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!stored) throw new Error(`Secret ${name} could not be stored`);
  return stored.value as T;
}

/** The identity provider's private signing keys (JWKS), generated once and kept in the database. */
export function signingKeys(db: Database): Promise<{ keys: JWK[] }> {
  return getOrCreate(db, 'oidc_signing_keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] };
  });
}

/** Keys that sign the identity provider's cookies. */
export function cookieKeys(db: Database): Promise<string[]> {
  return getOrCreate(db, 'oidc_cookie_keys', async () => [randomBytes(32).toString('base64url')]);
}

/**
 * The payments sandbox's secret key when PAYMENTS_SECRET_KEY is not set: made at first start,
 * kept with the signing keys, so no deployment runs on a key printed in the README.
 */
export function paymentsSandboxSecretKey(db: Database): Promise<string> {
  return getOrCreate(
    db,
    'payments_sandbox_secret_key',
    async () => `sk_test_${randomBytes(24).toString('base64url')}`,
  );
}

/**
 * The key that encrypts sensitive answers when ANSWER_ENCRYPTION_KEY is not set: made at first
 * start and kept with the signing keys, so every deployment encrypts with a key of its own.
 */
export async function answerEncryptionKey(db: Database): Promise<Buffer> {
  return parseAnswerKey(
    await getOrCreate(db, 'answer_encryption_key', async () => newAnswerKey()),
    'The stored answer encryption key',
  );
}

/** The server's answer key: ANSWER_ENCRYPTION_KEY, or the one made at first start. */
export async function serverAnswerKey(
  config: Pick<ServerConfig, 'answerEncryptionKey'>,
  db: Database,
): Promise<Buffer> {
  return config.answerEncryptionKey ?? (await answerEncryptionKey(db));
}

/**
 * The key that signs documents' download links (decision 0048): made at first start and kept
 * with the signing keys, so every process of a deployment signs and checks with the same one.
 */
export async function documentLinkKey(db: Database): Promise<Buffer> {
  return Buffer.from(
    await getOrCreate(db, 'document_link_key', async () => randomBytes(32).toString('base64url')),
    'base64url',
  );
}

/** The public half of a private JWK set, as the API verifies tokens with it. */
export function publicJwks(privateSet: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: privateSet.keys.map(
      ({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart }) => publicPart,
    ),
  };
}
