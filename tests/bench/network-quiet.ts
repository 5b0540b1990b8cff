import type { Page } from 'playwright-core';

/**
 * Tracks a page's requests so a caller can wait for the network to be idle: nothing in flight
 * and nothing started or finished for `quietMs`. Stricter than Playwright's one-shot
 * 'networkidle' event, which may fire before work scheduled in idle callbacks starts.
 */
export function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  return {
    async waitForQuiet(quietMs = 1_000, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(`network not idle after ${timeoutMs} ms (${inFlight} in flight)`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
