import { getTableName, isTable, sql } from 'drizzle-orm';
import * as schema from '../../server/db/schema';
import type { TestApp } from '../../server/test-support/test-app';

/**
 * Bookkeeping rows a refused request may leave: a rate-limit counter counts it, an idempotency
 * key may hold its refusal, a signed-in device's last activity notes its token was used. None is
 * anything the request asked to store.
 */
const BOOKKEEPING = new Set<string>(
  [schema.rateLimitCounters, schema.idempotencyKeys, schema.signedInDevices].map(getTableName),
);

const tableNames = Object.values(schema)
  .filter(isTable)
  .map(getTableName)
  .filter((name) => !BOOKKEEPING.has(name));

/**
 * Every table's count in one statement: the sweeps count before and after each of over a
 * thousand checks, and a round trip per table was most of their time.
 */
const countEveryTable = sql.join(
  tableNames.map(
    (name) => sql`select ${name}::text as name, count(*)::int as rows from ${sql.identifier(name)}`,
  ),
  sql` union all `,
);

/** The row count of every table the app stores data in: what "nothing stored" is checked on. */
export async function storedRowCounts(t: TestApp): Promise<Record<string, number>> {
  const result = (await t.database.db.execute(countEveryTable)) as unknown as {
    rows: Array<{ name: string; rows: number }>;
  };
  const counts = new Map(result.rows.map((row) => [row.name, Number(row.rows)]));
  // A table missing from the answer would make "nothing stored" hold vacuously.
  const missing = tableNames.filter((name) => !Number.isInteger(counts.get(name)));
  if (missing.length) throw new Error(`No row count for ${missing.join(', ')}`);
  return Object.fromEntries(tableNames.map((name) => [name, counts.get(name)!]));
}
