import type { Browser } from 'playwright-core';
import { writeTokens, type StoredTokens } from './sign-in-tokens';
import { median } from './stats';

export interface OfflineReloadResult {
  runs: number;
  /** From the reload's start to every awaited element painted, network off (ms). */
  medianMs: number;
  maxMs: number;
  /** How many of the awaited elements were on screen. */
  cards: number;
}

/** A screen reloaded offline: its path and what shows it is there (`count` of `selector`). */
export interface OfflineScreen {
  path: string;
  selector: string;
  count: number;
}

/** The dashboard's service cards (issue 5): the formation has its own above the other ten. */
export const DASHBOARD_SCREEN: OfflineScreen = {
  path: '/dashboard',
  selector: 'article.ch-service-card',
  count: 10,
};

/** The Business Hub's lists (issue 28): its latest 4 articles and 4 guides. */
export const HUB_SCREEN: OfflineScreen = {
  path: '/business-hub',
  selector: '.ch-hub-card--article, .ch-hub-file',
  count: 8,
};

/**
 * A returning owner with no network: the screen is opened once online (service worker
 * installed, what it reads kept by the session-storage copy or the worker), then the network is
 * cut and the page reloaded; timed from the reload to the awaited elements on screen.
 */
export async function measureOfflineReload(
  browser: Browser,
  baseUrl: string,
  tokens: StoredTokens,
  { path, selector, count }: OfflineScreen,
  runs = 5,
): Promise<OfflineReloadResult> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await context.addInitScript(writeTokens, tokens);
    const page = await context.newPage();
    await page.goto(path);
    // Installed on the first visit, in control of the page from the next load.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.waitForFunction(
      ([selector, count]) => document.querySelectorAll(selector).length >= count,
      [selector, count] as const,
      { timeout: 30_000 },
    );
    await context.setOffline(true);
    const times: number[] = [];
    let cards = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(
        ([selector, count]) => document.querySelectorAll(selector).length >= count,
        [selector, count] as const,
        { timeout: 30_000, polling: 'raf' },
      );
      times.push(performance.now() - started);
      cards = await page.locator(selector).count();
    }
    return {
      runs,
      medianMs: Math.round(median(times)),
      maxMs: Math.round(Math.max(...times)),
      cards,
    };
  } finally {
    await context.close();
  }
}
