import { HUB_READ } from './hub-reads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSignedInIndividualId } from '../../../api/session';
import { retryUnlessRefused } from '../../../api/retry-policy';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import {
  hubFileListAnswer,
  type HubFileList,
  type HubFileListQuery,
} from '../../../domain/contracts/hub-files';
import { HUB_FILES_PATH, hubFilesPath } from '../../../domain/hub/content-reads';
import { readAtBoot } from '../../../boot/early-answer';

/** GET /v1/templates/templates: a page of guides or templates (spec §7). */
export async function getHubFiles(
  query: HubFileListQuery,
  signal?: AbortSignal,
): Promise<HubFileList> {
  const path = hubFilesPath(query);
  // The hub's first lists were usually asked by the early script already (src/boot).
  const answer = await readAtBoot({ service: 'content', path }, signal);
  checkAnswer(hubFileListAnswer, answer, `GET ${HUB_FILES_PATH}`);
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
