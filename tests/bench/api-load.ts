import autocannon, { type Result } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../e2e/charter-server';

/** The same load for every target: bounded by time, loopback only. */
export const LOAD = {
  connections: 10,
  durationSeconds: 5,
  rounds: 3,
  warmupSeconds: 2,
  pipelining: 1,
};
/** What Chromium sends, so the server picks the encoding a browser would get. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

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
  openapi: LoadFigures;
  hello: LoadFigures;
  /** openapi requests/sec divided by hello-world requests/sec. */
  ratio: number;
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

async function load(url: string, durationSeconds: number): Promise<Result> {
  return autocannon({
    url,
    connections: LOAD.connections,
    pipelining: LOAD.pipelining,
    duration: durationSeconds,
    headers: HEADERS,
  });
}

/** The run with the median throughput. */
function medianRun(runs: LoadFigures[]): LoadFigures {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Warms both targets up (JIT, connection pools), then measures them in alternating rounds, so
 * a change in the shared machine's load affects both alike; each figure is its median round.
 */
async function measureAlternating(urls: [string, string]): Promise<[LoadFigures, LoadFigures]> {
  for (const url of urls) await load(url, LOAD.warmupSeconds);
  const runs: [LoadFigures[], LoadFigures[]] = [[], []];
  for (let round = 0; round < LOAD.rounds; round += 1) {
    runs[0].push(figures(await load(urls[0], LOAD.durationSeconds)));
    runs[1].push(figures(await load(urls[1], LOAD.durationSeconds)));
  }
  return [medianRun(runs[0]), medianRun(runs[1])];
}

/** Starts the hello-world floor in its own process and waits until it listens. */
async function startHelloWorld(port: number): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('./hello-world-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`hello-world exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  return child;
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

/**
 * Loads GET /api/v1/openapi.json on Charter and a bare Fastify hello-world (each in its own process),
 * in alternating rounds with identical settings, so the ratio says how close the real endpoint
 * gets to the framework's floor on this machine.
 */
export async function measureApiLoad(
  baseUrl: string,
  log: (line: string) => void = () => {},
): Promise<ApiLoadResult> {
  const openapiUrl = `${baseUrl}/api/v1/openapi.json`;
  const etag = await checkRevalidation(openapiUrl);
  log(`  If-None-Match revalidation: ${etag.revalidationStatus}`);

  const port = await freePort();
  const hello = await startHelloWorld(port);
  try {
    const [openapi, helloFigures] = await measureAlternating([
      openapiUrl,
      `http://127.0.0.1:${port}/`,
    ]);
    log(
      `  openapi.json: ${openapi.requestsPerSecond.toFixed(0)} req/s (median of ${LOAD.rounds} rounds)`,
    );
    log(
      `  hello-world: ${helloFigures.requestsPerSecond.toFixed(0)} req/s (median of ${LOAD.rounds} rounds)`,
    );
    return {
      openapi,
      hello: helloFigures,
      ratio: openapi.requestsPerSecond / helloFigures.requestsPerSecond,
      etag,
    };
  } finally {
    hello.kill('SIGTERM');
  }
}
