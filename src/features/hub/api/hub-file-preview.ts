import { HUB_READ } from './hub-reads';
import { useQuery } from '@tanstack/react-query';
import { ApiError, signedLinkBlob } from '../../../api/http';
import { retryUnlessRefused } from '../../../api/retry-policy';
import { useSignedInIndividualId } from '../../../api/session';
import { FILE_FORMAT_OF, type HubFileKind } from '../../../domain/hub/hub-content';
import { getHubFileLinks, keptFileUrl } from './hub-file-links';

/*
 * A guide's or template's preview (spec §2 "Template preview modal"): the file itself, fetched by
 * a fresh link, and for a template its DOCX as HTML. The file is read into the page, not framed
 * from its address: a failure shows as one (an expired link would otherwise show the service's
 * answer inside the frame), the frame is a same-origin blob whatever origin serves the hub, and
 * the previewed bytes can be saved again without a second request.
 */

export type HubFilePreview =
  | { format: 'pdf'; file: Blob; fileName: string }
  | { format: 'docx'; file: Blob; fileName: string; html: string };

/** An item the links answer leaves out, as a missing document is answered (decision 0048). */
export const PREVIEW_UNAVAILABLE = 'This file is not available to preview.';

/** A DOCX the converter could not read: asking again reads the same bytes. */
class UnreadableDocx extends Error {
  override name = 'UnreadableDocx';
}

/** The DOCX as sanitised HTML; mammoth and DOMPurify load with the first preview, not before. */
async function docxAsHtml(file: Blob): Promise<string> {
  const [{ default: mammoth }, { sanitizeHubHtml }] = await Promise.all([
    import('mammoth'),
    import('../sanitize-html'),
  ]);
  try {
    const { value } = await mammoth.convertToHtml({ arrayBuffer: await file.arrayBuffer() });
    return sanitizeHubHtml(value);
  } catch (error) {
    throw new UnreadableDocx('The file could not be read as a document.', { cause: error });
  }
}

/**
 * The file by a fresh link; with no network for the link, the copy the service worker kept of a
 * file previewed before (it keeps files by their address without the link's proof). One never
 * previewed fails as offline requests do, and the modal says it needs a connection.
 */
async function fileOrKeptCopy(
  id: number,
  format: 'pdf' | 'docx',
  signal: AbortSignal,
): Promise<{ file: Blob; fileName: string }> {
  let link: Awaited<ReturnType<typeof getHubFileLinks>>[number] | undefined;
  try {
    [link] = await getHubFileLinks([id]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const file = await signedLinkBlob(keptFileUrl(id), { signal });
    return { file, fileName: `charter-${id}.${format}` };
  }
  if (!link) throw new ApiError(404, PREVIEW_UNAVAILABLE, null);
  return { file: await signedLinkBlob(link.url, { signal }), fileName: link.file_name };
}

async function getHubFilePreview(
  id: number,
  kind: HubFileKind,
  signal: AbortSignal,
): Promise<HubFilePreview> {
  const format = FILE_FORMAT_OF[kind];
  const { file, fileName } = await fileOrKeptCopy(id, format, signal);
  if (format === 'pdf') return { format, file, fileName };
  return { format, file, fileName, html: await docxAsHtml(file) };
}

/**
 * The preview of item `id` of `kind`, while one is open (null: none). Kept apart from the hub's
 * lists (their key is 'hub'), so a favourite sent meanwhile does not fetch an open file again.
 */
export function useHubFilePreview(id: number | null, kind: HubFileKind) {
  const individualId = useSignedInIndividualId();
  return useQuery({
    queryKey: ['hub-file-preview', individualId, id],
    queryFn: ({ signal }) => getHubFilePreview(id!, kind, signal),
    enabled: id !== null && individualId > 0,
    // A file's bytes do not change while the owner reads.
    staleTime: Infinity,
    retry: (failures, error) =>
      !(error instanceof UnreadableDocx) && retryUnlessRefused(failures, error),
    ...HUB_READ,
  });
}
