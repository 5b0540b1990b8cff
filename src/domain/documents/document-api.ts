import type { DocumentCategory } from './document-categories';

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

/** One document as the list answers it. */
export type DocumentListItem = {
  document_id: number;
  /** Null for a document made before the business was formed. */
  business_id: number | null;
  /** The service it belongs to, e.g. EIN_APPLICATION; null for a receipt (a whole purchase). */
  product_key: string | null;
  category: DocumentCategory;
  title: string;
  file_name: string;
  content_type: string;
  /** Bytes. */
  size: number;
  sha256: string;
  /** ISO date-time. */
  created_at: string;
};

export interface DocumentList {
  individual_id: number;
  documents: DocumentListItem[];
}

/** A document's download link, valid until `expires_at`. */
export type DocumentLink = {
  document_id: number;
  file_name: string;
  /** Absolute: opened without the owner's token. */
  url: string;
  /** ISO date-time. */
  expires_at: string;
};

export interface DocumentLinks {
  documents: DocumentLink[];
}
