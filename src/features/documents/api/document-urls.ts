import { useMutation } from '@tanstack/react-query';
import { getDocumentUrl } from '../../../api/document-links';
import { useSignedInIndividualId } from '../../../api/session';

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
    mutationFn: async (documentId: number) =>
      openDownload(await getDocumentUrl(individualId, documentId)),
  });
}
