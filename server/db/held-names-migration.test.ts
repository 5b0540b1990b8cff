import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../services/accounts';
import { openTestDatabase } from '../test-support/test-app';
import { HELD_NAME_INDEX } from './held-name-index';
import { accounts, businessAmendments, businesses } from './schema';

/** The statements of migration 0018 that bring rows written before it in line. */
const STATEMENTS = readFileSync(
  new URL('./migrations/0018_held_business_names.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint');
const statement = (pattern: RegExp) => {
  const found = STATEMENTS.filter((text) => pattern.test(text));
  expect(found).toHaveLength(1);
  return sql.raw(found[0]!);
};

/**
 * Migration 0018 on a database that already has two businesses holding one name in one state
 * (two amendments to a free name, before names were held): it must run (it runs at start), keep
 * every business as filed, and leave the earlier one holding the name (decision 0056).
 */
describe('migration 0018 on rows written before it', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  const account = async (email: string) =>
    (await insertAccount(database.db, { email, passwordHash: 'x' }))!.id;
  const business = (individualId: number | null, name: string, changes: object = {}) => ({
    individualId,
    businessName: name,
    nameKey: name.toLowerCase(),
    state: 'Texas',
    stateCode: 'TX',
    status: 'ACTIVE',
    ...changes,
  });

  it('marks the later duplicates, then makes names unique among the rest', async () => {
    const db = database.db;
    // As the table was before: no unique index of held names.
    await db.execute(sql.raw(`DROP INDEX "${HELD_NAME_INDEX}"`));
    const [first, second, rejected, elsewhere] = await db
      .insert(businesses)
      .values([
        business(await account('first@dup.example'), 'Zephyr Works'),
        business(await account('second@dup.example'), 'ZEPHYR WORKS, LLC'),
        business(await account('rejected@dup.example'), 'Zephyr Works', { status: 'REJECTED' }),
        business(await account('ca@dup.example'), 'Zephyr Works', {
          state: 'California',
          stateCode: 'CA',
        }),
      ])
      .returning({ id: businesses.id });

    await db.execute(statement(/SET "duplicate_name" = true/));
    await db.execute(statement(/CREATE UNIQUE INDEX "businesses_held_name"/));

    const flags = await db
      .select({ id: businesses.id, duplicateName: businesses.duplicateName })
      .from(businesses);
    expect(Object.fromEntries(flags.map((row) => [row.id, row.duplicateName]))).toEqual({
      [first!.id]: false,
      [second!.id]: true,
      [rejected!.id]: false,
      [elsewhere!.id]: false,
    });
    // From now on the database refuses another holder.
    await expect(
      db.insert(businesses).values(business(null, 'zephyr works l.l.c.')),
    ).rejects.toThrow();
  });

  it('lets an amendment filed before it hold the name it renames its business to', async () => {
    const db = database.db;
    const individualId = await account('amending@dup.example');
    const [owned] = await db
      .insert(businesses)
      .values(business(individualId, 'Saguaro Supply'))
      .returning({ id: businesses.id });
    const [filed] = await db
      .insert(businessAmendments)
      .values({
        businessId: owned!.id,
        individualId,
        changes: { businessName: 'Saguaro Goods, LLC' },
        submittedAt: new Date(),
      })
      .returning({ id: businessAmendments.id });

    await db.execute(statement(/SET "name_key" = business_name_key/));

    const [row] = await db
      .select({ nameKey: businessAmendments.nameKey })
      .from(businessAmendments)
      .where(eq(businessAmendments.id, filed!.id));
    expect(row!.nameKey).toBe('saguaro goods');
  });

  it('puts an account name taken from a billing name with a line break on one line', async () => {
    const db = database.db;
    const id = await account('crlf@dup.example');
    await db
      .update(accounts)
      .set({ firstName: 'Ann\r\nDROP\u0085', lastName: '\tLee\u2028' })
      .where(eq(accounts.id, id));

    await db.execute(statement(/UPDATE "accounts"/));

    const [row] = await db
      .select({ firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(eq(accounts.id, id));
    expect(row).toEqual({ firstName: 'Ann DROP', lastName: 'Lee' });
  });
});
