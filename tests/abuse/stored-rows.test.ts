import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName } from 'drizzle-orm';
import { documents } from '../../server/db/schema';
import { signedInOwner } from '../../server/test-support/owners';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { storedRowCounts } from './stored-rows';

/** The sweeps' "nothing stored" check is only as good as its counts: they must see a new row. */
describe('the stored-row counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('count a row the moment it is stored, in its table alone', async () => {
    const owner = await signedInOwner(t, 'counted');
    const before = await storedRowCounts(t);
    await t.app.services.documents.store({
      individualId: owner.id,
      businessId: null,
      productKey: null,
      category: 'compliance',
      title: 'Counted',
      fileName: 'counted.txt',
      contentType: 'text/plain',
      content: new Uint8Array([1]),
    });
    const after = await storedRowCounts(t);
    const table = getTableName(documents);
    expect(after[table]).toBe(before[table]! + 1);
    expect({ ...after, [table]: before[table] }).toEqual(before);
  });
});
