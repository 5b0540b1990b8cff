import { useMutation } from '@tanstack/react-query';
import { getDocumentUrl } from '../../../api/document-links';
import { useSignedInIndividualId } from '../../../api/session';
import { openDownload } from '../../../ui/open-download';

/** Downloads one of the owner's documents: asks for its link, then opens it. */
export function useDocumentDownload() {
  const individualId = useSignedInIndividualId();
  return useMutation({
    mutationFn: async (documentId: number) =>
      openDownload(await getDocumentUrl(individualId, documentId)),
  });
}
