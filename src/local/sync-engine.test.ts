import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Answers } from '../domain/questionnaire/page-definition';
import { MASKED_TAX_ID_PATTERN, maskTaxId } from '../domain/questionnaire/tax-id';
import { getDraft, saveDraftEdit } from './drafts';
import { openLocalDatabase, type CharterDatabase, type OutboxEntry } from './local-database';
import { KEY_IN_USE_CODE } from '../domain/idempotency';
import { outboxEntries, queuePageSave, queueRequest, retryParkedSaves } from './outbox';
import { installWebLocks } from '../../tests/support/web-locks';
import {
  backoffDelay,
  drainOnceAcrossTabs,
  drainOutbox,
  MAX_UNANSWERED_TRIES,
  PARKED_AFTER_RETRIES,
  resumeOutbox,
  type SendResult,
} from './sync-engine';

const OWNER = 'individual:7';
/** Kept secret as the EIN page's SSN is: shown masked, and a masked save keeps the saved one. */
const SENSITIVE = 'tax_id_number';

/**
 * The server's side of the protocol, in memory: versions per page (409 with the current copy
 * for a stale base) and idempotency keys (a repeated key replays the first answer).
 */
class FakeServer {
  pages = new Map<string, { answers: Answers; updated_at: string }>();
  responses = new Map<string, SendResult>();
  applied: Array<{ pageId: string; answers: Answers }> = [];
  /** Keys claimed by a request that never answered (its process died): refused until released. */
  claimed = new Set<string>();
  private clock = 0;

  handle(entry: OutboxEntry): SendResult {
    const replay = this.responses.get(entry.idempotencyKey);
    if (replay) return replay;
    if (this.claimed.has(entry.idempotencyKey)) {
      return {
        status: 409,
        body: {
          message: 'A request with this Idempotency-Key is still in progress',
          code: KEY_IN_USE_CODE,
        },
        retryAfterMs: 5000,
      };
    }
    const { updated_at: base, ...sent } = entry.body;
    const current = this.pages.get(entry.pageId) ?? null;
    let result: SendResult;
    if ((current?.updated_at ?? null) !== (base ?? null)) {
      // As the API presents a page: its answers beside individual_id and updated_at.
      const presented = current
        ? { ...present(current.answers), individual_id: 7, updated_at: current.updated_at }
        : null;
      result = { status: 409, body: { message: 'changed', current: presented } };
    } else {
      this.clock += 1;
      const answers = MASKED_TAX_ID_PATTERN.test(String(sent[SENSITIVE]))
        ? { ...sent, [SENSITIVE]: current?.answers[SENSITIVE] }
        : sent;
      const saved = {
        answers,
        updated_at: new Date(Date.UTC(2026, 0, 1, 0, 0, this.clock)).toISOString(),
      };
      this.pages.set(entry.pageId, saved);
      this.applied.push({ pageId: entry.pageId, answers });
      result = { status: 200, body: { ...present(answers), updated_at: saved.updated_at } };
    }
    this.responses.set(entry.idempotencyKey, result);
    return result;
  }
}

function present(answers: Answers): Answers {
  const secret = answers[SENSITIVE];
  return typeof secret === 'string' ? { ...answers, [SENSITIVE]: maskTaxId(secret) } : answers;
}

let db: CharterDatabase;
let server: FakeServer;
let dbCounter = 0;

beforeEach(() => {
  db = openLocalDatabase(`charter-test-${(dbCounter += 1)}`);
  server = new FakeServer();
});
afterEach(async () => {
  await db.delete();
});

const send = async (entry: OutboxEntry) => server.handle(entry);
const queue = (pageId: string, answers: Answers, now?: number) =>
  queuePageSave(db, OWNER, pageId, `/v1/${pageId}`, answers, { individual_id: 7 }, now);

