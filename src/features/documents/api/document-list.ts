import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { doublingRetryDelay, retryUnlessNotFound } from '../../../api/retry-policy';
import { useSignedInIndividualId } from '../../../api/session';
import { documentListPath, type DocumentListItem } from '../../../domain/documents/document-api';
import { isDocumentCategory } from '../../../domain/documents/document-categories';

function isDocument(entry: unknown): entry is DocumentListItem {
  if (typeof entry !== 'object' || entry === null) return false;
  const document = entry as Record<keyof DocumentListItem, unknown>;
  return (
    typeof document.document_id === 'number' &&
    isDocumentCategory(document.category) &&
    typeof document.title === 'string' &&
    typeof document.file_name === 'string' &&
    typeof document.content_type === 'string' &&
    typeof document.size === 'number' &&
    typeof document.created_at === 'string' &&
    !Number.isNaN(Date.parse(document.created_at))
  );
}

/** Checks the server's list before the page trusts it: malformed entries are left out. */
export function parseDocumentList(input: unknown): DocumentListItem[] {
  const documents = (input as { documents?: unknown } | null)?.documents;
  if (!Array.isArray(documents)) throw new Error('The document list must hold a documents list');
  return documents.filter(isDocument);
}

/** GET /v1/services/documents/list/{individual_id}: the owner's documents, oldest first. */
export async function getDocumentList(
  individualId: number,
  signal?: AbortSignal,
): Promise<DocumentListItem[]> {
  return parseDocumentList(await apiJson(documentListPath(individualId), { signal }));
}

export function documentListQuery(individualId: number) {
  return queryOptions({
    queryKey: ['documents', individualId],
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
