import type { Browser } from 'playwright-core';
import { writeTokens, type StoredTokens } from './sign-in-tokens';
import { median } from './stats';

export interface DashboardOfflineReloadResult {
  runs: number;
  /** From the reload's start to every service card painted, network off (ms). */
  medianMs: number;
  maxMs: number;
  cards: number;
}

const CARDS = 'article.ch-service-card';
const ALL_SERVICES = 10; // the formation has its own card above the other ten

/**
 * A returning owner with no network (issue 5's budget): the dashboard is opened once online
 * (service worker installed, statuses and products in the session-storage copy), then the
 * network is cut and the page reloaded; timed from the reload to the cards on screen.
 */
export async function measureDashboardOfflineReload(
  browser: Browser,
  baseUrl: string,
  tokens: StoredTokens,
  runs = 5,
): Promise<DashboardOfflineReloadResult> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await context.addInitScript(writeTokens, tokens);
    const page = await context.newPage();
    await page.goto('/dashboard');
    // Installed on the first visit, in control of the page from the next load.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.waitForFunction(
      ([selector, count]) => document.querySelectorAll(selector).length >= count,
      [CARDS, ALL_SERVICES] as const,
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
        [CARDS, ALL_SERVICES] as const,
        { timeout: 30_000, polling: 'raf' },
      );
      times.push(performance.now() - started);
      cards = await page.locator(CARDS).count();
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
