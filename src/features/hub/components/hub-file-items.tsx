import type { HubFileItem } from '../../../domain/contracts/hub-files';
import type { HubFileKind } from '../../../domain/hub/hub-content';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { LoadError } from '../../../ui/load-error';
import { TextSkeleton } from '../../../ui/text-skeleton';
import type { PendingFavorites } from '../api/hub-favorites';
import type { useHubFiles } from '../api/hub-file-list';
import { FavoriteButton } from './favorite-button';
import type { PreviewItem } from './preview-modal';

/** What a preview opens: the item and its kind; downloads off for an example the owner lacks. */
export interface Previewed {
  item: PreviewItem;
  kind: HubFileKind;
  downloadsDisabled: boolean;
}

/** A hub section's one-line stand-in while what it lists is on its way. */
export function HubPlaceholder({ label }: { label: string }) {
  return (
    <p className="ch-hub-placeholder">
      <TextSkeleton label={label} width="24ch" />
    </p>
  );
}

/** A file row's lines while the list loads: its name, two lines of description, its category. */
const FILE_SKELETON_LINES = [
  { className: 'ch-hub-file__name', width: '14ch' },
  { className: 'ch-hub-file__description', width: '24ch' },
  { className: 'ch-hub-file__description', width: '24ch' },
  { className: 'ch-hub-file__category', width: '8ch' },
] as const;

/**
 * A short list of guides or templates while it loads, row for row: the sections under it do not
 * jump when it arrives (on a phone the examples' list is on the first screen).
 */
function FileItemsSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <ListSkeleton
      label={label}
      rows={rows}
      listClassName="ch-hub-files"
      itemClassName="ch-hub-file"
      textClassName="ch-hub-file__text"
      lines={FILE_SKELETON_LINES}
    />
  );
}

interface FileItemsProps {
  items: readonly HubFileItem[];
  kind: HubFileKind;
  onPreview: (previewed: Previewed) => void;
  /** The owner's toggles not yet sent, followed once for the page. */
  pending: PendingFavorites;
  downloadsDisabled?: boolean;
}

/** A short list of guides or templates, each with Preview and its favourite. */
function FileItems({ items, kind, onPreview, pending, downloadsDisabled = false }: FileItemsProps) {
  return (
    <ul className="ch-hub-files">
      {items.map((item) => (
        <li key={item.id} className="ch-hub-file">
          <div className="ch-hub-file__text">
            <h4 className="ch-hub-file__name">{item.name}</h4>
            <p className="ch-hub-file__description">{item.template_description}</p>
            <p className="ch-hub-file__category">{item.category_name}</p>
          </div>
          <div className="ch-hub-file__actions">
            <button
              type="button"
              className="ch-hub-link-button"
              onClick={() =>
                onPreview({
                  item: { ...item, description: item.template_description },
                  kind,
                  downloadsDisabled,
                })
              }
            >
              Preview<span className="ch-visually-hidden"> {item.name}</span>
            </button>
            <FavoriteButton item={item} pending={pending} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A short list as it loads: its skeleton row for row, its failure with a retry, or its items.
 * `noun` names it in both messages ('the examples', 'the guides').
 */
export function LoadingFileItems({
  list,
  noun,
  rows,
  ...items
}: Omit<FileItemsProps, 'items'> & {
  list: ReturnType<typeof useHubFiles>;
  noun: string;
  rows: number;
}) {
  if (list.isError) return <LoadError message={`We could not load ${noun}.`} query={list} />;
  if (!list.data) return <FileItemsSkeleton label={`Loading ${noun}`} rows={rows} />;
  return <FileItems items={list.data.items} {...items} />;
}
