import { describe, expect, it } from 'vitest';
import type { Draft, OutboxEntry } from '../../local/local-database';
import { saveStateOf, saveStateText } from './save-state';

const pending = { state: 'pending' } as OutboxEntry;
const parked = { state: 'parked', pageId: 'formation/page3' } as OutboxEntry;
const conflict = { state: 'conflict', pageId: 'formation/page2' } as Draft;
const base = {
  draftsNeedingAttention: [] as Draft[],
  outbox: [] as OutboxEntry[],
  activity: 'idle' as const,
  online: true,
  pageHasUnsavedChanges: false,
};

describe('the save-state indicator', () => {
  it('says all changes are saved when nothing waits', () => {
    expect(saveStateText(saveStateOf(base))).toBe('All changes saved');
  });

  it('says typed answers are saved on this device', () => {
    expect(saveStateText(saveStateOf({ ...base, pageHasUnsavedChanges: true }))).toBe(
      'Saved on this device',
    );
  });

  it('says when it is syncing and what is waiting', () => {
    expect(saveStateText(saveStateOf({ ...base, outbox: [pending], activity: 'syncing' }))).toBe(
      'Syncing…',
    );
    expect(saveStateText(saveStateOf({ ...base, outbox: [pending, pending] }))).toBe(
      'Saved on this device · 2 pages waiting to sync',
    );
  });

  it('says when the device is offline', () => {
    expect(saveStateText(saveStateOf({ ...base, online: false, outbox: [pending] }))).toBe(
      'Offline · saved on this device, 1 page waiting to sync',
    );
  });

  it('puts pages that need the owner first, pointing at the first of them', () => {
    const state = saveStateOf({
      ...base,
      online: false,
      draftsNeedingAttention: [conflict],
      outbox: [parked],
    });
    expect(saveStateText(state)).toBe('2 pages need your attention');
    expect(state).toMatchObject({ kind: 'attention', pageId: 'formation/page2' });
  });
});
