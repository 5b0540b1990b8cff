import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_IN_USE_CODE } from '../../src/domain/idempotency';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { openDatabase } from '../../server/db/database';
import {
  saveFormationPage,
  validFormationAnswers,
} from '../../server/test-support/formation-answers';
import {
  agreementSentToThree,
  typedSignature,
} from '../../server/test-support/operating-agreement';
import { signedInOwner, type SignedInOwner } from '../../server/test-support/owners';
import { paymentsClient } from '../../server/test-support/payments-client';
import { buyFormation, markBought, orderItem } from '../../server/test-support/purchases';
import { startS3Bucket } from '../../server/test-support/s3-bucket';
import { LLC_FORMATION_SERVICE } from '../../server/services/service-statuses';
import { createTestApp } from '../../server/test-support/test-app';
import {
  afterRetryAfter,
  scratchDatabase,
  startCluster,
  whyNoCluster,
  signIn,
  type CharterCluster,
} from './charter-cluster';

/*
 * Issue 31: three `npm start` processes behind nginx (the shipped deploy/nginx proxying) on one
 * Postgres, Redis for the rate limits, an S3-compatible bucket for the documents. Owners and
 * their orders are prepared by an app of the suite's own on the same database (as the server
 * suite prepares them), closed before the processes start; everything then goes over HTTP.
 */
const skipped = await whyNoCluster();
if (skipped) console.warn(`[scale] three processes behind nginx skipped: ${skipped}`);

/** What the purchases buy: the formation and Texas's fee, charged at once in one payment. */
const FORMATION_PURCHASE = [orderItem('LLC_FORMATION'), orderItem('TX-STATE')];

