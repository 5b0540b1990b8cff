import type { HubFileKind } from '../../../domain/hub/hub-content';
import { Button } from '../../../ui/button';
import { COMPACT_SCREEN, useMediaQuery } from '../../../ui/use-media-query';
import { useHubDownload } from './use-hub-download';
import type { HubFileRow } from './use-hub-file-rows';

/**
 * '{n} guides are selected' ('{n} templates are selected' on /templates). The compact layout says
 * 'templates' whatever the list, as the spec has it; one is said in the singular.
 */
export function selectionText(count: number, kind: HubFileKind, compact: boolean): string {
  const noun = compact ? 'templates' : kind;
  return count === 1 ? `1 ${noun.slice(0, -1)} is selected` : `${count} ${noun} are selected`;
}

/**
 * How many rows are ticked, and Download: unavailable while none is or while a download runs
 * (spec §2). One file downloads as it is, several as one zip.
 */
export function SelectionBar({ kind, chosen }: { kind: HubFileKind; chosen: HubFileRow[] }) {
  const compact = useMediaQuery(COMPACT_SCREEN);
  const download = useHubDownload(kind);
  return (
    <div className="ch-hub-list__selection">
      <p className="ch-hub-list__selected" role="status">
        {chosen.length > 0 && selectionText(chosen.length, kind, compact)}
        {download.isPending && ' Preparing your download…'}
      </p>
      <Button
        isDisabled={chosen.length === 0}
        isPending={download.isPending}
        onPress={() => download.mutate(chosen)}
      >
        Download
      </Button>
    </div>
  );
}
