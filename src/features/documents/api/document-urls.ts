import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import {
  DOCUMENT_LINK_MAX_SECONDS,
  DOCUMENT_URLS_PATH,
  type DocumentLink,
} from '../../../domain/documents/document-api';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { documentLinksAnswer } from '../../../domain/contracts/documents';

/** A document asked for and left out of the answer: deleted since the list was read. */
export const DOCUMENT_GONE =
  'This document is no longer available. Reload the page to see your documents.';

/**
 * GET /v1/services/documents/urls (spec dashboard §7: document_ids comma-joined, expires_in
 * 120): a link to each of the owner's documents asked for, working for 120 s.
 */
export async function getDocumentUrls(
  individualId: number,
  documentIds: readonly number[],
): Promise<DocumentLink[]> {
  const query = new URLSearchParams({
    individual_id: String(individualId),
    document_ids: documentIds.join(','),
    expires_in: String(DOCUMENT_LINK_MAX_SECONDS),
  });
  const answer = await apiJson(`${DOCUMENT_URLS_PATH}?${query}`);
  return checkedAnswer(documentLinksAnswer, answer, `GET ${DOCUMENT_URLS_PATH}`).documents;
}

/**
 * Opens a download link in place: the server answers it as an attachment, so the browser
 * saves the file and the page stays. A link, not window.open: no pop-up blocker stops it after
 * the wait for the link.
 */
function openDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Downloads one of the owner's documents: asks for its link, then opens it. */
export function useDocumentDownload() {
  const individualId = useSignedInIndividualId();
  return useMutation({
    mutationFn: async (documentId: number) => {
      const [link] = await getDocumentUrls(individualId, [documentId]);
      if (!link) throw new Error(DOCUMENT_GONE);
      openDownload(link.url);
    },
  });
}
