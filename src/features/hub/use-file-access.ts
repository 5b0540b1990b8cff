import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { servicesStatusQuery } from '../../api/services-status';
import { useSignedInIndividualId } from '../../api/session';
import { subscribeTemporaryPurchases, temporaryPurchases } from '../../api/temporary-purchases';
import { TEMPLATE_EXAMPLES } from '../../domain/hub/content-reads';
import { hasTemplateLibrary, type HubFileKind } from '../../domain/hub/hub-content';
import { mergeServiceStatuses } from '../../domain/services/service-statuses';
import { hubFilesQuery } from './api/hub-file-list';

/**
 * What the owner may do with a list's files (spec §6): every guide is theirs; templates follow
 * the document library (DOC_LIBRARY). Without it the owner previews the examples only, the first
 * TEMPLATE_TEASER_SIZE templates, which the content service links for everyone.
 */
/** How far a query's first answer has got: what a reader needs to tell "on its way" apart. */
export type QueryProgress = Pick<UseQueryResult, 'isPending' | 'fetchStatus' | 'failureCount'>;

export type FileAccess =
  | { state: 'full' }
  | { state: 'examples'; exampleIds: ReadonlySet<number> }
  /** The owner's statuses are on their way (their query: retried, or paused offline). */
  | { state: 'checking'; query: QueryProgress }
  /** The statuses could not be had: nothing is offered until they can. */
  | { state: 'failed'; query: { error: unknown; isFetching: boolean; refetch: () => unknown } };

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * Whether the owner has the template library: the dashboard's statuses (the server's list and
 * this tab's purchases), undefined until they are known. Asked only where templates are listed
 * or filled.
 */
export function useTemplateLibrary(asked = true) {
  const individualId = useSignedInIndividualId();
  const status = useQuery({
    ...servicesStatusQuery(individualId),
    enabled: asked && individualId > 0,
  });
  const purchased = useSyncExternalStore(subscribeTemporaryPurchases, temporaryPurchases);
  const library = status.data
    ? hasTemplateLibrary(mergeServiceStatuses(status.data, purchased).DOC_LIBRARY)
    : undefined;
  return { library, status };
}

export function useFileAccess(kind: HubFileKind): FileAccess {
  const individualId = useSignedInIndividualId();
  const { library, status } = useTemplateLibrary(kind === 'templates');
  // The examples are the newest templates, as the service counts them (the list's first page).
  const examples = useQuery({
    ...hubFilesQuery(individualId, TEMPLATE_EXAMPLES),
    enabled: library === false && individualId > 0,
  });
  const exampleIds = useMemo(
    () => (examples.data ? new Set(examples.data.items.map((item) => item.id)) : NO_IDS),
    [examples.data],
  );
  if (kind === 'guides' || library === true) return { state: 'full' };
  if (library === false) return { state: 'examples', exampleIds };
  if (status.isError) return { state: 'failed', query: status };
  return { state: 'checking', query: status };
}
