/**
 * `npm run bench`: bundle size per entry route, Lighthouse (mobile, CPU slowdown calibrated to
 * the host) per route, signed-in API reads and page saves per second, drafts, the outbox and
 * checkout, for the built app served like `npm start`, beside the host's own speed (Lighthouse
 * benchmarkIndex, a fixed Node workload) at the start and the end. Prints a report and writes
 * tests/bench/results.json. It reports; it never fails the shell.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startCharter } from '../e2e/charter-server';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { LOAD, OWNERS, SAVE_PATH, measureApiLoad, type ApiLoadResult } from './api-load';
import { measureApiScaling, type ApiScalingResult } from './api-scaling';
import { dashboardChunks, measureInitialAssets, type InitialAssets } from './initial-assets';
import { runLighthouse, type LighthouseSummary } from './lighthouse-runs';
import { NODE_WORKLOAD, describeHost, measureHostSpeed, type HostSpeed } from './host-speed';
import { budgetSummary, formatTable, kb, writeResults } from './report';
import { fetchDemoTokens } from './sign-in-tokens';
import { measureDraftLatency, type DraftLatencyResult } from './draft-latency';
import { measureKeywordSearch, type KeywordSearchResult } from './keyword-search';
import {
  BUDGETS,
  EIN_ROUTE,
  LICENCE_ROUTE,
  HUB_ROUTE,
  FORMATION_ROUTE,
  PUBLIC_ROUTE,
  SIGNED_IN_ROUTE,
  buildFigures,
} from './figures';
import { measureOutboxDrain, type OutboxDrainResult } from './outbox-drain';
import {
  DASHBOARD_SCREEN,
  HUB_SCREEN,
  measureOfflineReload,
  type OfflineReloadResult,
} from './offline-reload';
import { measureHubSearch, type HubSearchResultFigures } from './hub-search';
import {
  benchPostgresUrl,
  JOBS,
  measureJobLatencyPglite,
  measureJobLatencyPostgres,
  type JobLatencyResult,
} from './job-latency';
import { measureServerStart, type ServerStartResult } from './server-start';
import {
  measureCheckoutRoundTrip,
  PURCHASES,
  type CheckoutRoundTripResult,
} from './checkout-round-trip';

/** Lighthouse's docs/variability.md: "The median Lighthouse score of 5 runs is twice as stable as 1 run." */
const LIGHTHOUSE_RUNS = 5;
const RESULTS_PATH = fileURLToPath(new URL('./results.json', import.meta.url));

const log = (line = '') => console.log(line);
const heading = (title: string) => log(`\n== ${title} ==`);

