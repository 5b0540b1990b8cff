import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryCopy } from '../../api/session-query-copy';
import { checkAnswer } from '../../domain/contracts/checked-answer';
import { documentListAnswer } from '../../domain/contracts/documents';

/**
 * The documents list kept in session storage, as the dashboard keeps its cards
 * (dashboard-cache.ts): a reload offline still lists the owner's documents, so the ones kept
 * on the device open and the others say they need a connection (issue 30).
 */
const restore = sessionQueryCopy({
  storageKey: 'charter:documents-cache',
  buster: 'documents-1',
  // As long as the dashboard's: documents are added, rarely changed.
  maxAgeMs: 24 * 60 * 60 * 1000,
  kinds: {
    documents: (data) =>
      checkAnswer(documentListAnswer.properties.documents, data, 'The stored copy'),
  },
});

/** Restores the documents list's copy once per page, then keeps it up to date. */
export function restoreDocumentsCache(queryClient: QueryClient): Promise<void> {
  return restore(queryClient);
}
