import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import { openLocalDatabase } from '../../src/local/local-database';
import { queuePageSave } from '../../src/local/outbox';
import { drainOutbox, type SendResult } from '../../src/local/sync-engine';
import { validFormationAnswers } from '../../server/test-support/formation-answers';
import { createTestApp } from '../../server/test-support/test-app';
import { cheapPasswordHash, createOwners, type Owner } from './bench-owners';

/** 125 owners × formation page1..page4: 500 saves, none coalescing with another. */
export const SAVES = 500;
const PAGES = ['page1', 'page2', 'page3', 'page4'] as const;
const OWNERS_PER_RUN = SAVES / PAGES.length;

interface Save {
  owner: Owner;
  page: (typeof PAGES)[number];
}

export interface OutboxDrainResult {
  saves: number;
  direct: { seconds: number; savesPerSecond: number; ok: number };
  outbox: { seconds: number; savesPerSecond: number; sent: number; stoppedBecause: string };
  /** outbox saves/s divided by direct saves/s. */
  ratio: number;
}

function savesOf(owners: Owner[]): Save[] {
  return owners.flatMap((owner) => PAGES.map((page) => ({ owner, page })));
}

async function post(base: string, owner: Owner, path: string, body: Answers, key: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${owner.token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The floor: the same saves as plain sequential POSTs, nothing kept on the device. */
async function sendDirectly(base: string, saves: Save[]): Promise<number> {
  let ok = 0;
  for (const { owner, page } of saves) {
    const body = { ...validFormationAnswers[page], individual_id: owner.id, updated_at: null };
    const { status } = await post(base, owner, `/v1/formation/${page}`, body, randomUUID());
    if (status === 200) ok += 1;
  }
  return ok;
}

/** The same saves queued in the outbox (Dexie over fake-indexeddb), then drained in order. */
async function drainQueued(base: string, saves: Save[]) {
  const db = openLocalDatabase(`bench-outbox-${randomUUID()}`);
  const owners = new Map(saves.map(({ owner }) => [`individual:${owner.id}`, owner]));
  for (const { owner, page } of saves) {
    await queuePageSave(
      db,
      `individual:${owner.id}`,
      `formation/${page}`,
      `/v1/formation/${page}`,
      validFormationAnswers[page],
      { individual_id: owner.id },
    );
  }
  const started = performance.now();
  const report = await drainOutbox(db, async (entry): Promise<SendResult> =>
    post(base, owners.get(entry.ownerKey)!, entry.path, entry.body, entry.idempotencyKey),
  );
  const seconds = (performance.now() - started) / 1000;
  db.close();
  return { seconds, report };
}

/**
 * 500 page saves through the outbox against the real API (in this process, PGlite), and the
 * same number of direct POSTs, each run on fresh owners so both only create.
 */
export async function measureOutboxDrain(log: (line: string) => void): Promise<OutboxDrainResult> {
  const t = await createTestApp({ LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}/api`;
    const passwordHash = cheapPasswordHash();
    const warmup = await createOwners(t, 'warmup', 10, passwordHash);
    const directOwners = await createOwners(t, 'direct', OWNERS_PER_RUN, passwordHash);
    const outboxOwners = await createOwners(t, 'outbox', OWNERS_PER_RUN, passwordHash);
    await sendDirectly(base, savesOf(warmup));

    const directStarted = performance.now();
    const ok = await sendDirectly(base, savesOf(directOwners));
    const directSeconds = (performance.now() - directStarted) / 1000;
    const outbox = await drainQueued(base, savesOf(outboxOwners));

    const direct = { seconds: directSeconds, savesPerSecond: SAVES / directSeconds, ok };
    const drained = {
      seconds: outbox.seconds,
      savesPerSecond: outbox.report.sent / outbox.seconds,
      sent: outbox.report.sent,
      stoppedBecause: outbox.report.stoppedBecause,
    };
    log(
      `  direct POSTs: ${ok}/${SAVES} in ${directSeconds.toFixed(2)} s = ${direct.savesPerSecond.toFixed(0)} saves/s`,
    );
    log(
      `  outbox drain: ${drained.sent}/${SAVES} in ${drained.seconds.toFixed(2)} s = ` +
        `${drained.savesPerSecond.toFixed(0)} saves/s (stopped: ${drained.stoppedBecause})`,
    );
    return {
      saves: SAVES,
      direct,
      outbox: drained,
      ratio: drained.savesPerSecond / direct.savesPerSecond,
    };
  } finally {
    await t.close();
  }
}
