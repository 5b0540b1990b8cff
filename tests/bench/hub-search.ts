import MiniSearch from 'minisearch';
import { HUB_SEARCH_INDEX_OPTIONS, type HubSearchDocument } from '../../src/domain/hub/hub-search';
import { searchHub } from '../../src/features/hub/api/hub-search';
import { repoHubSources } from '../../server/products/business-hub/content-service/hub-source-items';
import { serialisedSearchIndex } from '../../server/products/business-hub/content-service/load-hub-content';
import { summarizeLatency, type LatencySummary } from './stats';

/** What owners look for in the hub, each typed a letter at a time. */
const TYPED = [
  'bank account',
  'sales tax',
  'hire employee',
  'good standing',
  'invoice',
  'contractor agreement',
  'operating agreement',
  'nda',
  'estimated taxes',
  'pay myself',
  'scam letter',
  's corporation',
];
/** Rounds measured, after one round of warm-up. */
const ROUNDS = 10;

export interface HubSearchResultFigures {
  items: number;
  /** The serialised index as the content service answers it. */
  indexBytes: number;
  /** The browser's load of the serialised index, once per visit. */
  loadMs: number;
  keystrokes: number;
  /** One keystroke: the search of the whole hub for the text typed so far (budget 20 ms). */
  perKeystroke: LatencySummary;
}

/**
 * The hub's search (issue 28) over every article, guide and template in the repo, as the
 * browser runs it: the index the content service serialises at load, loaded once, then each
 * keystroke searches the whole text typed so far.
 */
export function measureHubSearch(): HubSearchResultFigures {
  const items = repoHubSources().items();
  const documents: HubSearchDocument[] = items.map((item, index) => ({
    id: index + 1,
    kind: item.kind,
    slug: item.slug,
    name: item.name,
    description: item.description,
    category_id: null,
    category_name: item.category,
    tags: item.tags.join(' '),
    text: item.searchText,
    publish_date: item.publishDate,
  }));
  const serialised = serialisedSearchIndex(documents);
  const loadStart = performance.now();
  const index = MiniSearch.loadJSON<HubSearchDocument>(serialised, HUB_SEARCH_INDEX_OPTIONS);
  const loadMs = performance.now() - loadStart;
  const durations: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const text of TYPED) {
      for (let length = 1; length <= text.length; length++) {
        const start = performance.now();
        searchHub(index, text.slice(0, length));
        if (round > 0) durations.push(performance.now() - start);
      }
    }
  }
  return {
    items: items.length,
    indexBytes: Buffer.byteLength(serialised),
    loadMs,
    keystrokes: durations.length,
    perKeystroke: summarizeLatency(durations),
  };
}
