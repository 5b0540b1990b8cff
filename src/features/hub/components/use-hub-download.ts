import { useMutation } from '@tanstack/react-query';
import type { HubFileKind } from '../../../domain/hub/hub-content';
import { useToast } from '../../../ui/toast';
import { downloadHubFiles, type DownloadItem } from '../bulk-download';

/** The files a zip had to leave out, named (spec §4: a failed file in a bulk is skipped). */
export function skippedMessage(names: readonly string[]): string {
  return `Some files could not be downloaded and were left out of the zip: ${names.join(', ')}.`;
}

/**
 * Downloads guides or templates (one file, or several as a zip), telling the owner in an
 * 'Error' toast what was left out, or why nothing could be saved (spec §8).
 */
export function useHubDownload(kind: HubFileKind) {
  const toast = useToast();
  return useMutation({
    mutationFn: (items: readonly DownloadItem[]) => downloadHubFiles(kind, items),
    onSuccess: ({ skipped }) => {
      if (skipped.length > 0) toast.error(skippedMessage(skipped));
    },
    onError: (error) => toast.error(error),
  });
}
