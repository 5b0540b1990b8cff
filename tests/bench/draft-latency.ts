import type { Browser } from 'playwright-core';
import { DRAFT_COMMIT_MEASURE, DRAFT_WRITE_MEASURE } from '../../src/questionnaire/draft-measures';
import { fetchDemoTokens, writeTokens } from './sign-in-tokens';
import { summarizeLatency, type LatencySummary } from './stats';

/** Keystrokes measured after a warm-up (opening the database, loading renderers). */
export const KEYSTROKES = 200;
const WARMUP_KEYSTROKES = 10;
/** A brisk typist: about 60 ms between keys. */
const KEY_DELAY_MS = 60;

export interface DraftLatencyResult {
  keystrokes: number;
  /** Change handler → draft committed (the figure the budget is about). */
  keystrokeToCommit: LatencySummary;
  /** The IndexedDB transaction alone, from its start to its commit. */
  writeOnly: LatencySummary;
}

/**
 * Keystroke → draft committed in IndexedDB, in Chromium on formation page1: the app marks each
 * edit from its change handler to the end of its IndexedDB transaction (performance.measure
 * DRAFT_COMMIT_MEASURE); the bench types into the business name and reads the marks.
 */
export async function measureDraftLatency(
  browser: Browser,
  baseUrl: string,
): Promise<DraftLatencyResult> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await context.addInitScript(writeTokens, await fetchDemoTokens(baseUrl));
    const page = await context.newPage();
    await page.goto('/formation/page1');
    const name = page.getByRole('textbox', { name: 'Business city', exact: true });
    await name.waitFor({ timeout: 30_000 });
    await name.pressSequentially('x'.repeat(WARMUP_KEYSTROKES), { delay: KEY_DELAY_MS });
    await page.evaluate(() => performance.clearMeasures());
    const text = 'Bluebonnet Bikes and Repair '.repeat(10).slice(0, KEYSTROKES);
    await name.pressSequentially(text, { delay: KEY_DELAY_MS });
    const measured = await page.waitForFunction(
      ({ commit, write, count }) => {
        const commits = performance.getEntriesByName(commit);
        const writes = performance.getEntriesByName(write);
        return commits.length >= count && writes.length >= count
          ? {
              commits: commits.map((entry) => entry.duration),
              writes: writes.map((entry) => entry.duration),
            }
          : null;
      },
      { commit: DRAFT_COMMIT_MEASURE, write: DRAFT_WRITE_MEASURE, count: KEYSTROKES },
      { timeout: 30_000 },
    );
    const { commits, writes } = (await measured.jsonValue()) as {
      commits: number[];
      writes: number[];
    };
    return {
      keystrokes: commits.length,
      keystrokeToCommit: summarizeLatency(commits),
      writeOnly: summarizeLatency(writes),
    };
  } finally {
    await context.close();
  }
}
