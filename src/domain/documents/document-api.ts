/*
 * The documents store's API (decision 0048), as the server registers it and the documents area
 * calls it: its paths under the main backend, the link lifetime and the answers' shapes.
 */

/** GET {list}/{individual_id}: the owner's documents, without their bytes. */
export const DOCUMENT_LIST_PATH = '/v1/services/documents/list';
/** GET ?individual_id=&document_ids=1,2&expires_in=120: links to download documents. */
export const DOCUMENT_URLS_PATH = '/v1/services/documents/urls';
/** GET {download}/{document_id}?expires=&signature=: a document by its signed link, no token. */
export const DOCUMENT_DOWNLOAD_PATH = '/v1/services/documents/download';

/** Spec dashboard §9: "Document URLs expire in 120 s"; a link never lives longer. */
export const DOCUMENT_LINK_MAX_SECONDS = 120;
/** How many documents one request for links may name. */
export const DOCUMENT_URLS_MAX_IDS = 100;

export function documentListPath(individualId: number): string {
  return `${DOCUMENT_LIST_PATH}/${individualId}`;
}

/** The answers' shapes are the endpoints' contract. */
export type { DocumentLink, DocumentList, DocumentListItem } from '../contracts/documents';
