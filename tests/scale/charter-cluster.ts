import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { TEST_PAYMENTS_SECRET_KEY } from '../../server/test-support/test-app';
import { CLIENT_ID, form } from '../../server/test-support/tokens';
import { freePort } from '../e2e/charter-server';
import { ensureNginx, startNginx, type RunningNginx } from './nginx';

/**
 * Redis's database the scale suite's rate-limit counters go to, emptied when a cluster starts:
 * a counter left by an earlier run within its minute would count against this one.
 */
const SCALE_REDIS_URL = 'redis://127.0.0.1:6379/9';

/** One `npm start` process of the cluster, which can be killed and started again. */
export interface CharterProcess {
  name: string;
  /** Its own address, bypassing nginx. */
  url: string;
  /** Its DATA_DIR: nothing is shared through it (mail lands here when it sends). */
  dataDir: string;
  /** Its operating-system process id while it runs. */
  pid(): number | undefined;
  /** SIGKILL at once, as a crash or a lost machine stops it. */
  crash(): Promise<void>;
  /** Starts it again on the same port; resolves once it serves. */
  start(): Promise<void>;
}

export interface CharterCluster {
  /** Where clients go: nginx in front of every process. */
  url: string;
  nginx: RunningNginx;
  processes: CharterProcess[];
  /** The Postgres database every process shares, for a test's own checks. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Why the cluster cannot run on this machine, or null: it needs Postgres (TEST_DATABASE_URL,
 * which .ci/run sets when one answers), Redis on 127.0.0.1:6379, and nginx.
 */
export async function whyNoCluster(): Promise<string | null> {
  if (!process.env.TEST_DATABASE_URL?.startsWith('postgres')) {
    return 'TEST_DATABASE_URL does not name a Postgres';
  }
  const redis = new Redis(SCALE_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  const answered = await redis
    .connect()
    .then(() => redis.ping())
    .then(
      () => true,
      () => false,
    );
  redis.disconnect();
  if (!answered) return 'Redis does not answer on 127.0.0.1:6379';
  const nginx = ensureNginx();
  return 'missing' in nginx ? nginx.missing : null;
}

/** The database at `url` under another name. */
function databaseNamed(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the test Postgres; its URL and how to drop it. */
export async function scratchDatabase() {
  const name = `charter_scale_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await onAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseNamed(process.env.TEST_DATABASE_URL!, name),
    drop: () => onAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * Runs `node scripts/start.mjs` (what `npm start` runs, without npm between the signal and
 * the server) on `port` until it says it is running.
 */
function charterProcess(name: string, port: number, env: Record<string, string>): CharterProcess {
  const dataDir = mkdtempSync(join(tmpdir(), `charter-${name}-`));
  let child: ChildProcess | null = null;
  const process_: CharterProcess = {
    name,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: () => child?.pid,
    async start() {
      let printed = '';
      const started = spawn(process.execPath, ['scripts/start.mjs'], {
        env: {
          ...process.env,
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      const deadline = Date.now() + 90_000;
      while (!printed.includes('Charter is running')) {
        if (started.exitCode !== null) throw new Error(`${name} exited during start:\n${printed}`);
        if (Date.now() > deadline) throw new Error(`${name} did not start in 90 s:\n${printed}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async crash() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  return process_;
}

/**
 * Three Charter processes as a deployment runs them, behind nginx with the shipped proxying:
 * one Postgres database (`databaseUrl`), rate limits in Redis, each its own DATA_DIR (no
 * shared disk), TRUST_PROXY for nginx, the public address nginx's. `env` adds settings: the
 * documents' S3-compatible bucket (DOCUMENTS_S3_*), a low rate limit to reach.
 */
export async function startCluster(
  databaseUrl: string,
  env: Record<string, string> = {},
  count = 3,
): Promise<CharterCluster> {
  const nginxPath = ensureNginx();
  if ('missing' in nginxPath) throw new Error(nginxPath.missing);
  const redis = new Redis(SCALE_REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
  const nginxPort = await freePort();
  const url = `http://127.0.0.1:${nginxPort}`;
  const shared = {
    PUBLIC_URL: url,
    TRUST_PROXY: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: SCALE_REDIS_URL,
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'warn',
    DEMO_OWNER: 'false',
    PAYMENTS_SECRET_KEY: TEST_PAYMENTS_SECRET_KEY,
    JOB_POLL_INTERVAL_MS: '500',
    // A killed process is what the suite tests; a stopped one need not drain.
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...env,
  };
  const ports = [];
  for (let at = 0; at < count; at++) ports.push(await freePort());
  const processes = ports.map((port, at) => charterProcess(`charter-${at + 1}`, port, shared));
  // The first alone: it builds the PWA if it is stale and migrates the database; the others
  // then start beside each other, as a rolling deployment's would.
  await processes[0]!.start();
  await Promise.all(processes.slice(1).map((process_) => process_.start()));
  const nginx = await startNginx(
    nginxPath.path,
    nginxPort,
    ports.map((port) => `127.0.0.1:${port}`),
  );
  return {
    url,
    nginx,
    processes,
    databaseUrl,
    async stop() {
      await nginx.stop();
      for (const process_ of processes) {
        await process_.crash();
        rmSync(process_.dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Sends a request again after each answer `mustWait` says to wait out, as a client does: after
 * the answer's Retry-After (1 s without one), until another answer or `withinMs` has passed.
 */
export async function afterRetryAfter<Answer extends { headers: Headers }>(
  send: () => Promise<Answer>,
  mustWait: (answer: Answer) => boolean,
  withinMs: number,
): Promise<Answer> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await send();
    if (!mustWait(answer) || Date.now() > deadline) return answer;
    const wait = Number(answer.headers.get('retry-after') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

/**
 * The password grant at `base`'s token endpoint (a process, or nginx): the access token. A
 * process shedding load (503) is asked again after its Retry-After, as a client does.
 */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const grant = () =>
    fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({
        grant_type: 'password',
        username: email,
        password,
        client_id: CLIENT_ID,
        scope: 'openid',
      }),
    });
  const response = await afterRetryAfter(grant, (answer) => answer.status === 503, 60_000);
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in refused: ${JSON.stringify(body)}`);
  return body.access_token;
}
