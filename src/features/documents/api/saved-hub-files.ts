import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { contentJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import {
  savedHubFilesAnswer,
  type SavedHubFile,
  type SavedHubFiles,
} from '../../../domain/contracts/hub-files';
import { HUB_LINK_EXPIRES_IN, type HubFileKind } from '../../../domain/hub/hub-content';
import { openDownload } from '../../../ui/open-download';

const PATH = '/v1/documents/saved';

/** What the owner narrowed the saved list to: a kind, or both, and words ('' for none). */
export interface SavedFilesView {
  kind: HubFileKind | null;
  search: string;
}

/** A saved file the owner may not download (a template without Business Templates). */
export const SAVED_FILE_LOCKED = 'Downloading this template needs Business Templates.';

/**
 * GET /v1/documents/saved on the content service (spec §7 "Guides/templates list in the
 * documents area": individual_id, search_term, service_name, and document_ids with
 * expires_in 120 for the download links).
 */
async function getSavedHubFiles(
  individualId: number,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<SavedHubFiles> {
  const params = new URLSearchParams({ individual_id: String(individualId), ...query });
  const answer = await contentJson(`${PATH}?${params}`, { signal });
  checkAnswer(savedHubFilesAnswer, answer, `GET ${PATH}`);
  return answer as SavedHubFiles;
}

/** The owner's saved guides and templates as narrowed; idle until the owner is known. */
export function useSavedHubFiles({ kind, search }: SavedFilesView) {
  const individualId = useSignedInIndividualId();
  return useQuery({
    // Not under the documents list's key: the list's copy in session storage keeps that key only.
    queryKey: ['saved-hub-files', individualId, kind, search],
    queryFn: ({ signal }) =>
      getSavedHubFiles(
        individualId,
        {
          ...(kind ? { service_name: kind } : {}),
          ...(search ? { search_term: search } : {}),
        },
        signal,
      ),
    enabled: individualId > 0,
    // A new search keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}

/** Downloads one saved file: its link (120 s), asked right before, then opened. */
export function useSavedHubFileDownload() {
  const individualId = useSignedInIndividualId();
  return useMutation({
    mutationFn: async (file: Pick<SavedHubFile, 'id'>) => {
      const { documents } = await getSavedHubFiles(individualId, {
        document_ids: String(file.id),
        expires_in: String(HUB_LINK_EXPIRES_IN),
      });
      const url = documents[0]?.url;
      if (!url) throw new Error(SAVED_FILE_LOCKED);
      openDownload(url);
    },
  });
}
