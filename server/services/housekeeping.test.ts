import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { openTestDatabase } from '../test-support/test-app';
import { sweepAll } from './housekeeping';

describe('sweepAll', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  it('runs every sweep even when one fails, and logs the one that failed', async () => {
    const { db } = database;
    await db.insert(idempotencyKeys).values({
      owner: 'housekeeping',
      key: 'old',
      requestHash: 'h',
      createdAt: new Date(Date.now() - 2 * 24 * 3600_000),
    });
    // A sweep that cannot run: its table is gone.
    await db.execute(sql`drop table rate_limit_counters`);
    const warnings: string[] = [];
    const log = { warn: (_: object, message: string) => warnings.push(message) };

    await sweepAll(db, log as unknown as FastifyBaseLogger);

    expect(warnings).toEqual(['rate-limit counters sweep failed']);
    expect(await db.select().from(idempotencyKeys)).toEqual([]);
  });
});
