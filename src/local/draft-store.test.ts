import { afterEach, describe, expect, it } from 'vitest';
import { deviceDatabase } from './device-database';
import { draftStore } from './draft-store';
import { getDraft } from './drafts';
import { outboxEntries } from './outbox';
import { clearStorageProblem, currentStorageProblem } from './storage-problems';

const OWNER = 'individual:41';
const PAGE = 'formation/page1';

afterEach(async () => {
  const db = deviceDatabase();
  await Promise.all([db.drafts.clear(), db.outbox.clear()]);
  clearStorageProblem();
});

describe('the draft store', () => {
  it('keeps every edit, in order, whichever path each took', async () => {
    const writes = ['A', 'Ac', 'Acme'].map((name, index) =>
      draftStore.write(OWNER, PAGE, { business_name: name }, index + 1),
    );
    for (const timing of await Promise.all(writes)) {
      expect(timing!.committed).toBeGreaterThanOrEqual(timing!.began);
    }
    expect(await draftStore.read(OWNER, PAGE)).toMatchObject({
      answers: { business_name: 'Acme' },
      localTime: 3,
      state: 'dirty',
    });
  });

  it('follows a read live once the database is open', async () => {
    const seen: (string | undefined)[] = [];
    const stop = draftStore.subscribe(
      {
        key: OWNER,
        live: async (db) => (await getDraft(db, OWNER, PAGE))?.answers.business_name as string,
        first: async () => undefined,
      },
      (name) => seen.push(name),
    );
    await draftStore.write(OWNER, PAGE, { business_name: 'Acme' });
    await expect.poll(() => seen.at(-1)).toBe('Acme');
    stop();
  });

  it('flushes a page: the draft is queued and its save waits in the outbox', async () => {
    await draftStore.write(OWNER, PAGE, { business_name: 'Acme' });
    await draftStore.flush(
      {
        ownerKey: OWNER,
        pageId: PAGE,
        savePath: '/v1/formation/page1',
        meta: { individual_id: 41 },
      },
      { business_name: 'Acme' },
    );
    expect(await draftStore.read(OWNER, PAGE)).toMatchObject({ state: 'queued' });
    expect(await outboxEntries(deviceDatabase(), OWNER)).toMatchObject([
      { pageId: PAGE, body: { individual_id: 41, business_name: 'Acme', updated_at: null } },
    ]);
  });

  it('reads a record it cannot understand as none, and tells the owner', async () => {
    await deviceDatabase().drafts.put({ ownerKey: OWNER, pageId: PAGE } as never);
    expect(await draftStore.read(OWNER, PAGE)).toBeUndefined();
    expect(currentStorageProblem()).toBe('unreadable');
  });
});
