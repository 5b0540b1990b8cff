import { getTableName, isTable, sql } from 'drizzle-orm';
import * as schema from '../../server/db/schema';
import type { TestApp } from '../../server/test-support/test-app';

/**
 * Bookkeeping rows a refused request may leave: a rate-limit counter counts it, an idempotency
 * key may hold its refusal. Neither is anything the request asked to store.
 */
const BOOKKEEPING = new Set<string>(
  [schema.rateLimitCounters, schema.idempotencyKeys].map(getTableName),
);

const tableNames = Object.values(schema)
  .filter(isTable)
  .map(getTableName)
  .filter((name) => !BOOKKEEPING.has(name));

/** The row count of every table the app stores data in: what "nothing stored" is checked on. */
export async function storedRowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tableNames) {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as rows from ${sql.identifier(name)}`,
    )) as unknown as { rows: Array<{ rows: number }> };
    counts[name] = Number(result.rows[0]?.rows);
  }
  return counts;
}
