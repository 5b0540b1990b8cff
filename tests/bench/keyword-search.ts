import { indexKeywords, searchKeywords } from '../../src/domain/business-license/keyword-search';
import { buildIndustryKeywords } from '../../server/products/business-licence/industry-keywords';
import { summarizeLatency, type LatencySummary } from './stats';

/** What owners type on the licence flow's industry step, each typed a letter at a time. */
const TYPED = [
  'food truck',
  'hair salons',
  'bookkeeping',
  'landscaping',
  'daycare',
  'vape shop',
  'coffee shop',
  'real estate agent',
  'dog grooming',
  'general contractor',
  'restaurant with bar',
  'online store',
  '722330',
];
/** Rounds measured, after one round of warm-up (the engine compiling the search). */
const ROUNDS = 10;

export interface KeywordSearchResult {
  keywords: number;
  /** Preparing the list for searching, done once when the list arrives. */
  indexMs: number;
  keystrokes: number;
  /** One keystroke: the search for the text typed so far (budget 50 ms, issue 27). */
  perKeystroke: LatencySummary;
}

/**
 * The industry keyword search (src/domain/business-license/keyword-search.ts) on the full
 * list, as the industry step runs it: each keystroke searches the whole text typed so far.
 */
export function measureKeywordSearch(): KeywordSearchResult {
  const keywords = buildIndustryKeywords();
  const indexStart = performance.now();
  const index = indexKeywords(keywords);
  const indexMs = performance.now() - indexStart;
  const durations: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const text of TYPED) {
      for (let length = 1; length <= text.length; length++) {
        const start = performance.now();
        searchKeywords(index, text.slice(0, length));
        if (round > 0) durations.push(performance.now() - start);
      }
    }
  }
  return {
    keywords: keywords.length,
    indexMs,
    keystrokes: durations.length,
    perKeystroke: summarizeLatency(durations),
  };
}
