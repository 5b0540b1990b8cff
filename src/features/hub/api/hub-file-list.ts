import { HUB_READ } from './hub-reads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { retryUnlessRefused } from '../../../api/retry-policy';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import {
  hubFileListAnswer,
  type HubFileList,
  type HubFileListQuery,
} from '../../../domain/contracts/hub-files';
import { FILES_DOCUMENT_TYPE } from '../../../domain/hub/hub-content';

const PATH = '/v1/templates/templates';

/** GET /v1/templates/templates: a page of guides or templates (spec §7). */
export async function getHubFiles(
  query: HubFileListQuery,
  signal?: AbortSignal,
): Promise<HubFileList> {
  const params = new URLSearchParams({ document_type: String(FILES_DOCUMENT_TYPE) });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const answer = await contentJson(`${PATH}?${params}`, { signal });
  checkAnswer(hubFileListAnswer, answer, `GET ${PATH}`);
  return answer as HubFileList;
}

export const hubFilesKey = ['hub', 'files'] as const;

/** Favourites are the owner's: the owner is part of the key. */
export function hubFilesQuery(individualId: number, query: HubFileListQuery) {
  return queryOptions({
    queryKey: [...hubFilesKey, individualId, query],
    queryFn: ({ signal }) => getHubFiles(query, signal),
    retry: retryUnlessRefused,
    ...HUB_READ,
    // The next page or search shows the last one until it arrives, not an empty table.
    placeholderData: keepPreviousData,
  });
}

/** A page of a list, while `enabled` (idle until then, as while signed out). */
export function useHubFiles(query: HubFileListQuery, { enabled = true } = {}) {
  const individualId = useSignedInIndividualId();
  return useQuery({ ...hubFilesQuery(individualId, query), enabled: enabled && individualId > 0 });
}
