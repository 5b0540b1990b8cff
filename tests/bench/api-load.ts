import autocannon, { type Request, type Result } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { validFormationAnswers } from '../../server/test-support/formation-answers';
import type { Owner } from './bench-owners';
import { nodeWorkloadRound } from './host-speed';
import { median } from './stats';

/** The same load for every target: bounded by time, loopback only. */
export const LOAD = {
  connections: 10,
  durationSeconds: 5,
  rounds: 3,
  warmupSeconds: 2,
  pipelining: 1,
};
/** One owner per connection at most saving at a time, and spares for a request lost at the end. */
export const OWNERS = LOAD.connections * 2;
/** The page every save writes: formation page1, as the app saves it (answers, owner, version). */
export const SAVE_PATH = '/api/v1/formation/page1';
/** What Chromium sends, so the server picks the encoding a browser would get. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

export interface LoadFigures {
  url: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface ApiLoadResult {
  owners: number;
  /** Signed-in reads: the owner's account and service statuses, alternately, bearer token. */
  reads: LoadFigures;
  /** Page saves: POST of formation page1 on the version last saved, an Idempotency-Key each. */
  saves: LoadFigures;
  /**
   * The host's Node workload (host-speed.ts), runs/s, a round before each round of load
   * (median): the API's work (JSON, JWT, PGlite's WASM, on one thread) is set against it to
   * compare machines.
   */
  nodeRunsPerSecond: number;
  etag: { etag: string | null; revalidationStatus: number; works: boolean };
}

function figures(result: Result): LoadFigures {
  return {
    url: result.url,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A target: where, and the requests each connection sends in turn. */
export interface Target {
  url: string;
  /** Made afresh for each load run (a run may end with requests in flight). */
  requests: () => Promise<Request[]>;
  /** Connections kept busy; LOAD.connections by default. */
  connections?: number;
}

async function load(target: Target, durationSeconds: number): Promise<Result> {
  return autocannon({
    url: target.url,
    connections: target.connections ?? LOAD.connections,
    pipelining: LOAD.pipelining,
    duration: durationSeconds,
    headers: HEADERS,
    requests: await target.requests(),
  });
}

/** The run with the median throughput. */
function medianRun(runs: LoadFigures[]): LoadFigures {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Warms every target up (JIT, connection pools, database caches), then measures them in
 * alternating rounds, each after a round of the host's Node workload, so a change in the shared
 * machine's load affects all alike; each figure is its median round.
 */
export async function measureAlternating(targets: Target[]) {
  for (const target of targets) await load(target, LOAD.warmupSeconds);
  const runs: LoadFigures[][] = targets.map(() => []);
  const nodeRounds: number[] = [];
  for (let round = 0; round < LOAD.rounds; round += 1) {
    nodeRounds.push(Math.round(nodeWorkloadRound()));
    for (const [index, target] of targets.entries()) {
      runs[index]!.push(figures(await load(target, LOAD.durationSeconds)));
    }
  }
  return { figures: runs.map(medianRun), nodeRounds };
}

/** Starts api-load-server.ts in its own process and waits for its `ready` line. */
async function startApiServer(): Promise<{ child: ChildProcess; ready: string }> {
  const script = fileURLToPath(new URL('./api-load-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, OWNERS: String(OWNERS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ready = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^ready(.*)$/m.exec(output);
      if (line) resolve(line[1]!.trim());
    });
  });
  return { child, ready };
}

function signedIn(owner: Owner) {
  return { ...HEADERS, authorization: `Bearer ${owner.token}` };
}

/** The dashboard's reads on each visit, owner after owner: the account, then the statuses. */
export function readRequests(owners: Owner[]): Request[] {
  let next = 0;
  const asNextOwner = (path: (id: number) => string) => (request: Request) => {
    const owner = owners[next++ % owners.length]!;
    return { ...request, path: path(owner.id), headers: signedIn(owner) };
  };
  return [
    { method: 'GET', setupRequest: asNextOwner((id) => `/api/v1/individual/${id}`) },
    { method: 'GET', setupRequest: asNextOwner((id) => `/api/v1/services/status/${id}`) },
  ];
}

/** The version of formation page1 each owner saved last (null: never saved). */
export async function savedVersions(
  base: string,
  owners: Owner[],
): Promise<Map<number, string | null>> {
  const versions = new Map<number, string | null>();
  for (const owner of owners) {
    const response = await fetch(`${base}${SAVE_PATH}?individual_id=${owner.id}`, {
      headers: signedIn(owner),
    });
    const body = (await response.json()) as { updated_at?: string | null };
    versions.set(owner.id, response.ok ? (body.updated_at ?? null) : null);
  }
  return versions;
}

/**
 * Page saves as the app sends them: each names the version it is based on (the one its owner
 * saved last, so none conflicts) and carries an Idempotency-Key of its own (so none replays).
 * A connection takes an owner with no save in flight and gives it back with the new version.
 */
export function saveRequests(owners: Owner[], versions: Map<number, string | null>): Request[] {
  const idle = [...owners];
  return [
    {
      method: 'POST',
      path: SAVE_PATH,
      setupRequest(request, context) {
        const owner = idle.shift();
        if (!owner) throw new Error(`more than ${owners.length} saves in flight`);
        context.owner = owner;
        return {
          ...request,
          headers: {
            ...signedIn(owner),
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            ...validFormationAnswers.page1,
            individual_id: owner.id,
            updated_at: versions.get(owner.id) ?? null,
          }),
        };
      },
      onResponse(status, body, context) {
        const owner = context.owner as Owner;
        if (status === 200) {
          versions.set(owner.id, (JSON.parse(body) as { updated_at: string }).updated_at);
        }
        idle.push(owner);
      },
    },
  ];
}

