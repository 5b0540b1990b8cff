import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSignedInIndividualId } from '../../../api/session';
import type { HubFileList } from '../../../domain/contracts/hub-files';
import { HUB_PAGE_SIZE, type HubFileKind } from '../../../domain/hub/hub-content';
import type { HubSearchResult } from '../../../domain/hub/hub-search';
import { useOnlineStatus } from '../../../ui/use-online-status';
import { hubFilesKey, useHubFiles } from '../api/hub-file-list';
import { useHubSearch } from '../api/hub-search';

/** One guide or template as the listing shows it. */
export interface HubFileRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  category_name: string;
  is_favorite: boolean;
}

/** What the owner asked the list for. */
export interface HubFileView {
  kind: HubFileKind;
  categoryId: number | null;
  /** Words to search for, trimmed; '' for none. */
  search: string;
  page: number;
}

/** A query that failed, as LoadError reads it. */
interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export type HubFileRows =
  | { status: 'loading' }
  /** Offline, and this device keeps no copy of what was asked. */
  | { status: 'not-on-device' }
  | { status: 'failed'; query: FailedQuery }
  | {
      status: 'ready';
      rows: HubFileRow[];
      total: number;
      /** Searched on this device, the content service being out of reach. */
      fromDevice: boolean;
      /** The rows shown are the last answer's while the next one loads. */
      isUpdating: boolean;
    };

/**
 * The favourites the lists kept on this device say, by item: the search index knows no owner's
 * favourites, so an item found offline shows what its list last said (not a favourite when no
 * list held it).
 */
function cachedFavorites(queryClient: QueryClient, individualId: number): Map<number, boolean> {
  const known = new Map<number, boolean>();
  const lists = queryClient.getQueriesData<HubFileList>({
    queryKey: [...hubFilesKey, individualId],
  });
  for (const [, list] of lists) {
    for (const item of list?.items ?? []) known.set(item.id, item.is_favorite);
  }
  return known;
}

/** The search's matches in the chosen category, one page of them. */
function deviceRows(
  results: readonly HubSearchResult[],
  view: HubFileView,
  favorites: ReadonlyMap<number, boolean>,
): HubFileRows {
  const matches = results.filter(
    (result) => view.categoryId === null || result.category_id === view.categoryId,
  );
  const start = (view.page - 1) * HUB_PAGE_SIZE;
  return {
    status: 'ready',
    rows: matches.slice(start, start + HUB_PAGE_SIZE).map((result) => ({
      id: result.id,
      slug: result.slug,
      name: result.name,
      description: result.description,
      category_name: result.category_name ?? '',
      is_favorite: favorites.get(result.id) ?? false,
    })),
    total: matches.length,
    fromDevice: true,
    isUpdating: false,
  };
}

/**
 * A page of guides or templates (spec §2 "Guides listing page"): the content service's, which
 * searches by its `search` parameter; offline, a search runs on the hub's index kept on this
 * device (issue 28), which carries each item's name, description and category.
 */
export function useHubFileRows(view: HubFileView): HubFileRows {
  const online = useOnlineStatus();
  const individualId = useSignedInIndividualId();
  const queryClient = useQueryClient();
  const searchOnDevice = !online && view.search !== '';
  const list = useHubFiles({
    kind: view.kind,
    category: view.categoryId ?? undefined,
    page: view.page,
    limit: HUB_PAGE_SIZE,
    search: view.search || undefined,
  });
  // Idle unless it has words to search for.
  const found = useHubSearch(searchOnDevice ? view.search : '', view.kind);

  if (searchOnDevice) {
    if (found.isError) return { status: 'failed', query: found };
    if (found.data === undefined) {
      return found.fetchStatus === 'paused' ? { status: 'not-on-device' } : { status: 'loading' };
    }
    return deviceRows(found.data, view, cachedFavorites(queryClient, individualId));
  }
  if (list.isError && list.data === undefined) return { status: 'failed', query: list };
  // Offline, a list not kept here waits for the network: with the last answer standing in for
  // it, that answer (another category's, another page's) would pass for this one.
  if (list.fetchStatus === 'paused' && (list.data === undefined || list.isPlaceholderData)) {
    return { status: 'not-on-device' };
  }
  if (list.data === undefined) return { status: 'loading' };
  return {
    status: 'ready',
    rows: list.data.items.map((item) => ({
      id: item.id,
      slug: item.slug,
      name: item.name,
      description: item.template_description,
      category_name: item.category_name,
      is_favorite: item.is_favorite,
    })),
    total: list.data.total,
    fromDevice: false,
    isUpdating: list.isPlaceholderData,
  };
}
