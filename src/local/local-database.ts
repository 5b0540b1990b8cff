import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Answers } from '../domain/questionnaire/page-definition';
import { LOCAL_DATABASE_NAME } from './database-name';

/**
 * Where a draft stands (DESIGN.md "Local-first protocol"): typed but not continued (dirty),
 * waiting in the outbox (queued), saved on the server (synced), refused because the server had a
 * newer version (conflict, both copies kept), or refused by the server's validation (invalid).
 */
export type DraftState = 'dirty' | 'queued' | 'synced' | 'conflict' | 'invalid';

export interface ServerCopy {
  answers: Answers;
  updatedAt: string;
}

export interface Draft {
  /** Whose draft: `individual:<id>` (or a browser session for anonymous registration). */
  ownerKey: string;
  /** The page definition id, e.g. formation/page2. */
  pageId: string;
  answers: Answers;
  /** The server version this draft is based on (its updated_at), null before the first save. */
  baseVersion: string | null;
  /** When the owner last changed it on this device (ms since the epoch). */
  localTime: number;
  state: DraftState;
  /** With state conflict: the server's copy, for the owner to choose. */
  serverCopy?: ServerCopy | null;
  /** With state invalid: the server's messages per field. */
  errors?: Record<string, string>;
}

export interface OutboxEntry {
  /** Drain order. */
  seq?: number;
  ownerKey: string;
  pageId: string;
  method: 'POST';
  /**
   * The service the path is on: the main backend unless it says 'content' (the document and
   * content service, which takes the id token: a hub favourite).
   */
  service?: 'content';
  path: string;
  body: Answers & { updated_at?: string | null };
  idempotencyKey: string;
  attempts: number;
  /** Not before this time (ms since the epoch): the backoff of the last failure. */
  nextAttemptAt: number;
  /**
   * pending: to send; parked: refused for good (a 4xx), or still without a final answer after
   * its tries; shown to the owner.
   */
  state: 'pending' | 'parked';
  /**
   * Why a parked save is parked. Only one left without an answer can be tried again: the server
   * keeps a refusal under the save's key and would give the same one back.
   */
  parkedBecause?: 'refused' | 'unanswered';
  lastError: string | null;
  /** Answers that were not final (5xx, 409 in progress…) since it was queued or tried again. */
  unansweredTries?: number;
}

export interface KeyValue {
  key: string;
  value: unknown;
}

export type CharterDatabase = Dexie & {
  /** Keyed by [ownerKey, pageId]. */
  drafts: Table<Draft, [string, string]>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  kv: EntityTable<KeyValue, 'key'>;
};

/** Opens the device's database; tests pass their own name for a fresh one. */
export function openLocalDatabase(name: string = LOCAL_DATABASE_NAME): CharterDatabase {
  const db = new Dexie(name) as CharterDatabase;
  db.version(1).stores({
    drafts: '[ownerKey+pageId], ownerKey, state',
    outbox: '++seq, [ownerKey+pageId], ownerKey, state',
    kv: 'key',
  });
  return db;
}
