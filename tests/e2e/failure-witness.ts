import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** The last events kept per page: enough to see what led to a failure, not a whole journey. */
const KEPT_EVENTS = 40;

/**
 * What a journey's pages showed and logged, told when a test fails: the page's address, its
 * heading and alerts, a screenshot, and its last console errors, uncaught errors, failed
 * requests and 4xx/5xx answers. A failure in CI is then read from its log, not guessed at (a
 * Continue that never navigated says nothing more on its own). Screenshots go to
 * E2E_FAILURES, or a folder under the system's temp directory.
 */
export class FailureWitness {
  private readonly events = new Map<Page, string[]>();

  /** Records the events of the context's pages, those open now and those opened later. */
  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.record(page);
    context.on('page', (page) => this.record(page));
  }

  /** Forgets what earlier tests' pages recorded. */
  reset(): void {
    for (const [page, lines] of this.events) {
      if (page.isClosed()) this.events.delete(page);
      else lines.length = 0;
    }
  }

  /** Prints what each open page shows and recorded, with a screenshot, for the failed test. */
  async report(testName: string): Promise<void> {
    const folder = process.env.E2E_FAILURES ?? join(tmpdir(), 'charter-e2e-failures');
    mkdirSync(folder, { recursive: true });
    let index = 0;
    for (const [page, lines] of this.events) {
      if (page.isClosed()) continue;
      index += 1;
      const shot = join(folder, `${testName.replace(/[^\w-]+/g, '_').slice(0, 80)}-${index}.png`);
      const seen = await page
        .evaluate(() => ({
          heading: document.querySelector('h1')?.textContent ?? null,
          alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')]
            .map((node) => node.textContent?.trim() ?? '')
            .filter(Boolean),
        }))
        .catch((error: unknown) => ({ unreadable: String(error) }));
      const saved = await page
        .screenshot({ path: shot, fullPage: true })
        .then(() => shot)
        .catch((error: unknown) => `no screenshot: ${String(error)}`);
      console.error(
        [
          `[e2e failure] ${testName}: page ${index} at ${page.url()}`,
          `  shows: ${JSON.stringify(seen)}`,
          `  screenshot: ${saved}`,
          ...lines.map((line) => `  ${line}`),
        ].join('\n'),
      );
    }
  }

  private record(page: Page): void {
    const lines: string[] = [];
    this.events.set(page, lines);
    const add = (line: string) => {
      lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (lines.length > KEPT_EVENTS) lines.shift();
    };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        add(`console ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => add(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) =>
      add(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) {
        add(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
      }
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) add(`navigated: ${frame.url()}`);
    });
  }
}
