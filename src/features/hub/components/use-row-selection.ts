import { useKeyedState } from '../../../ui/use-keyed-state';
import type { RowSelection } from './hub-file-table';
import type { HubFileRow } from './use-hub-file-rows';

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * The rows ticked on the page shown (spec §2: selection resets when the page changes): a new
 * page, category or search — a new `viewKey` — starts with none ticked. `chosen` holds the ticked
 * rows among those shown, in their order.
 */
export function useRowSelection(
  viewKey: string,
  rows: readonly HubFileRow[],
): { selection: RowSelection; chosen: HubFileRow[] } {
  const [ids, setIds] = useKeyedState(viewKey, NO_IDS);
  const selection: RowSelection = {
    ids,
    onToggle: (id, ticked) =>
      setIds((current) => {
        const next = new Set(current);
        if (ticked) next.add(id);
        else next.delete(id);
        return next;
      }),
    onToggleAll: (ticked) => setIds(() => (ticked ? new Set(rows.map((row) => row.id)) : NO_IDS)),
  };
  return { selection, chosen: rows.filter((row) => ids.has(row.id)) };
}
