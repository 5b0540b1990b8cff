import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { calibrationHeld, cpuSlowdownFor, type CpuSlowdown } from './cpu-slowdown';
import { launchDebugChromium } from './debug-chromium';
import { sampleBenchmarkIndex } from './host-speed';
import { writeTokens, type StoredTokens } from './sign-in-tokens';
import { median } from './stats';

export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Cumulative layout shift (unitless; the gate is 0.1). */
  cls: number;
  /** Text/label of the element Lighthouse took as the largest contentful paint. */
  lcpElement: string | null;
  finalUrl: string;
  warnings: string[];
  /** The CPU slowdown chosen for this run from the benchmarkIndex sampled just before it. */
  calibration: CpuSlowdown;
  /** The CPU slowdown Lighthouse simulated (its configSettings, so what it really used). */
  cpuSlowdownMultiplier: number;
  /** Lighthouse's own benchmarkIndex of this run, to set beside the calibration's. */
  benchmarkIndex: number;
  /**
   * Why this run started over: Lighthouse runtime errors (e.g. NO_NAVSTART), or a calibration
   * that did not hold (the host's speed changed between the two readings).
   */
  retriedAfter: string[];
  /** False when the calibration did not hold and the retries ran out: kept, but flagged. */
  calibrationHeld: boolean;
}

export interface LighthouseSummary {
  route: string;
  signedIn: boolean;
  runs: LighthouseRun[];
  /** Median of each figure over the runs, taken separately. */
  median: { performance: number; lcpMs: number; tbtMs: number; fcpMs: number; cls: number };
  browser: string;
  lighthouseVersion: string;
}

/** Runs that fail inside Lighthouse (runtimeError) are started over at most this often. */
const MAX_RETRIES = 2;
/** Runs whose calibration did not hold (calibrationHeld) are started over at most this often. */
const MAX_RECALIBRATIONS = 2;

/**
 * The LCP element's label from the 'lcp-breakdown-insight' audit details (Lighthouse 13 dropped
 * 'largest-contentful-paint-element' for it): a list whose node item is the element.
 */
function lcpElementLabel(details: unknown): string | null {
  type ListItem = { type?: string; nodeLabel?: string; selector?: string };
  const items = (details as { items?: ListItem[] } | undefined)?.items;
  const node = items?.find((item) => item.type === 'node');
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? '?'})` : null;
}

/** Runs `use` on the default context of the Chromium listening on `port`, then lets go of it. */
async function overCdp<T>(port: number, use: (context: BrowserContext) => Promise<T>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context over CDP');
    return await use(context);
  } finally {
    await browser.close();
  }
}

/** Opens a non-app page on the origin (no service worker there) and stores the tokens. */
async function seedTokens(context: BrowserContext, baseUrl: string, tokens: StoredTokens) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate(writeTokens, tokens);
  await page.close();
}

/**
 * The CPU slowdown for the next run, calibrated to the host as it is now (a shared machine's
 * speed changes from minute to minute): Lighthouse's benchmarkIndex sampled in the run's own
 * Chromium, turned into a multiplier as Lighthouse's throttling guide says (cpu-slowdown.ts).
 */
async function calibrate(context: BrowserContext): Promise<CpuSlowdown> {
  return cpuSlowdownFor(median(await sampleBenchmarkIndex(context)));
}

/**
 * Runs Lighthouse (default config: mobile form factor, simulated throttling, performance
 * category only; only the CPU slowdown is set, calibrated before each run) `count` times
 * against `route`, each in a freshly launched Chromium. With `getTokens` the page is signed
 * in: tokens go into localStorage first and Lighthouse is told not to reset storage.
 */
export async function runLighthouse(
  baseUrl: string,
  route: string,
  count: number,
  getTokens?: () => Promise<StoredTokens>,
  log: (line: string) => void = () => {},
): Promise<LighthouseSummary> {
  const runs: LighthouseRun[] = [];
  let browserVersion = 'unknown';
  let lighthouseVersion = 'unknown';
  for (let index = 0; index < count; index += 1) {
    const retriedAfter: string[] = [];
    // Counted apart: a run that needed a recalibration may still fail inside Lighthouse.
    let runtimeErrors = 0;
    let recalibrations = 0;
    for (;;) {
      const chrome = await launchDebugChromium();
      try {
        browserVersion = chrome.version;
        const tokens = getTokens && (await getTokens());
        const calibration = await overCdp(chrome.port, async (context) => {
          if (tokens) await seedTokens(context, baseUrl, tokens);
          return calibrate(context);
        });
        const result = await lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          hostname: '127.0.0.1',
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: Boolean(getTokens),
          // Merged into the default throttling: the network and the method stay Lighthouse's.
          throttling: { cpuSlowdownMultiplier: calibration.multiplier },
        });
        if (!result) throw new Error('Lighthouse returned no result');
        const { lhr } = result;
        if (lhr.runtimeError) {
          // Seen now and then with this Chromium (NO_NAVSTART in the trace): run again.
          const error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
          log(`  lighthouse ${route} run ${index + 1}/${count}: ${error}`);
          retriedAfter.push(error);
          runtimeErrors += 1;
          if (runtimeErrors > MAX_RETRIES) throw new Error(`Lighthouse: ${error}`);
          continue;
        }
        lighthouseVersion = lhr.lighthouseVersion;
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== route) {
          throw new Error(`Lighthouse measured ${finalPath}, not ${route} (sign-in lost?)`);
        }
        const held = calibrationHeld(calibration, lhr.environment.benchmarkIndex);
        if (!held && recalibrations < MAX_RECALIBRATIONS) {
          recalibrations += 1;
          const reason =
            `calibration not held: ${calibration.multiplier}× for benchmarkIndex ` +
            `${calibration.benchmarkIndex}, then ${Math.round(lhr.environment.benchmarkIndex)} ` +
            `as the run started`;
          log(`  lighthouse ${route} run ${index + 1}/${count}: ${reason}; run again`);
          retriedAfter.push(reason);
          continue;
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const score = lhr.categories.performance?.score;
        const run: LighthouseRun = {
          performance: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          tbtMs: Math.round(numeric('total-blocking-time')),
          fcpMs: Math.round(numeric('first-contentful-paint')),
          cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
          lcpElement: lcpElementLabel(lhr.audits['lcp-breakdown-insight']?.details),
          finalUrl: lhr.finalDisplayedUrl,
          warnings: lhr.runWarnings.map(String),
          calibration,
          cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          retriedAfter,
          calibrationHeld: held,
        };
        runs.push(run);
        log(
          `  lighthouse ${route} run ${index + 1}/${count}: perf ${run.performance}, ` +
            `LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, FCP ${run.fcpMs} ms, CLS ${run.cls} ` +
            `(CPU slowdown ${run.cpuSlowdownMultiplier}× for benchmarkIndex ` +
            `${calibration.benchmarkIndex}; Lighthouse's own ${Math.round(run.benchmarkIndex)}` +
            `${calibration.hostTooSlow ? '; HOST SLOWER THAN THE EMULATED DEVICE' : ''}` +
            `${held ? '' : '; CALIBRATION NOT HELD, retries used up'}) ` +
            `— LCP element: ${run.lcpElement}`,
        );
        break;
      } finally {
        await chrome.close();
      }
    }
  }
  return {
    route,
    signedIn: Boolean(getTokens),
    runs,
    median: {
      performance: median(runs.map((run) => run.performance)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      fcpMs: median(runs.map((run) => run.fcpMs)),
      cls: median(runs.map((run) => run.cls)),
    },
    browser: browserVersion,
    lighthouseVersion,
  };
}