describe('the outbox', () => {
  it('sends saves in the order they were made', async () => {
    await queue('formation/page1', { business_name: 'Acme' });
    await queue('formation/page2', { business_class: '541110' });
    await queue('formation/page3', { owners: [] });
    expect(await drainOutbox(db, send)).toEqual({ sent: 3, stoppedBecause: 'empty' });
    expect(server.applied.map((save) => save.pageId)).toEqual([
      'formation/page1',
      'formation/page2',
      'formation/page3',
    ]);
    expect((await getDraft(db, OWNER, 'formation/page2'))?.state).toBe('synced');
  });

  it('coalesces repeated saves of one page into the newest', async () => {
    await queue('formation/page2', { business_class: '111110' });
    await queue('formation/page2', { business_class: '222220' });
    await queue('formation/page2', { business_class: '541110' });
    expect(await outboxEntries(db)).toHaveLength(1);
    await drainOutbox(db, send);
    expect(server.applied).toEqual([
      { pageId: 'formation/page2', answers: { individual_id: 7, business_class: '541110' } },
    ]);
  });

  it('never coalesces away a save that has left the device, and rebases the next one on its answer', async () => {
    await queue('formation/page2', { business_class: '111110' });
    // While the first save is on its way, the owner changes the page again.
    const sendWhileEditing = async (entry: OutboxEntry) => {
      if (entry.body.business_class === '111110')
        await queue('formation/page2', { business_class: '541110' });
      return server.handle(entry);
    };
    expect(await drainOutbox(db, sendWhileEditing)).toEqual({ sent: 2, stoppedBecause: 'empty' });
    expect(server.applied.map((save) => save.answers.business_class)).toEqual(['111110', '541110']);
    expect((await getDraft(db, OWNER, 'formation/page2'))?.state).toBe('synced');
  });

  it('retries a failed send with capped exponential backoff and jitter, keeping the order', async () => {
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(20, () => 1)).toBe(60_000);

    await queue('formation/page1', { business_name: 'Acme' }, 0);
    await queue('formation/page2', { business_class: '541110' }, 0);
    let down = true;
    const flaky = async (entry: OutboxEntry) =>
      down ? { status: 503, body: null } : server.handle(entry);
    const at = (time: number) => ({ now: () => time, random: () => 1 });
    expect(await drainOutbox(db, flaky, at(0))).toEqual({ sent: 0, stoppedBecause: 'failed' });
    down = false;
    expect(await drainOutbox(db, flaky, at(500))).toEqual({ sent: 0, stoppedBecause: 'waiting' });
    expect(await drainOutbox(db, flaky, at(1000))).toEqual({ sent: 2, stoppedBecause: 'empty' });
    expect(server.applied.map((save) => save.pageId)).toEqual([
      'formation/page1',
      'formation/page2',
    ]);
  });

  it('applies a save once when the answer is lost after the server applied it (crash between send and ack)', async () => {
    await queue('formation/page1', { business_name: 'Acme' });
    const lostAnswer = async (entry: OutboxEntry) => {
      server.handle(entry);
      throw new TypeError('Failed to fetch');
    };
    expect((await drainOutbox(db, lostAnswer, { random: () => 0 })).stoppedBecause).toBe('failed');
    expect(await drainOutbox(db, send, { now: () => Date.now() + 60_000 })).toEqual({
      sent: 1,
      stoppedBecause: 'empty',
    });
    expect(server.applied).toHaveLength(1);
    expect((await getDraft(db, OWNER, 'formation/page1'))?.state).toBe('synced');
  });

  it('applies a save once when it is delivered twice', async () => {
    await queue('formation/page1', { business_name: 'Acme' });
    await Promise.all([drainOutbox(db, send), drainOutbox(db, send)]);
    expect(server.applied).toHaveLength(1);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('lets one tab drain at a time (Web Locks): the other leaves the work to it', async () => {
    const uninstall = installWebLocks();
    await queue('formation/page1', { business_name: 'Acme' });
    let sends = 0;
    const counting = async (entry: OutboxEntry) => {
      sends += 1;
      return server.handle(entry);
    };
    const [first, second] = await Promise.all([
      drainOnceAcrossTabs(db, counting),
      drainOnceAcrossTabs(db, counting),
    ]);
    uninstall();
    expect(first).toEqual({ sent: 1, stoppedBecause: 'empty' });
    expect(second).toBeNull();
    expect(sends).toBe(1);
  });

  it('keeps both copies on a conflict', async () => {
    server.pages.set('formation/page1', {
      answers: { business_name: 'Other device' },
      updated_at: '2026-01-02T00:00:00.000Z',
    });
    await saveDraftEdit(db, OWNER, 'formation/page1', { business_name: 'This device' });
    await queue('formation/page1', { business_name: 'This device' });
    await drainOutbox(db, send);
    const draft = await getDraft(db, OWNER, 'formation/page1');
    expect(draft).toMatchObject({
      state: 'conflict',
      answers: { business_name: 'This device' },
      serverCopy: {
        answers: { business_name: 'Other device' },
        updatedAt: '2026-01-02T00:00:00.000Z',
      },
    });
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('pauses on 401 until the owner signs in again, losing nothing', async () => {
    await queue('formation/page1', { business_name: 'Acme' });
    const signedOut = async () => ({ status: 401, body: { message: 'Unauthorized' } });
    expect(await drainOutbox(db, signedOut)).toEqual({ sent: 0, stoppedBecause: 'paused' });
    expect(await drainOutbox(db, send)).toEqual({ sent: 0, stoppedBecause: 'paused' });
    expect(await outboxEntries(db)).toHaveLength(1);
    await resumeOutbox(db);
    expect(await drainOutbox(db, send)).toEqual({ sent: 1, stoppedBecause: 'empty' });
  });

  it("returns the server's messages on 422 and parks other refusals without blocking the rest", async () => {
    await queue('formation/page2', { business_class: '12' });
    await queue('formation/page3', { owners: [] });
    await queue('formation/page4', { is_bizup_designated_agent: 'true' });
    const refusing = async (entry: OutboxEntry) => {
      if (entry.pageId === 'formation/page2')
        return {
          status: 422,
          body: { errors: { business_class: 'Business industry format is invalid' } },
        };
      if (entry.pageId === 'formation/page3')
        return { status: 400, body: { message: 'Bad request' } };
      return server.handle(entry);
    };
    expect(await drainOutbox(db, refusing)).toEqual({ sent: 1, stoppedBecause: 'empty' });
    expect(await getDraft(db, OWNER, 'formation/page2')).toMatchObject({
      state: 'invalid',
      errors: { business_class: 'Business industry format is invalid' },
    });
    const [parked] = await outboxEntries(db);
    expect(parked).toMatchObject({
      pageId: 'formation/page3',
      state: 'parked',
      lastError: 'Bad request',
    });
  });

  it('keeps every edit in the draft before anything is sent', async () => {
    await saveDraftEdit(db, OWNER, 'formation/page1', { business_name: 'Ac' }, 1);
    await saveDraftEdit(db, OWNER, 'formation/page1', { business_name: 'Acme' }, 2);
    expect(await getDraft(db, OWNER, 'formation/page1')).toMatchObject({
      answers: { business_name: 'Acme' },
      state: 'dirty',
      localTime: 2,
    });
  });

  it('retries a save whose key is still in progress (409) under the same key, after Retry-After, until it goes through once', async () => {
    await queue('formation/page1', { business_name: 'Acme' }, 0);
    await queue('formation/page2', { business_class: '541110' }, 0);
    const [first] = await outboxEntries(db);
    server.claimed.add(first!.idempotencyKey);
    const at = (time: number) => ({ now: () => time, random: () => 0 });

    expect(await drainOutbox(db, send, at(0))).toEqual({ sent: 0, stoppedBecause: 'failed' });
    // The backoff alone would allow 500 ms; the server asked for 5 s.
    expect(await drainOutbox(db, send, at(4999))).toEqual({ sent: 0, stoppedBecause: 'waiting' });
    expect(await drainOutbox(db, send, at(5000))).toEqual({ sent: 0, stoppedBecause: 'failed' });
    expect(await outboxEntries(db)).toMatchObject([
      { pageId: 'formation/page1', state: 'pending', idempotencyKey: first!.idempotencyKey },
      { pageId: 'formation/page2', state: 'pending' },
    ]);

    server.claimed.delete(first!.idempotencyKey); // the server restarted and released the claim
    expect(await drainOutbox(db, send, at(20_000))).toEqual({ sent: 2, stoppedBecause: 'empty' });
    expect(server.applied.map((save) => save.pageId)).toEqual([
      'formation/page1',
      'formation/page2',
    ]);
  });

  it('parks a save that never gets a final answer after its tries, and the saves behind it go on', async () => {
    await queue('formation/page1', { business_name: 'Acme' }, 0);
    await queue('formation/page2', { business_class: '541110' }, 0);
    const poisoned = async (entry: OutboxEntry) =>
      entry.pageId === 'formation/page1'
        ? { status: 500, body: { message: 'Something went wrong' } }
        : server.handle(entry);
    let time = Date.now();
    const later = () => ({ now: () => (time += 120_000), random: () => 1 });
    // Offline first: no answer says nothing about the save, so it never counts towards parking.
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    for (let i = 0; i < MAX_UNANSWERED_TRIES + 2; i += 1) await drainOutbox(db, offline, later());
    expect((await outboxEntries(db))[0]!.state).toBe('pending');

    const reports = [];
    for (let i = 0; i < MAX_UNANSWERED_TRIES; i += 1)
      reports.push(await drainOutbox(db, poisoned, later()));
    expect(reports.at(-2)).toEqual({ sent: 0, stoppedBecause: 'failed' });
    expect(reports.at(-1)).toEqual({ sent: 1, stoppedBecause: 'empty' });
    expect(await outboxEntries(db)).toMatchObject([
      { pageId: 'formation/page1', state: 'parked', lastError: PARKED_AFTER_RETRIES },
    ]);
    expect(server.applied.map((save) => save.pageId)).toEqual(['formation/page2']);

    // "Try again": sent as it was, under its key, and applied once.
    const [parked] = await outboxEntries(db);
    await retryParkedSaves(db, OWNER);
    const keys: string[] = [];
    const recording = async (entry: OutboxEntry) => {
      keys.push(entry.idempotencyKey);
      return server.handle(entry);
    };
    expect(await drainOutbox(db, recording, later())).toEqual({ sent: 1, stoppedBecause: 'empty' });
    expect(keys).toEqual([parked!.idempotencyKey]);
    expect((await getDraft(db, OWNER, 'formation/page1'))?.state).toBe('synced');
  });

  it('lets a later save of the same page replace a parked one: the newest answers are saved, none lost', async () => {
    await queue('formation/page1', { business_name: 'Acme' });
    const refusing = async () => ({ status: 400, body: { message: 'Bad request' } });
    await drainOutbox(db, refusing);
    expect(await outboxEntries(db)).toMatchObject([{ state: 'parked' }]);

    await queue('formation/page1', { business_name: 'Acme Holdings' });
    expect(await outboxEntries(db)).toMatchObject([{ state: 'pending', attempts: 0 }]);
    expect(await drainOutbox(db, send)).toEqual({ sent: 1, stoppedBecause: 'empty' });
    expect(server.pages.get('formation/page1')?.answers).toMatchObject({
      business_name: 'Acme Holdings',
    });
  });

  it("sends only the saves of the owners it may send for: another owner's wait on the device", async () => {
    await queue('formation/page1', { business_name: 'Acme' });
    await queuePageSave(db, 'individual:8', 'formation/page1', '/v1/formation/page1', {
      business_name: 'Other owner',
    });
    const onlyEight = { sendsFor: (ownerKey: string) => ownerKey === 'individual:8' };
    expect(await drainOutbox(db, send, onlyEight)).toEqual({ sent: 1, stoppedBecause: 'empty' });
    expect(server.applied).toEqual([
      { pageId: 'formation/page1', answers: { business_name: 'Other owner' } },
    ]);
    expect(await outboxEntries(db, OWNER)).toHaveLength(1);
  });
});

describe('a sensitive answer (issue 14)', () => {
  const PAGE = 'ein/page1';
  const NUMBER = '123-45-6789';
  const MASKED = '***-**-6789';

  /** Everything this device keeps of the owner's pages: drafts and outbox. */
  const deviceContents = async () =>
    JSON.stringify([await db.drafts.toArray(), await db.outbox.toArray()]);

  it('leaves the device once its save is acknowledged: the draft keeps it masked', async () => {
    await saveDraftEdit(db, OWNER, PAGE, { first_name: 'Ada', [SENSITIVE]: NUMBER });
    await queue(PAGE, { first_name: 'Ada', [SENSITIVE]: NUMBER });
    expect(await deviceContents()).toContain(NUMBER);

    await drainOutbox(db, send);
    expect(await getDraft(db, OWNER, PAGE)).toMatchObject({
      state: 'synced',
      answers: { first_name: 'Ada', [SENSITIVE]: MASKED },
    });
    expect(await outboxEntries(db)).toEqual([]);
    expect(await deviceContents()).not.toContain('123456789');
    expect(await deviceContents()).not.toContain(NUMBER);
  });

  it('is masked in a draft the owner went on changing, unless the change was to it', async () => {
    await queue(PAGE, { first_name: 'Ada', [SENSITIVE]: NUMBER });
    // While the save is on its way, the owner changes another answer of the page.
    const editingName = async (entry: OutboxEntry) => {
      await saveDraftEdit(db, OWNER, PAGE, { first_name: 'Augusta', [SENSITIVE]: NUMBER });
      return server.handle(entry);
    };
    await drainOutbox(db, editingName);
    expect(await getDraft(db, OWNER, PAGE)).toMatchObject({
      state: 'dirty',
      answers: { first_name: 'Augusta', [SENSITIVE]: MASKED },
    });

    // Now the number itself: the new one stays on the device until its own save is acknowledged.
    await queue(PAGE, { first_name: 'Augusta', [SENSITIVE]: MASKED });
    const editingNumber = async (entry: OutboxEntry) => {
      await saveDraftEdit(db, OWNER, PAGE, { first_name: 'Augusta', [SENSITIVE]: '987-65-4321' });
      return server.handle(entry);
    };
    await drainOutbox(db, editingNumber);
    expect((await getDraft(db, OWNER, PAGE))?.answers[SENSITIVE]).toBe('987-65-4321');
    // The masked save kept the number saved before.
    expect(server.pages.get(PAGE)?.answers[SENSITIVE]).toBe(NUMBER);
  });

  it('is masked in a later save of the page waiting behind it, which keeps the saved number', async () => {
    await queue(PAGE, { first_name: 'Ada', [SENSITIVE]: NUMBER });
    const savingAgain = async (entry: OutboxEntry) => {
      if (entry.body.first_name === 'Ada') {
        await queue(PAGE, { first_name: 'Augusta', [SENSITIVE]: NUMBER });
        expect((await outboxEntries(db)).at(-1)?.body[SENSITIVE]).toBe(NUMBER);
      }
      return server.handle(entry);
    };
    const bodies: unknown[] = [];
    const recording = async (entry: OutboxEntry) => {
      bodies.push(entry.body[SENSITIVE]);
      return savingAgain(entry);
    };
    expect(await drainOutbox(db, recording)).toEqual({ sent: 2, stoppedBecause: 'empty' });
    expect(bodies).toEqual([NUMBER, MASKED]);
    expect(server.pages.get(PAGE)?.answers).toMatchObject({
      first_name: 'Augusta',
      [SENSITIVE]: NUMBER,
    });
    expect(await getDraft(db, OWNER, PAGE)).toMatchObject({
      state: 'synced',
      answers: { first_name: 'Augusta', [SENSITIVE]: MASKED },
    });
    expect(await deviceContents()).not.toContain(NUMBER);
  });
});

describe('a request that is not a page save (a hub favourite)', () => {
  it('waits in the outbox alone: a newer toggle replaces one not sent, and no draft is made', async () => {
    await queueRequest(db, OWNER, 'hub-favorite:3', {
      service: 'content',
      path: '/v1/templates/favorite',
      body: { document_id: 3, business_id: null },
    });
    await queueRequest(db, OWNER, 'hub-favorite:3', {
      service: 'content',
      path: '/v1/templates/favorite/deactivate',
      body: { document_id: 3, business_id: null },
    });
    const entries = await outboxEntries(db, OWNER);
    expect(entries.map((entry) => [entry.pageId, entry.path, entry.service])).toEqual([
      ['hub-favorite:3', '/v1/templates/favorite/deactivate', 'content'],
    ]);
    expect(await getDraft(db, OWNER, 'hub-favorite:3')).toBeUndefined();

    const sent: OutboxEntry[] = [];
    const report = await drainOutbox(db, async (entry) => {
      sent.push(entry);
      return { status: 200, body: { document_id: 3, is_favorite: false } };
    });
    expect(report).toEqual({ sent: 1, stoppedBecause: 'empty' });
    expect(sent.map((entry) => entry.body)).toEqual([{ document_id: 3, business_id: null }]);
    expect(await getDraft(db, OWNER, 'hub-favorite:3')).toBeUndefined();
  });
});
