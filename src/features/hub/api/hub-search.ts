import { HUB_READ } from './hub-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type MiniSearch from 'minisearch';
import { contentJson } from '../../../api/http';
import { retryUnlessRefused } from '../../../api/retry-policy';
import { useSignedInIndividualId } from '../../../api/session';
import {
  HUB_SEARCH_INDEX_OPTIONS,
  HUB_SEARCH_OPTIONS,
  type HubSearchDocument,
  type HubSearchResult,
} from '../../../domain/hub/hub-search';

const PATH = '/v1/search-index';

/**
 * The hub's search index (issue 28): built by the content service when it loads the hub, fetched
 * once (the service worker keeps it for offline use) and searched here as the owner types, so a
 * keystroke needs no network. MiniSearch loads only with the first search.
 */
async function getSearchIndex(signal?: AbortSignal): Promise<MiniSearch<HubSearchDocument>> {
  const [answer, { default: MiniSearchClass }] = await Promise.all([
    contentJson<{ index?: unknown }>(PATH, { signal }),
    import('minisearch'),
  ]);
  if (!answer || typeof answer.index !== 'object' || answer.index === null)
    throw new Error(`GET ${PATH} answered without an index`);
  return MiniSearchClass.loadJS(answer.index as never, HUB_SEARCH_INDEX_OPTIONS);
}

const ONE_HOUR_MS = 3_600_000;

export function hubSearchIndexQuery(individualId: number) {
  return queryOptions({
    queryKey: ['hub', 'search-index', individualId],
    queryFn: ({ signal }) => getSearchIndex(signal),
    staleTime: ONE_HOUR_MS,
    retry: retryUnlessRefused,
    ...HUB_READ,
  });
}

/**
 * Searches an index: the matches, best first, of the given kinds when there are some. Every
 * word must match, unless `anyWord` (a question's words, of which an item may hold some).
 */
export function searchHub(
  index: MiniSearch<HubSearchDocument>,
  text: string,
  kinds?: readonly HubSearchDocument['kind'][],
  anyWord = false,
): HubSearchResult[] {
  if (!text.trim()) return [];
  return index
    .search(text, {
      ...HUB_SEARCH_OPTIONS,
      ...(anyWord ? { combineWith: 'OR' } : {}),
      filter: kinds ? (hit) => kinds.includes(hit.kind as HubSearchDocument['kind']) : undefined,
    })
    .map(
      ({
        id,
        kind: hitKind,
        slug,
        name,
        description,
        category_id,
        category_name,
        publish_date,
      }) => ({
        id: id as number,
        kind: hitKind as HubSearchResult['kind'],
        slug: slug as string,
        name: name as string,
        description: description as string,
        category_id: category_id as number | null,
        category_name: category_name as string | null,
        publish_date: publish_date as string,
      }),
    );
}

/**
 * The matches of `text` in the hub (of one kind when given): idle until there is text; while the
 * index loads, `isLoading`.
 */
export function useHubSearch(text: string, kind?: HubSearchDocument['kind']) {
  const individualId = useSignedInIndividualId();
  const searching = text.trim() !== '';
  return useQuery({
    ...hubSearchIndexQuery(individualId),
    enabled: searching && individualId > 0,
    select: (index) => searchHub(index, text, kind && [kind]),
  });
}
