import { checkedAnswer } from '../domain/contracts/checked-answer';
import { documentLinksAnswer } from '../domain/contracts/documents';
import {
  DOCUMENT_LINK_MAX_SECONDS,
  DOCUMENT_URLS_PATH,
  type DocumentLink,
} from '../domain/documents/document-api';
import { ApiError, apiJson, signedLinkBlob } from './http';

/*
 * Links to the owner's documents in the documents store (decision 0048), for every screen that
 * opens one: the documents area downloads by them, the licence report shows its PDF read
 * through one.
 */

/** A document asked for and left out of the answer: deleted since the list was read. */
export const DOCUMENT_GONE =
  'This document is no longer available. Reload the page to see your documents.';

/**
 * GET /v1/services/documents/urls (spec dashboard §7: document_ids comma-joined, expires_in
 * 120): a link to each of the owner's documents asked for, working for 120 s.
 */
async function getDocumentUrls(
  individualId: number,
  documentIds: readonly number[],
  signal?: AbortSignal,
): Promise<DocumentLink[]> {
  const query = new URLSearchParams({
    individual_id: String(individualId),
    document_ids: documentIds.join(','),
    expires_in: String(DOCUMENT_LINK_MAX_SECONDS),
  });
  const answer = await apiJson(`${DOCUMENT_URLS_PATH}?${query}`, { signal });
  return checkedAnswer(documentLinksAnswer, answer, `GET ${DOCUMENT_URLS_PATH}`).documents;
}

/** The link to one of the owner's documents; DOCUMENT_GONE (a 404) when the store no longer has it. */
export async function getDocumentUrl(
  individualId: number,
  documentId: number,
  signal?: AbortSignal,
): Promise<string> {
  const [link] = await getDocumentUrls(individualId, [documentId], signal);
  // Gone, as a 404 would say: asking again finds nothing more.
  if (!link) throw new ApiError(404, DOCUMENT_GONE, null);
  return link.url;
}

/**
 * One of the owner's documents itself, read through its link at once (the link lives 120 s),
 * for a screen that shows it in the page rather than saving it.
 */
export async function getDocumentFile(
  individualId: number,
  documentId: number,
  signal?: AbortSignal,
): Promise<Blob> {
  return signedLinkBlob(await getDocumentUrl(individualId, documentId, signal), { signal });
}
