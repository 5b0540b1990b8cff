import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { median } from './stats';

/**
 * How fast this host is at the moment, printed and stored beside the bench's figures so a
 * figure taken on one machine can be compared with one taken on another: Lighthouse's own
 * benchmarkIndex (what its CPU slowdown is calibrated from) and a plain Node figure for the
 * server-side work, which Lighthouse's index does not see.
 */
export interface HostSpeed {
  /** Lighthouse's benchmarkIndex in this Chromium, median of the samples. */
  benchmarkIndex: number;
  benchmarkIndexSamples: number[];
  /** Runs per second of NODE_WORKLOAD in this Node, median of the rounds. */
  nodeRunsPerSecond: number;
  nodeRounds: number[];
  measuredAt: string;
}

export const NODE_WORKLOAD =
  'one run: 200 API-shaped records to JSON and back, then 5,000 numbers of a fixed ' +
  'pseudo-random sequence sorted; single thread, 3 rounds of 1 s after a 0.3 s warm-up';
const BENCHMARK_INDEX_SAMPLES = 3;
const NODE_ROUNDS = 3;
const NODE_ROUND_MS = 1000;
const NODE_WARMUP_MS = 300;

/** The fixed document of the Node workload, the same on every machine. */
const RECORDS = Array.from({ length: 200 }, (_, index) => ({
  individual_id: index + 1,
  email: `owner-${index}@bench.example`,
  first_name: `Owner ${index}`,
  services: ['llc-formation', 'ein', 'registered-agent'].map((service, rank) => ({
    service,
    status: rank === index % 3 ? 'IN_PROGRESS' : 'COMPLETED',
    updated_at: new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString(),
  })),
}));

/** One run of the workload; what it returns keeps the engine from skipping the work. */
function nodeWorkloadRun(): number {
  const records = JSON.parse(JSON.stringify(RECORDS)) as typeof RECORDS;
  const numbers = new Float64Array(5000);
  let seed = 1;
  for (let index = 0; index < numbers.length; index += 1) {
    seed = (seed * 48_271) % 2_147_483_647;
    numbers[index] = seed;
  }
  numbers.sort();
  return records.length + numbers[0]!;
}

/** Runs per second of the Node workload over `milliseconds` (blocks this thread meanwhile). */
export function nodeWorkloadRound(milliseconds = NODE_ROUND_MS): number {
  const started = performance.now();
  let runs = 0;
  let sink = 0;
  while (performance.now() - started < milliseconds) {
    sink += nodeWorkloadRun();
    runs += 1;
  }
  if (sink < 0) throw new Error('unreachable: keeps the workload observable');
  return runs / ((performance.now() - started) / 1000);
}

/** The Node figure: runs of the fixed workload per second on this thread (it blocks it). */
export function measureNodeThroughput(): { runsPerSecond: number; rounds: number[] } {
  nodeWorkloadRound(NODE_WARMUP_MS);
  const rounds = Array.from({ length: NODE_ROUNDS }, () => Math.round(nodeWorkloadRound()));
  return { runsPerSecond: median(rounds), rounds };
}

/**
 * Lighthouse's benchmarkIndex, computed by Lighthouse's own page function in a blank page of
 * `context`, as Lighthouse does before each run; sampled a few times since one sample on a
 * shared machine varies.
 */
export async function sampleBenchmarkIndex(context: BrowserContext): Promise<number[]> {
  const page = await context.newPage();
  try {
    const samples: number[] = [];
    for (let index = 0; index < BENCHMARK_INDEX_SAMPLES; index += 1) {
      samples.push(Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex)));
    }
    return samples;
  } finally {
    await page.close();
  }
}

export async function measureHostSpeed(): Promise<HostSpeed> {
  const measuredAt = new Date().toISOString();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const samples = await browser
    .newContext()
    .then(sampleBenchmarkIndex)
    .finally(() => browser.close());
  const node = measureNodeThroughput();
  return {
    benchmarkIndex: median(samples),
    benchmarkIndexSamples: samples,
    nodeRunsPerSecond: node.runsPerSecond,
    nodeRounds: node.rounds,
    measuredAt,
  };
}

export function describeHost(host: HostSpeed): string {
  return (
    `host: Lighthouse benchmarkIndex ${Math.round(host.benchmarkIndex)} ` +
    `(${host.benchmarkIndexSamples.join(', ')}), Node ${Math.round(host.nodeRunsPerSecond)} runs/s ` +
    `(${host.nodeRounds.join(', ')})`
  );
}
