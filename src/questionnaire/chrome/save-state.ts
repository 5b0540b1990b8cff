import type { Draft, DraftState, OutboxEntry } from '../../local/local-database';
import type { SyncActivity } from '../../local/sync-activity';

/** Where the owner's work is (DESIGN.md): what the save-state indicator says. */
export type SaveState =
  | {
      kind: 'attention';
      count: number;
      /** The first of them, e.g. formation/page2. */ pageId: string;
    }
  | { kind: 'offline'; waiting: number }
  | { kind: 'syncing'; waiting: number }
  | { kind: 'waiting'; waiting: number }
  | { kind: 'on-device' }
  | { kind: 'saved' };

/** The states of a draft that wait on the owner: in conflict, or refused by the server. */
export const ATTENTION_STATES: readonly DraftState[] = ['conflict', 'invalid'];

export function saveStateOf(input: {
  /** Drafts waiting on the owner: in conflict, or refused by the server's validation. */
  draftsNeedingAttention: readonly Draft[];
  outbox: readonly OutboxEntry[];
  activity: SyncActivity;
  online: boolean;
  pageHasUnsavedChanges: boolean;
}): SaveState {
  const attention = [
    ...input.draftsNeedingAttention,
    ...input.outbox.filter((entry) => entry.state === 'parked'),
  ];
  if (attention.length > 0) {
    return { kind: 'attention', count: attention.length, pageId: attention[0]!.pageId };
  }
  const waiting = input.outbox.filter((entry) => entry.state === 'pending').length;
  if (!input.online) return { kind: 'offline', waiting };
  if (waiting > 0) {
    return input.activity === 'syncing'
      ? { kind: 'syncing', waiting }
      : { kind: 'waiting', waiting };
  }
  if (input.pageHasUnsavedChanges) return { kind: 'on-device' };
  return { kind: 'saved' };
}

const pages = (count: number) => (count === 1 ? '1 page' : `${count} pages`);

export function saveStateText(state: SaveState): string {
  switch (state.kind) {
    case 'attention':
      return `${pages(state.count)} need${state.count === 1 ? 's' : ''} your attention`;
    case 'offline':
      return state.waiting > 0
        ? `Offline · saved on this device, ${pages(state.waiting)} waiting to sync`
        : 'Offline · saved on this device';
    case 'syncing':
      return 'Syncing…';
    case 'waiting':
      return `Saved on this device · ${pages(state.waiting)} waiting to sync`;
    case 'on-device':
      return 'Saved on this device';
    case 'saved':
      return 'All changes saved';
  }
}
