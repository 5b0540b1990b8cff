import { randomBytes, scryptSync } from 'node:crypto';
import type { Database } from '../../server/db/database';
import { accounts } from '../../server/db/schema';
import type { TestApp } from '../../server/test-support/test-app';
import { passwordGrant } from '../../server/test-support/tokens';

export interface Owner {
  id: number;
  token: string;
}

export const BENCH_PASSWORD = 'Bench-owner-1!';

/**
 * A password hash in the server's own format with a low scrypt cost: verifying reads the cost
 * from the hash, so hundreds of bench owners sign in through the real password grant in
 * seconds instead of minutes (the production cost is N=2^17).
 */
export function cheapPasswordHash(): string {
  const salt = randomBytes(16);
  const hash = scryptSync(BENCH_PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Bench owners' accounts, written straight to the database with `passwordHash`. */
export function insertOwners(
  db: Database,
  prefix: string,
  count: number,
  passwordHash: string,
): Promise<Array<{ id: number; email: string }>> {
  return db
    .insert(accounts)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `${prefix}-${index}@bench.example`,
        passwordHash,
      })),
    )
    .returning({ id: accounts.id, email: accounts.email });
}

/** Bench owners signed in through the app's own password grant (fastify.inject). */
export async function createOwners(
  t: TestApp,
  prefix: string,
  count: number,
  passwordHash: string,
): Promise<Owner[]> {
  const owners: Owner[] = [];
  for (const row of await insertOwners(t.database.db, prefix, count, passwordHash)) {
    const grant = await passwordGrant(t.app, row.email, BENCH_PASSWORD);
    owners.push({ id: row.id, token: grant.body.access_token! });
  }
  return owners;
}
