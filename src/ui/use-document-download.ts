import { useMutation } from '@tanstack/react-query';
import { getDocumentUrl } from '../api/document-links';
import { useSignedInIndividualId } from '../api/session';
import { openDownload } from './open-download';

/**
 * Downloads one of the owner's documents: asks for its link, then opens it. Every screen that
 * offers a kept document's download uses it (the documents area, a filled template's page).
 */
export function useDocumentDownload() {
  const individualId = useSignedInIndividualId();
  return useMutation({
    mutationFn: async (documentId: number) =>
      openDownload(await getDocumentUrl(individualId, documentId)),
  });
}