/** Asks for the document with its own ETag; the server should answer 304. */
async function checkRevalidation(url: string): Promise<ApiLoadResult['etag']> {
  const first = await fetch(url, { headers: HEADERS });
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  if (!etag) return { etag, revalidationStatus: first.status, works: false };
  const second = await fetch(url, { headers: { ...HEADERS, 'if-none-match': etag } });
  await second.arrayBuffer();
  return { etag, revalidationStatus: second.status, works: second.status === 304 };
}

export const perSecond = (figures: LoadFigures) =>
  `${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.latencyP50Ms} / p99 ` +
  `${figures.latencyP99Ms} ms (median of ${LOAD.rounds} rounds)`;

/**
 * The API figures a scale-out is planned from: signed-in reads and page saves per second with
 * their latency, on Charter's API in a process of its own with OWNERS owners, loaded
 * alternately with identical settings, and each set against the host's Node workload taken
 * between the rounds. The ETag check runs against the bench's own server (`baseUrl`).
 */
export async function measureApiLoad(
  baseUrl: string,
  log: (line: string) => void = () => {},
): Promise<ApiLoadResult> {
  const etag = await checkRevalidation(`${baseUrl}/api/v1/openapi.json`);
  log(`  openapi.json If-None-Match revalidation: ${etag.revalidationStatus}`);

  const api = await startApiServer();
  try {
    const { port, owners } = JSON.parse(api.ready) as { port: number; owners: Owner[] };
    const base = `http://127.0.0.1:${port}`;
    const measured = await measureAlternating([
      { url: base, requests: async () => readRequests(owners) },
      { url: base, requests: async () => saveRequests(owners, await savedVersions(base, owners)) },
    ]);
    const [reads, saves] = measured.figures as [LoadFigures, LoadFigures];
    const node = median(measured.nodeRounds);
    log(`  Node workload before each round: ${measured.nodeRounds.join(', ')} runs/s`);
    log(`  signed-in reads: ${perSecond(reads)}`);
    log(`  page saves: ${perSecond(saves)}`);
    return { owners: owners.length, reads, saves, nodeRunsPerSecond: node, etag };
  } finally {
    api.child.kill('SIGTERM');
  }
}