/** Runs one section; a failure is recorded and reported instead of ending the bench. */
async function section<T>(
  name: string,
  errors: Record<string, string>,
  run: () => Promise<T>,
): Promise<T | null> {
  const started = Date.now();
  try {
    const result = await run();
    log(`  (${name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    errors[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`  ${name} FAILED: ${errors[name]}`);
    return null;
  }
}

function printAssets(measurement: InitialAssets): void {
  log(
    `  ${measurement.route} -> ${measurement.finalPath}, h1 "${measurement.heading}": ` +
      `JS ${kb(measurement.jsGzipBytes)} gz (${kb(measurement.jsRawBytes)} raw), ` +
      `CSS ${kb(measurement.cssGzipBytes)} gz (${kb(measurement.cssRawBytes)} raw)`,
  );
  log(
    `    (JS before the h1 was visible: ${kb(measurement.jsGzipBytesBeforeHeading)} gz; * = after)`,
  );
  for (const asset of measurement.assets) {
    log(
      `    ${asset.kind.padEnd(3)} ${kb(asset.gzipBytes).padStart(9)} gz ` +
        `${kb(asset.rawBytes).padStart(9)} raw  ${asset.path}${asset.beforeHeading ? '' : ' *'}`,
    );
  }
}

/** Job enqueue-to-start latency on PGlite, and on Postgres when one answers. */
async function measureJobs(errors: Record<string, string>) {
  const print = (engine: string, result: JobLatencyResult | null) => {
    if (!result) return;
    log(
      `  job enqueue → handler start on ${engine}: p50 ${result.p50Ms.toFixed(1)} ms, ` +
        `p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms`,
    );
  };
  const pglite = await section('job latency pglite', errors, measureJobLatencyPglite);
  print('PGlite', pglite);
  const url = await benchPostgresUrl();
  if (!url) log('  job latency on Postgres: skipped (no TEST_DATABASE_URL, no local Postgres)');
  const postgres = url
    ? await section('job latency postgres', errors, () => measureJobLatencyPostgres(url))
    : null;
  print('Postgres', postgres);
  return { pglite, postgres };
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/ is missing: run "npm run build" (or "npm run bench") first.');
  }
  const startedAt = new Date();
  const errors: Record<string, string> = {};
  let hostStart: HostSpeed | null = null;
  let hostEnd: HostSpeed | null = null;
  let registration: InitialAssets | null = null;
  let dashboard: InitialAssets | null = null;
  let lighthouseRegistration: LighthouseSummary | null = null;
  let lighthouseDashboard: LighthouseSummary | null = null;
  let api: ApiLoadResult | null = null;
  let scaling: ApiScalingResult | null = null;
  let formation: InitialAssets | null = null;
  let ein: InitialAssets | null = null;
  let licence: InitialAssets | null = null;
  let draftLatency: DraftLatencyResult | null = null;
  let keywordSearch: KeywordSearchResult | null = null;
  let outboxDrain: OutboxDrainResult | null = null;
  let checkoutRoundTrip: CheckoutRoundTripResult | null = null;
  let offlineReload: OfflineReloadResult | null = null;
  let hub: InitialAssets | null = null;
  let lighthouseHub: LighthouseSummary | null = null;
  let hubSearch: HubSearchResultFigures | null = null;
  let hubOfflineReload: OfflineReloadResult | null = null;
  let jobLatency: { pglite: JobLatencyResult | null; postgres: JobLatencyResult | null } = {
    pglite: null,
    postgres: null,
  };
  let serverStart: ServerStartResult | null = null;

  log(
    `Charter bench — ${startedAt.toISOString()} — ${cpus().length} CPU(s), Node ${process.version}`,
  );
  heading('0. The host (before the app starts)');
  hostStart = await section('host at start', errors, measureHostSpeed);
  if (hostStart) log(`  ${describeHost(hostStart)}`);
  const server = await startCharter();
  try {
    log(`Server: ${server.url} (built app from dist/, fresh PGlite)`);

    heading('1. Initial JS and CSS per entry route (service worker blocked)');
    log('  gzip = each decoded response body gzipped with zlib level 9');
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    try {
      registration = await section('assets registration', errors, () =>
        measureInitialAssets(browser, server.url, PUBLIC_ROUTE),
      );
      if (registration) printAssets(registration);
      dashboard = await section('assets dashboard', errors, async () => {
        const measured = await measureInitialAssets(
          browser,
          server.url,
          SIGNED_IN_ROUTE,
          await fetchDemoTokens(server.url),
        );
        if (measured.finalPath !== SIGNED_IN_ROUTE) {
          throw new Error(`not signed in: ${SIGNED_IN_ROUTE} ended at ${measured.finalPath}`);
        }
        return measured;
      });
      if (dashboard) printAssets(dashboard);
      const signedInQuestionPage = async (name: string, route: string) => {
        const measured = await section(`assets ${name}`, errors, async () =>
          measureInitialAssets(browser, server.url, route, await fetchDemoTokens(server.url)),
        );
        if (measured) printAssets(measured);
        return measured;
      };
      formation = await signedInQuestionPage('formation', FORMATION_ROUTE);
      ein = await signedInQuestionPage('ein', EIN_ROUTE);
      licence = await signedInQuestionPage('licence', LICENCE_ROUTE);
      hub = await signedInQuestionPage('hub', HUB_ROUTE);
      offlineReload = await section('dashboard offline reload', errors, async () =>
        measureOfflineReload(
          browser,
          server.url,
          await fetchDemoTokens(server.url),
          DASHBOARD_SCREEN,
        ),
      );
      if (offlineReload) {
        log(
          `  /dashboard reloaded with the network off, ${offlineReload.runs}×: ` +
            `${offlineReload.cards} service cards from the cached copy in median ` +
            `${offlineReload.medianMs} ms (max ${offlineReload.maxMs} ms)`,
        );
      }
      hubOfflineReload = await section('hub offline reload', errors, async () =>
        measureOfflineReload(browser, server.url, await fetchDemoTokens(server.url), HUB_SCREEN),
      );
      if (hubOfflineReload) {
        log(
          `  ${HUB_ROUTE} reloaded with the network off, ${hubOfflineReload.runs}×: ` +
            `${hubOfflineReload.cards} articles and guides from the service worker in median ` +
            `${hubOfflineReload.medianMs} ms (max ${hubOfflineReload.maxMs} ms)`,
        );
      }
    } finally {
      await browser.close();
    }
    if (registration) {
      const chunks = dashboardChunks(registration);
      log(
        `  route code split: ${chunks.length ? `no (${chunks.join(', ')})` : 'yes'} ` +
          `— dashboard chunks loaded for ${PUBLIC_ROUTE}: ${chunks.length}`,
      );
    }

    heading(`2. Lighthouse ${LIGHTHOUSE_RUNS}× per route (mobile, simulated throttling)`);
    log(
      "  CPU slowdown calibrated before each run to Lighthouse's benchmarkIndex sampled in its " +
        "Chromium (Lighthouse's default is 4×)",
    );
    lighthouseRegistration = await section('lighthouse registration', errors, () =>
      runLighthouse(server.url, PUBLIC_ROUTE, LIGHTHOUSE_RUNS, undefined, log),
    );
    lighthouseDashboard = await section('lighthouse dashboard', errors, () =>
      runLighthouse(
        server.url,
        SIGNED_IN_ROUTE,
        LIGHTHOUSE_RUNS,
        () => fetchDemoTokens(server.url),
        log,
      ),
    );
    lighthouseHub = await section('lighthouse hub', errors, () =>
      runLighthouse(server.url, HUB_ROUTE, LIGHTHOUSE_RUNS, () => fetchDemoTokens(server.url), log),
    );

    heading(
      `3. API load (autocannon: ${LOAD.connections} connections, ${LOAD.rounds} alternating rounds ` +
        `of ${LOAD.durationSeconds} s after a ${LOAD.warmupSeconds} s warm-up)`,
    );
    api = await section('api load', errors, () => measureApiLoad(server.url, log));
    log('Scaling out: one process on Postgres, three behind nginx (issue 31)');
    scaling = await section('api scaling', errors, () => measureApiScaling(log));

    heading('4. Local-first drafts and the outbox');
    const draftBrowser = await chromium.launch({
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    });
    try {
      draftLatency = await section('draft latency', errors, () =>
        measureDraftLatency(draftBrowser, server.url),
      );
    } finally {
      await draftBrowser.close();
    }
    if (draftLatency) {
      const { keystrokeToCommit: k, writeOnly: w } = draftLatency;
      log(
        `  ${draftLatency.keystrokes} keystrokes into ${FORMATION_ROUTE}: keystroke → committed ` +
          `median ${k.medianMs.toFixed(1)} ms, p99 ${k.p99Ms.toFixed(1)} ms, max ${k.maxMs.toFixed(1)} ms; ` +
          `transaction alone median ${w.medianMs.toFixed(1)} ms, p99 ${w.p99Ms.toFixed(1)} ms`,
      );
    }
    keywordSearch = await section('keyword search', errors, async () => measureKeywordSearch());
    if (keywordSearch) {
      const { perKeystroke: k } = keywordSearch;
      log(
        `  industry keyword search, ${keywordSearch.keystrokes} keystrokes on ${keywordSearch.keywords} ` +
          `keywords (Node, this process): median ${k.medianMs.toFixed(2)} ms, p99 ${k.p99Ms.toFixed(2)} ms, ` +
          `max ${k.maxMs.toFixed(2)} ms; the list indexed once in ${keywordSearch.indexMs.toFixed(0)} ms`,
      );
    }
    hubSearch = await section('hub search', errors, async () => measureHubSearch());
    if (hubSearch) {
      const { perKeystroke: k } = hubSearch;
      log(
        `  Business Hub search, ${hubSearch.keystrokes} keystrokes over ${hubSearch.items} items ` +
          `(index ${kb(hubSearch.indexBytes)} raw, loaded in ${hubSearch.loadMs.toFixed(0)} ms; Node): ` +
          `median ${k.medianMs.toFixed(2)} ms, p99 ${k.p99Ms.toFixed(2)} ms, max ${k.maxMs.toFixed(2)} ms`,
      );
    }
    outboxDrain = await section('outbox drain', errors, () => measureOutboxDrain(log));
    checkoutRoundTrip = await section('checkout round trip', errors, () =>
      measureCheckoutRoundTrip(),
    );
  } finally {
    await server.stop();
  }
  heading(`5. Background jobs (${JOBS} scheduled one by one) and the server's start`);
  jobLatency = await measureJobs(errors);
  serverStart = await section('server start', errors, () => measureServerStart());
  if (serverStart) {
    log(
      `  server start to ${'/config.json'} answering 200 (${serverStart.node}): ` +
        `${(serverStart.ms / 1000).toFixed(2)} s on a fresh DATA_DIR, ` +
        `${(serverStart.restartMs / 1000).toFixed(2)} s started again on it`,
    );
  }
  heading('6. The host (after the app stopped)');
  hostEnd = await section('host at end', errors, measureHostSpeed);
  if (hostEnd) log(`  ${describeHost(hostEnd)}`);

  const registrationChunks = registration ? dashboardChunks(registration) : null;
  const figures = buildFigures({
    host: { start: hostStart, end: hostEnd },
    registration,
    dashboard,
    lighthouseRegistration,
    lighthouseDashboard,
    api,
    scaling,
    formation,
    ein,
    licence,
    draftLatency,
    keywordSearch,
    outboxDrain,
    checkoutRoundTrip,
    offlineReload,
    hub,
    lighthouseHub,
    hubSearch,
    hubOfflineReload,
  });
  const loadTrouble = api
    ? (['reads', 'saves'] as const).filter((key) => api![key].non2xx || api![key].errors)
    : [];
  if (loadTrouble.length) {
    log(
      `  WARNING: non-2xx/errors during load — ` +
        loadTrouble.map((key) => `${key} ${api![key].non2xx}/${api![key].errors}`).join(', '),
    );
  }

  const summary = budgetSummary(figures);
  writeResults(RESULTS_PATH, {
    generatedAt: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    environment: {
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? null,
      chromium: lighthouseRegistration?.browser ?? lighthouseDashboard?.browser ?? null,
      lighthouse: lighthouseRegistration?.lighthouseVersion ?? null,
      commit: gitCommit(),
      host: { start: hostStart, end: hostEnd },
    },
    method: {
      host:
        "Measured before the app starts and after it stops: Lighthouse's benchmarkIndex " +
        "(Lighthouse's own page function in a blank page of this Chromium, median of 3) and " +
        `a Node figure (${NODE_WORKLOAD}). Read every other figure beside them.`,
      initialAssets:
        'Fresh Playwright context, service worker blocked; every script/stylesheet response until ' +
        'the h1 is visible and then no request has been in flight for 1 s. gzip = decoded body gzipped with ' +
        'zlib level 9. /dashboard is signed in with password-grant tokens written to localStorage ' +
        'by an init script.',
      lighthouse:
        `Lighthouse default config (mobile, simulated throttling), performance only, ` +
        `${LIGHTHOUSE_RUNS} runs per route each in a freshly launched Chromium, median per figure. ` +
        "CPU slowdown calibrated before each run to Lighthouse's benchmarkIndex (median of 3 " +
        "samples in that run's Chromium) as Lighthouse's docs/throttling.md describes (its CPU " +
        'throttling calculator: 150 → 1×, 800 → 2×, 1300 → 3×, +1× per 233 above), so every ' +
        "host emulates the same mobile device. A run whose own benchmarkIndex (Lighthouse's, as " +
        "the run starts) calls for a multiplier outside the calibration's range is run again, " +
        "at most twice (the host's speed changed between the readings), and flagged if kept. " +
        '/dashboard: tokens written to localStorage on the origin first, disableStorageReset.',
      api:
        `autocannon, ${LOAD.connections} connections, pipelining ${LOAD.pipelining}, ` +
        `${LOAD.rounds} rounds of ${LOAD.durationSeconds} s per target, alternating, after a ` +
        `${LOAD.warmupSeconds} s warm-up each; each figure is its median round. Charter's API ` +
        `(the app on PGlite in files, ${OWNERS} owners signed in with the password grant) runs ` +
        'in a child process, autocannon in the bench process. ' +
        'Reads: GET /api/v1/individual/{id} and /api/v1/services/status/{id} in turn, owner after ' +
        `owner, bearer token. Saves: POST ${SAVE_PATH} with the answers, the owner and the ` +
        'version it saved last (none conflicts) and an Idempotency-Key of its own (none replays); ' +
        'a connection takes an owner with no save in flight. Latency percentiles have ' +
        "autocannon's 1 ms resolution. Each throughput is also divided by the host's Node " +
        'workload runs/s (a 1 s round before each round of load, median): per Node workload ' +
        'run. The ETag check ' +
        "asks the bench's server for openapi.json.",
      scaling:
        'The same reads and saves (autocannon in the bench process, the same rounds) against ' +
        '`npm start` processes on a new Postgres database (TEST_DATABASE_URL, or skipped) with ' +
        'Redis for the rate limits: one process loaded directly with ' +
        `${LOAD.connections} connections, then three behind nginx (deploy/nginx's proxying) ` +
        `with ${LOAD.connections * 3}; twice as many owners as connections, signed in through ` +
        'the password grant. Lost saves: owners whose last acknowledged version the server no ' +
        'longer holds (nor a newer one). Cores: CPU time from /proc over the measured rounds, ' +
        'per part (the Charter processes, every postgres process, nginx, the bench process), ' +
        'divided by the wall time: on a machine of two cores they share, this is what limits ' +
        'the ratio.',
      draftLatency:
        'Chromium (headless, software rendering), demo owner on /formation/page1: 10 warm-up ' +
        'keystrokes, then 200 typed into Business city 60 ms apart. The app records ' +
        'performance.measure from its change handler to the draft transaction complete ' +
        '(keystroke → committed, which waits behind the keystroke frame) and from the ' +
        "transaction's start to its completion (transaction alone).",
      keywordSearch:
        'The industry keyword search (src/domain/business-license/keyword-search.ts) in the bench ' +
        'process on the full list the server builds: 13 phrases owners type, each a letter at a ' +
        'time, every keystroke searching the whole text so far; 10 rounds after a warm-up round. ' +
        'Node, not a throttled phone: the browser figure comes with the industry step.',
      hubSearch:
        'The Business Hub search (src/features/hub/api/hub-search.ts, MiniSearch) in the bench ' +
        'process over every article, guide and template in the repo, on the index the content ' +
        'service serialises at load, loaded as the browser loads it: 12 phrases owners look for, ' +
        'each a letter at a time, every keystroke searching the whole text so far; 10 rounds ' +
        'after a warm-up round. Node, not a throttled phone.',
      hubOfflineReload:
        'Chromium, demo owner: /business-hub opened online (service worker installed, its calls ' +
        'kept), then the network cut and the page reloaded 5×; from the reload to the latest 4 ' +
        'articles and 4 guides on screen.',
      outboxDrain:
        '500 formation page saves (125 owners × page1-4, nothing coalesces) queued in the outbox ' +
        '(Dexie over fake-indexeddb in Node) and drained in order against the real API in this ' +
        'process (PGlite, real HTTP, bearer tokens from the password grant); compared with the ' +
        'same 500 POSTs sent sequentially by plain fetch on other fresh owners after a warm-up.',
      checkoutRoundTrip:
        `${PURCHASES} purchases, each by a new owner (STARTER in Texas, 4242 test card), in this ` +
        'process (PGlite, real HTTP) after 3 warm-up purchases: card token at the payment ' +
        'sandbox, the saved payment method, POST /api/v1/checkout, then the receipts list asked ' +
        'every 25 ms until it holds the invoice.',
      jobLatency:
        `A working JobEngine (pg-boss, NOTIFY on, 15 s polling) in this process on a fresh ` +
        `database (PGlite in memory; Postgres from TEST_DATABASE_URL or this machine's, a schema ` +
        `of its own): ${JOBS} jobs scheduled one by one, each waited for; from schedule() ` +
        'resolving to its handler starting.',
      serverStart:
        'server/index.ts spawned as npm start runs it (tsx, built app, fresh DATA_DIR: PGlite ' +
        'created, migrated and seeded) until GET /config.json answers 200, asked every 20 ms; ' +
        'then stopped (SIGTERM) and started again on the same DATA_DIR (restartMs).',
    },
    budgets: {
      registrationInitialJsGzipBytes: BUDGETS.registrationInitialJsGzipBytes,
      formationInitialJsGzipBytes: BUDGETS.formationInitialJsGzipBytes,
      einInitialJsGzipBytes: BUDGETS.einInitialJsGzipBytes,
      licenceInitialJsGzipBytes: BUDGETS.licenceInitialJsGzipBytes,
      dashboardInitialJsGzipBytes: BUDGETS.dashboardInitialJsGzipBytes,
      lighthousePerformanceMin: BUDGETS.lighthousePerformanceMin,
      lighthouseLcpMaxMs: BUDGETS.lighthouseLcpMaxMs,
      lighthouseClsMax: BUDGETS.lighthouseClsMax,
      apiReadsPerNodeRunMin: BUDGETS.apiReadsPerNodeRunMin,
      apiSavesPerNodeRunMin: BUDGETS.apiSavesPerNodeRunMin,
      draftCommitMedianMaxMs: BUDGETS.draftCommitMedianMaxMs,
      draftCommitP99MaxMs: BUDGETS.draftCommitP99MaxMs,
      outboxDrainRatioMin: BUDGETS.outboxDrainRatioMin,
      keywordSearchP99MaxMs: BUDGETS.keywordSearchP99MaxMs,
      hubInitialJsGzipBytes: BUDGETS.hubInitialJsGzipBytes,
      hubSearchP99MaxMs: BUDGETS.hubSearchP99MaxMs,
      hubOfflineReloadMaxMs: BUDGETS.hubOfflineReloadMaxMs,
      etag304: true,
      routeCodeSplit: true,
    },
    figures: figures.map(({ id, label, value, display, budget }) => ({
      id,
      label,
      value,
      display,
      budget: budget?.text ?? null,
      ok: budget ? budget.ok : null,
    })),
    summary,
    initialAssets: {
      [PUBLIC_ROUTE]: registration,
      [SIGNED_IN_ROUTE]: dashboard,
      [FORMATION_ROUTE]: formation,
      [EIN_ROUTE]: ein,
      [LICENCE_ROUTE]: licence,
      [HUB_ROUTE]: hub,
      routeCodeSplit: registrationChunks
        ? { ok: registrationChunks.length === 0, dashboardChunksOnPublicRoute: registrationChunks }
        : null,
    },
    lighthouse: {
      [PUBLIC_ROUTE]: lighthouseRegistration,
      [SIGNED_IN_ROUTE]: lighthouseDashboard,
      [HUB_ROUTE]: lighthouseHub,
    },
    api,
    scaling,
    draftLatency,
    keywordSearch,
    hubSearch,
    hubOfflineReload,
    outboxDrain,
    checkoutRoundTrip,
    jobLatency,
    serverStart,
    errors,
  });

  heading('Summary');
  for (const speed of [hostStart, hostEnd])
    if (speed) log(`${describeHost(speed)} at ${speed.measuredAt}`);
  log(formatTable(figures));
  log('');
  log(
    summary.allOk
      ? `All ${summary.checked} budgets met.`
      : `BUDGETS FAILED: ${summary.failed.length} of ${summary.checked} — ${summary.failed.join(', ')}`,
  );
  if (Object.keys(errors).length) log(`Sections with errors: ${Object.keys(errors).join(', ')}`);
  log(`Results written to ${RESULTS_PATH}`);
}

main().catch((error: unknown) => {
  console.error('bench could not run:', error);
  process.exitCode = 1;
});
