import type { QueryClient } from '@tanstack/react-query';
import { DOCUMENT_LIST_KEY } from '../../api/document-list';
import { sessionQueryCopy, storedAnswerOf } from '../../api/session-query-copy';
import { documentListAnswer } from '../../domain/contracts/documents';

/**
 * The documents list kept in session storage, as the dashboard keeps its cards
 * (dashboard-cache.ts): a reload offline still lists the owner's documents, so the ones kept
 * on the device open and the others say they need a connection (issue 30).
 */
export const restoreDocumentsCache: (queryClient: QueryClient) => Promise<void> = sessionQueryCopy({
  storageKey: 'charter:documents-cache',
  buster: 'documents-1',
  kinds: { [DOCUMENT_LIST_KEY]: storedAnswerOf(documentListAnswer.properties.documents) },
});
