import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './http';
import { doublingRetryDelay, retryUnlessNotFound } from './retry-policy';
import { useSignedInIndividualId } from './session';
import { documentListPath, type DocumentListItem } from '../domain/documents/document-api';
import { documentListItem } from '../domain/contracts/documents';
import { schemaProblem } from '../domain/contracts/schema-check';

/**
 * GET /v1/services/documents/list/{individual_id}: the owner's documents, oldest first (the
 * documents area lists them; a support request attaches some of them).
 */
export async function getDocumentList(
  individualId: number,
  signal?: AbortSignal,
): Promise<DocumentListItem[]> {
  const path = documentListPath(individualId);
  const documents = (await apiJson<{ documents?: unknown } | null>(path, { signal }))?.documents;
  if (!Array.isArray(documents)) throw new Error(`GET ${path} answered without documents`);
  // An entry that breaks the contract is left out rather than failing the whole list: the
  // owner still gets the documents that can be opened.
  return documents.filter(
    (entry): entry is DocumentListItem => schemaProblem(documentListItem, entry) === null,
  );
}

/** The list's query key's first part (what the documents area keeps a copy of, by it). */
export const DOCUMENT_LIST_KEY = 'documents';

export function documentListQuery(individualId: number) {
  return queryOptions({
    queryKey: [DOCUMENT_LIST_KEY, individualId],
    queryFn: ({ signal }) => getDocumentList(individualId, signal),
    retry: retryUnlessNotFound,
    retryDelay: doublingRetryDelay,
  });
}

/** The signed-in owner's documents (idle while signed out). */
export function useDocumentList() {
  const individualId = useSignedInIndividualId();
  return useQuery({ ...documentListQuery(individualId), enabled: individualId > 0 });
}
