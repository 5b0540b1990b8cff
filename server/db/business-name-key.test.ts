import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalIdentifierOptions } from '../../src/domain/questionnaire/formatting';
import { businessNameKey } from '../services/business-name';
import { openTestDatabase } from '../test-support/test-app';

/**
 * The database's business_name_key (migration 0018), which its unique index of held names is
 * built on, gives every name the key businessNameKey gives it: the name checks and the index
 * refuse the same names. A legal identifier added to the lists without a migration teaching it
 * to the database fails here.
 */
describe('business_name_key, the SQL twin of businessNameKey', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  const sqlKey = async (name: string) => {
    const result = (await database.db.execute(
      sql`select business_name_key(${name}) as key`,
    )) as unknown as { rows: Array<{ key: string }> };
    return result.rows[0]!.key;
  };

  const identifiers = [...legalIdentifierOptions('LLC'), ...legalIdentifierOptions('CORPORATION')];
  const names = [
    'Lone Star Coffee',
    '  lone   star COFFEE ',
    'Lone\tStar\r\nCoffee',
    'Bellc',
    'Acme LLC Services',
    'Acme Inc LLC',
    'Acme, Inc, LLC',
    ' LLC ',
    'L.L.C.',
    'Inc',
    'Zephyr Works',
    'Zephyr-Works & Co',
    'a llc',
    'Acme l.l.c',
    'Acme ll.c.',
    'Acme LLCs',
    ...identifiers.flatMap((identifier) => [
      `Zephyr Works ${identifier}`,
      `Zephyr Works${identifier}`,
      `Zephyr Works, ${identifier.replace(/^,\s*/, '')}`,
      `ZEPHYR WORKS ${identifier.toLowerCase()}`,
      `Zephyr Works ${identifier.replace(/\./g, '')}`,
      `${identifier} ${identifier}`,
    ]),
  ];

  it.each(names.map((name) => [JSON.stringify(name), name]))('%s', async (_shown, name) => {
    expect(await sqlKey(name)).toBe(businessNameKey(name));
  });
});
