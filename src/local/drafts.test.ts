import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getOwnerDrafts, saveDraftEdit } from './drafts';
import { openLocalDatabase, type CharterDatabase, type Draft } from './local-database';

let db: CharterDatabase;
let counter = 0;

beforeEach(() => {
  db = openLocalDatabase(`charter-drafts-${(counter += 1)}`);
});
afterEach(async () => {
  await db.delete();
});

describe("an owner's drafts, as a review page reads them", () => {
  it('are the readable drafts of that owner only, by page id', async () => {
    await saveDraftEdit(db, 'individual:7', 'formation/page1', { business_name: 'Acme' });
    await saveDraftEdit(db, 'individual:7', 'formation/page2', { county: 'Travis' });
    await saveDraftEdit(db, 'individual:8', 'formation/page1', { business_name: 'Other' });
    const drafts = await getOwnerDrafts(db, 'individual:7');
    expect([...drafts.keys()].sort()).toEqual(['formation/page1', 'formation/page2']);
    expect(drafts.get('formation/page1')?.answers).toEqual({ business_name: 'Acme' });
  });

  it('leave out a record this version cannot read (damaged, or another version)', async () => {
    await saveDraftEdit(db, 'individual:7', 'formation/page1', { business_name: 'Acme' });
    await db.drafts.put({
      ownerKey: 'individual:7',
      pageId: 'formation/page2',
      answers: 'not an object',
    } as unknown as Draft);
    const drafts = await getOwnerDrafts(db, 'individual:7');
    expect([...drafts.keys()]).toEqual(['formation/page1']);
  });
});
