import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceDatabase } from './device-database';
import { draftStore } from './draft-store';
import type { OutboxEntry } from './local-database';
import { outboxEntries } from './outbox';
import { requestDrain } from './sync-service';
import { PAUSED_KEY, type SendResult } from './sync-engine';
import { configureSync, stopSync, type SyncTransport } from './sync-setup';

const OWNER = 'individual:52';
const SAVE = {
  ownerKey: OWNER,
  pageId: 'formation/page1',
  savePath: '/v1/formation/page1',
  meta: {},
};

/** A transport that answers every save as saved, and records them. */
function recordingTransport(answer: SendResult['status'] = 200) {
  const sent: OutboxEntry[] = [];
  const transport: SyncTransport = {
    send: async (entry) => {
      sent.push(entry);
      return { status: answer, body: { ...entry.body, updated_at: '2026-11-29T03:00:00.000Z' } };
    },
    sendsFor: () => true,
    onUnauthorized: vi.fn(),
  };
  configureSync(async () => transport);
  return { sent, transport };
}

afterEach(async () => {
  stopSync();
  const db = deviceDatabase();
  await Promise.all([db.drafts.clear(), db.outbox.clear(), db.kv.clear()]);
});

describe('the outbox sync', () => {
  it('starts by itself when a save is queued, with the transport the app handed in', async () => {
    const { sent } = recordingTransport();
    await draftStore.flush(SAVE, { business_name: 'Acme' });
    await vi.waitFor(async () => expect(await outboxEntries(deviceDatabase(), OWNER)).toEqual([]));
    expect(sent.map((entry) => entry.path)).toEqual(['/v1/formation/page1']);
  });

  it('after the owner changed, starts again and resumes a queue a 401 paused', async () => {
    const { transport } = recordingTransport(401);
    await draftStore.flush(SAVE, { business_name: 'Acme' });
    await vi.waitFor(() => expect(transport.onUnauthorized).toHaveBeenCalled());
    expect(await deviceDatabase().kv.get(PAUSED_KEY)).toBeDefined();

    // The owner signs in again: the app stops the sync; the next drain starts it for them.
    stopSync();
    const { sent } = recordingTransport();
    await requestDrain();
    expect(sent).toHaveLength(1);
    expect(await deviceDatabase().kv.get(PAUSED_KEY)).toBeUndefined();
  });
});
