import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveDirtyDraftEdit } from './draft-writer';
import { getDraft, saveDraftEdit } from './drafts';
import { openLocalDatabase, type CharterDatabase } from './local-database';

const OWNER = 'individual:7';
const PAGE = 'formation/page1';
let db: CharterDatabase;
let dbCounter = 0;

beforeEach(() => {
  db = openLocalDatabase(`charter-writer-test-${(dbCounter += 1)}`);
});

afterEach(async () => {
  await db.delete();
});

describe('the keystroke path for a dirty draft', () => {
  it('keeps what saveDraftEdit keeps: the version, the server copy beside it, dirty', async () => {
    const inConflict = {
      ownerKey: OWNER,
      pageId: PAGE,
      answers: { business_name: 'Ac' },
      baseVersion: '2026-01-01T00:00:00.000Z',
      localTime: 1,
      state: 'conflict' as const,
      serverCopy: { answers: { business_name: 'Other' }, updatedAt: '2026-01-02T00:00:00.000Z' },
    };
    await db.drafts.put(inConflict);
    const timing = await saveDirtyDraftEdit(db, OWNER, PAGE, { business_name: 'Acme' }, 2);
    expect(timing.committed).toBeGreaterThanOrEqual(timing.began);
    expect(await getDraft(db, OWNER, PAGE)).toEqual({
      ...inConflict,
      answers: { business_name: 'Acme' },
      localTime: 2,
      state: 'dirty',
    });
  });

  it('writes every keystroke in the order typed', async () => {
    await saveDraftEdit(db, OWNER, PAGE, { business_name: 'A' }, 1);
    await Promise.all(
      ['Ac', 'Acm', 'Acme'].map((name, index) =>
        saveDirtyDraftEdit(db, OWNER, PAGE, { business_name: name }, index + 2),
      ),
    );
    expect(await getDraft(db, OWNER, PAGE)).toMatchObject({
      answers: { business_name: 'Acme' },
      localTime: 4,
    });
  });

  it('takes the Dexie path while the database is not open yet', async () => {
    db.close();
    const fresh = openLocalDatabase(db.name);
    expect(fresh.isOpen()).toBe(false);
    await saveDirtyDraftEdit(fresh, OWNER, PAGE, { business_name: 'Acme' }, 1);
    expect(await getDraft(fresh, OWNER, PAGE)).toMatchObject({
      answers: { business_name: 'Acme' },
      state: 'dirty',
    });
    db = fresh;
  });
});
