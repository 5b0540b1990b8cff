import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveDraftEdit } from './drafts';
import { openLocalDatabase, type CharterDatabase } from './local-database';
import { queuePageSave } from './outbox';
import { purgeFinishedRegistration } from './owner-records';

const SESSION = 'session:3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
let db: CharterDatabase;
let counter = 0;

beforeEach(() => {
  db = openLocalDatabase(`charter-owner-records-${(counter += 1)}`);
});
afterEach(async () => {
  await db.delete();
});

describe('a finished registration on this device', () => {
  it('leaves once its order is paid and nothing of it waits to be sent', async () => {
    await saveDraftEdit(db, SESSION, 'registration/page1', { business_name: 'Acme' });
    await saveDraftEdit(db, 'individual:7', 'formation/page1', { business_name: 'Acme' });
    expect(await purgeFinishedRegistration(db, SESSION)).toBe(true);
    expect(await db.drafts.where('ownerKey').equals(SESSION).count()).toBe(0);
    expect(await db.drafts.where('ownerKey').equals('individual:7').count()).toBe(1);
  });

  it('stays while a save of it still waits in the outbox', async () => {
    await queuePageSave(db, SESSION, 'registration/page3', '/v1/pages/page3', {
      is_expert_review: true,
    });
    expect(await purgeFinishedRegistration(db, SESSION)).toBe(false);
    expect(await db.drafts.where('ownerKey').equals(SESSION).count()).toBe(1);
  });
});