/** The calendar feed's limit per client address and minute, low enough to reach. */
const FEED_LIMIT = 5;

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** One HTTP request as a browser or an API client sends it, answered as status and JSON. */
async function call(
  base: string,
  path: string,
  {
    method = 'GET',
    token,
    body,
    key,
  }: { method?: string; token?: string; body?: object; key?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** An owner prepared by the suite's app, with the password they sign in with over HTTP. */
type Owner = SignedInOwner & { password: string };

/** What one owner of the burst sends once, and retries with the same Idempotency-Key. */
interface BurstRequest {
  kind: 'save' | 'purchase' | 'signature' | 'filing';
  label: string;
  key: string;
  send(base: string): Promise<Answer>;
}

/**
 * Sends a request again as Charter's own client does after a failure, same key: while the
 * key's first request counts as running (the killed process had claimed it, and its last
 * heartbeat is not yet 20 s old: decision 0098), the server answers 409
 * `idempotency_key_in_use` with a Retry-After, which the client waits out.
 */
function retryUntilAnswered(entry: BurstRequest, base: string): Promise<Answer> {
  return afterRetryAfter(
    () => entry.send(base),
    (answer) => answer.status === 409 && answer.body.code === KEY_IN_USE_CODE,
    120_000,
  );
}

describe.skipIf(skipped)('three processes behind nginx on one Postgres', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let bucket: Awaited<ReturnType<typeof startS3Bucket>>;
  let cluster: CharterCluster;
  let sql: pg.Client;
  const fixtureDir = mkdtempSync(join(tmpdir(), 'charter-scale-fixture-'));

  // Prepared owners, by what the tests do with them.
  let walker: Owner;
  let buyer: Owner;
  let filedOnFirst: Owner;
  const savers: Owner[] = [];
  const purchasers: Array<Owner & { card: string }> = [];
  const filers: Owner[] = [];
  const signers: Array<{ label: string; token: string }> = [];
  const cards: string[] = [];

  beforeAll(async () => {
    database = await scratchDatabase();
    bucket = await startS3Bucket();
    const handle = await openDatabase({ url: database.url, dataDir: fixtureDir });
    const fixture = await createTestApp(
      // Every owner of the suite signs in from this one address.
      { DATA_DIR: fixtureDir, AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...bucket.env },
      { ...handle, drop: async () => {} },
    );
    await seedCheckoutCatalogue(handle.db);
    const prepared = async (name: string) => {
      const owner = await signedInOwner(fixture, name);
      return { ...owner, password: `${name}-Owner-1!` };
    };
    const card = () => paymentsClient(fixture.app).token('4242424242424242');

    walker = await prepared('walker');
    await markBought(fixture, walker, ['LLC_FORMATION']);
    buyer = await prepared('buyer');
    cards.push(await card(), await card());
    filedOnFirst = await prepared('first');
    for (const at of [1, 2, 3, 4]) {
      const saver = await prepared(`saver${at}`);
      await markBought(fixture, saver, ['LLC_FORMATION']);
      savers.push(saver);
      purchasers.push({ ...(await prepared(`purchaser${at}`)), card: await card() });
      const filer = await prepared(`filer${at}`);
      filers.push(filer);
    }
    for (const [at, filer] of [...filers, filedOnFirst].entries()) {
      await buyFormation(fixture, filer);
      // A business name of its own: the state files one business under a name.
      const page1 = {
        ...validFormationAnswers.page1,
        business_name: `Filed Fig ${at}`,
        official_business_name: `Filed Fig ${at} LLC`,
      };
      for (const page of ['page1', 'page2', 'page3', 'page4'] as const) {
        const answers = page === 'page1' ? page1 : validFormationAnswers[page];
        const saved = await saveFormationPage(fixture.app, filer.token, filer.id, page, answers);
        if (saved.statusCode !== 200) throw new Error(`${page} refused: ${saved.body}`);
      }
    }
    for (const name of ['agreement']) {
      const { tokens } = await agreementSentToThree(fixture, name);
      for (const [member, token] of Object.entries(tokens)) {
        signers.push({ label: `${name}:${member}`, token });
      }
    }
    await fixture.close();
    await handle.close();

    cluster = await startCluster(database.url, {
      ...bucket.env,
      CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: String(FEED_LIMIT),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Not what this suite is about (load-shedding.test.ts is): a busy CI machine's delays
      // would turn a request of the burst into a 503 the assertions do not expect.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    });
    const [first] = cluster.processes;
    for (const owner of [walker, buyer, filedOnFirst, ...savers, ...purchasers, ...filers]) {
      owner.token = await signIn(first!.url, owner.email, owner.password);
    }
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 300_000);

  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
    await bucket?.stop();
    await database?.drop();
    rmSync(fixtureDir, { recursive: true, force: true });
  }, 60_000);

  const processUrl = (at: number) => cluster.processes[at]!.url;
  /** The payments the sandbox took from the customer the owner's invoices name. */
  const chargesOf = async (owner: Owner) =>
    (
      await sql.query(
        `SELECT id FROM payment_intents WHERE status = 'succeeded' AND customer_id IN
           (SELECT customer_id FROM invoices WHERE individual_id = $1)`,
        [owner.id],
      )
    ).rowCount;

  it('signs in through one process and uses the API through the others', async () => {
    const token = await signIn(processUrl(0), walker.email, walker.password);
    for (const at of [1, 2]) {
      const status = await call(processUrl(at), `/api/v1/services/status/${walker.id}`, {
        token,
      });
      expect(status.status).toBe(200);
    }
    // And through nginx, wherever it sends each request; each answer carries nginx's own id
    // for it ($request_id), the one the process logged the request under.
    for (let request = 0; request < 3; request++) {
      const answer = await call(cluster.url, `/api/v1/services/status/${walker.id}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('saves questionnaire pages on alternating processes: versions and conflicts hold', async () => {
    const save = (at: number, name: string, updatedAt: unknown) =>
      call(processUrl(at), '/api/v1/formation/page1', {
        method: 'POST',
        token: walker.token,
        key: randomUUID(),
        body: {
          ...validFormationAnswers.page1,
          business_name: name,
          official_business_name: `${name} LLC`,
          individual_id: walker.id,
          updated_at: updatedAt,
        },
      });
    const first = await save(0, 'Pecan Street Pottery', null);
    expect(first.status).toBe(200);
    const second = await save(1, 'Pecan Street Ceramics', first.body.updated_at);
    expect(second.status).toBe(200);
    expect(second.body.updated_at).not.toBe(first.body.updated_at);
    // Based on the first version, which the second process replaced: a conflict, not a loss.
    const stale = await save(2, 'Pecan Street Kilns', first.body.updated_at);
    expect(stale.status).toBe(409);
    const read = await call(processUrl(2), `/api/v1/formation/page1?individual_id=${walker.id}`, {
      token: walker.token,
    });
    expect(read.body).toMatchObject({
      business_name: 'Pecan Street Ceramics',
      updated_at: second.body.updated_at,
    });
  });

  it('answers a purchase replayed on another process once, charging once', async () => {
    const key = randomUUID();
    const purchase = {
      individual: { first_name: 'Test', last_name: 'Owner', email: buyer.email },
      payment_method_token: cards[0],
      subscriptions: FORMATION_PURCHASE,
    };
    const bought = await call(processUrl(0), '/api/v1/checkout', {
      method: 'POST',
      token: buyer.token,
      key,
      body: purchase,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const replays = await Promise.all(
      [1, 2].map((at) =>
        call(processUrl(at), '/api/v1/checkout', {
          method: 'POST',
          token: buyer.token,
          key,
          body: purchase,
        }),
      ),
    );
    for (const replay of replays) {
      expect({ status: replay.status, body: replay.body }).toEqual({
        status: bought.status,
        body: bought.body,
      });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
    const invoices = await sql.query('SELECT id FROM invoices WHERE individual_id = $1', [
      buyer.id,
    ]);
    expect(invoices.rows).toHaveLength(1);
    expect(await chargesOf(buyer)).toBe(1);
  });

  it('counts a client’s requests against one rate limit whichever process answers', async () => {
    const feed = `/api/v1/compliance/calendar/${'C'.repeat(43)}.ics`;
    const answers = [];
    for (let request = 0; request <= FEED_LIMIT; request++) {
      answers.push((await call(processUrl(request % 3), feed)).status);
    }
    // Each process alone has seen two requests at most: only a shared counter refuses the sixth.
    expect(answers).toEqual([...Array(FEED_LIMIT).fill(404), 429]);
  });

  it('serves a document one process wrote from another (the S3-compatible bucket)', async () => {
    const submitted = await call(
      processUrl(0),
      `/api/v1/formation/submit?individual_id=${filedOnFirst.id}`,
      { method: 'POST', token: filedOnFirst.token, key: randomUUID() },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const listed = await call(processUrl(1), `/api/v1/services/documents/list/${filedOnFirst.id}`, {
      token: filedOnFirst.token,
    });
    const documents = listed.body.documents as Array<{ document_id: number; size: number }>;
    const filing = documents.find((document) => document.size > 0)!;
    const links = await call(
      processUrl(1),
      `/api/v1/services/documents/urls?individual_id=${filedOnFirst.id}&document_ids=${filing.document_id}`,
      { token: filedOnFirst.token },
    );
    const [link] = links.body.documents as Array<{ url: string }>;
    // The link names the public address (nginx); asked of the third process directly.
    const path = new URL(link!.url);
    const download = await fetch(`${processUrl(2)}${path.pathname}${path.search}`);
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(filing.size);
  });

  it('loses nothing acknowledged and repeats nothing when a process is killed in a burst', async () => {
    const signerHashes = await Promise.all(
      signers.map(
        async (signer) =>
          (await call(cluster.url, `/api/v1/signing/${signer.token}`)).body
            .document_sha256 as string,
      ),
    );
    // Each request's key is fixed once: every retry of it carries the same.
    const request = (
      kind: BurstRequest['kind'],
      label: string,
      send: (base: string, key: string) => Promise<Answer>,
    ): BurstRequest => {
      const key = randomUUID();
      return { kind, label, key, send: (base) => send(base, key) };
    };
    const saves = savers.map((saver, at) =>
      request('save', `save ${at}`, (base, key) =>
        call(base, '/api/v1/formation/page1', {
          method: 'POST',
          token: saver.token,
          key,
          body: {
            ...validFormationAnswers.page1,
            business_name: `Burst Bakery ${at}`,
            official_business_name: `Burst Bakery ${at} LLC`,
            individual_id: saver.id,
            updated_at: null,
          },
        }),
      ),
    );
    const purchases = purchasers.map((purchaser, at) =>
      request('purchase', `purchase ${at}`, (base, key) =>
        call(base, '/api/v1/checkout', {
          method: 'POST',
          token: purchaser.token,
          key,
          body: {
            individual: { first_name: 'Test', last_name: 'Owner', email: purchaser.email },
            payment_method_token: purchaser.card,
            subscriptions: FORMATION_PURCHASE,
          },
        }),
      ),
    );
    const signatures = signers.map((signer, at) =>
      request('signature', `signature ${signer.label}`, (base, key) =>
        call(base, `/api/v1/signing/${signer.token}/sign`, {
          method: 'POST',
          key,
          body: typedSignature(`Signer ${at}`, signerHashes[at]!),
        }),
      ),
    );
    const filings = filers.map((filer, at) =>
      request('filing', `filing ${at}`, (base, key) =>
        call(base, `/api/v1/formation/submit?individual_id=${filer.id}`, {
          method: 'POST',
          token: filer.token,
          key,
        }),
      ),
    );
    // Interleaved, so the kill falls among every kind.
    const kinds = [saves, purchases, signatures, filings];
    const longest = Math.max(...kinds.map((requests) => requests.length));
    const burst = Array.from({ length: longest }, (_, at) =>
      kinds.flatMap((requests) => (at < requests.length ? [requests[at]!] : [])),
    ).flat();

    const outcomes = new Map<BurstRequest, Answer | Error>();
    const victim = cluster.processes[1]!;
    let killed: Promise<void> | null = null;
    let next = 0;
    const worker = async () => {
      while (next < burst.length) {
        const entry = burst[next++]!;
        outcomes.set(
          entry,
          await entry.send(cluster.url).catch((error: unknown) => error as Error),
        );
        const acknowledged = [...outcomes.values()].filter(
          (outcome) => !(outcome instanceof Error) && outcome.status < 300,
        ).length;
        if (!killed && acknowledged >= burst.length / 4) killed = victim.crash();
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await killed;

    // The kill fell among requests in flight: nginx answered those 502, each tried on the one
    // process it had been sent to, never passed on to another.
    const lost = cluster.nginx
      .requests()
      .filter((logged) => logged.method === 'POST' && logged.status === 502);
    expect(lost.length).toBeGreaterThan(0);
    for (const logged of lost) expect(logged.upstreams, logged.path).toHaveLength(1);

    const acknowledged = burst.filter((entry) => {
      const outcome = outcomes.get(entry)!;
      return !(outcome instanceof Error) && outcome.status === 200;
    });
    const unanswered = burst.filter((entry) => !acknowledged.includes(entry));
    // What failed failed as the kill makes it fail: nginx's 502, never a refusal of the request.
    for (const entry of unanswered) {
      const outcome = outcomes.get(entry)!;
      expect(outcome instanceof Error ? 502 : outcome.status, entry.label).toBe(502);
    }

    // The killed process comes back; the clients retry what was not answered, same keys.
    await victim.start();
    const retried = await Promise.all(
      unanswered.map((entry) => retryUntilAnswered(entry, cluster.url)),
    );
    for (const [at, entry] of unanswered.entries()) {
      const answer = retried[at]!;
      // A signature the killed process had recorded before dying says it is already signed.
      const expected = entry.kind === 'signature' && answer.status === 409 ? 409 : 200;
      expect(answer.status, `${entry.label}: ${JSON.stringify(answer.body)}`).toBe(expected);
    }

    // Every save is kept, each purchase charged once, each signature and filing recorded once.
    for (const [at, saver] of savers.entries()) {
      const page = await call(cluster.url, `/api/v1/formation/page1?individual_id=${saver.id}`, {
        token: saver.token,
      });
      expect(page.body.business_name).toBe(`Burst Bakery ${at}`);
    }
    for (const purchaser of purchasers) {
      const invoices = await sql.query('SELECT id FROM invoices WHERE individual_id = $1', [
        purchaser.id,
      ]);
      expect(invoices.rows, purchaser.email).toHaveLength(1);
      expect(await chargesOf(purchaser), purchaser.email).toBe(1);
    }
    const signed = await sql.query<{ count: string }>(
      `SELECT count(*) FROM signing_events WHERE event = 'signed'`,
    );
    expect(Number(signed.rows[0]!.count)).toBe(signers.length);
    for (const filer of filers) {
      const submissions = await sql.query(
        `SELECT id FROM service_status_changes
         WHERE individual_id = $1 AND service = $2 AND status = 'SUBMITTED'`,
        [filer.id, LLC_FORMATION_SERVICE],
      );
      expect(submissions.rows, filer.email).toHaveLength(1);
    }
  }, 180_000);
});
