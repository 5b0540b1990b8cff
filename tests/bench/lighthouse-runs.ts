import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { launchDebugChromium } from './debug-chromium';
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
  /** Lighthouse's CPU benchmark for this machine (simulated throttling scales by it). */
  benchmarkIndex: number;
  /** Lighthouse runtime errors (e.g. NO_NAVSTART) that made this run start over. */
  retriedAfter: string[];
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

/** The LCP element's label from the 'largest-contentful-paint-element' audit details. */
function lcpElementLabel(details: unknown): string | null {
  type NodeTable = { items?: Array<{ node?: { nodeLabel?: string; selector?: string } }> };
  const tables = (details as { items?: NodeTable[] } | undefined)?.items;
  const node = tables?.[0]?.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? '?'})` : null;
}

/** Opens a non-app page on the origin (no service worker there) and stores the tokens. */
async function seedTokens(port: number, baseUrl: string, tokens: StoredTokens): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context over CDP');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(writeTokens, tokens);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Runs Lighthouse (default config: mobile form factor, simulated throttling, performance
 * category only) `count` times against `route`, each in a freshly launched Chromium. With
 * `getTokens` the page is signed in: tokens go into localStorage first and Lighthouse is told
 * not to reset storage.
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
    for (;;) {
      const chrome = await launchDebugChromium();
      try {
        browserVersion = chrome.version;
        if (getTokens) await seedTokens(chrome.port, baseUrl, await getTokens());
        const result = await lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          hostname: '127.0.0.1',
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: Boolean(getTokens),
        });
        if (!result) throw new Error('Lighthouse returned no result');
        const { lhr } = result;
        if (lhr.runtimeError) {
          // Seen now and then with this Chromium (NO_NAVSTART in the trace): run again.
          const error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
          log(`  lighthouse ${route} run ${index + 1}/${count}: ${error}`);
          retriedAfter.push(error);
          if (retriedAfter.length > MAX_RETRIES) throw new Error(`Lighthouse: ${error}`);
          continue;
        }
        lighthouseVersion = lhr.lighthouseVersion;
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== route) {
          throw new Error(`Lighthouse measured ${finalPath}, not ${route} (sign-in lost?)`);
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const score = lhr.categories.performance?.score;
        const run: LighthouseRun = {
          performance: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          tbtMs: Math.round(numeric('total-blocking-time')),
          fcpMs: Math.round(numeric('first-contentful-paint')),
          cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
          lcpElement: lcpElementLabel(lhr.audits['largest-contentful-paint-element']?.details),
          finalUrl: lhr.finalDisplayedUrl,
          warnings: lhr.runWarnings.map(String),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          retriedAfter,
        };
        runs.push(run);
        log(
          `  lighthouse ${route} run ${index + 1}/${count}: perf ${run.performance}, ` +
            `LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, FCP ${run.fcpMs} ms, CLS ${run.cls} ` +
            `(benchmarkIndex ${Math.round(run.benchmarkIndex)}) — LCP element: ${run.lcpElement}`,
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
