import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { FILE_FORMAT_OF, type HubFileKind } from '../../../domain/hub/hub-content';
import { isTemplateSlug } from '../../../domain/hub/template-catalogue';
import { TEMPLATES_PATH } from '../../../domain/services/service-paths';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import { PlainButton } from '../../../ui/plain-button';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import type { PendingFavorites } from '../api/hub-favorites';
import { FavoriteButton } from './favorite-button';
import type { HubFileRow } from './use-hub-file-rows';
import { useHubDownload } from './use-hub-download';

/** Rows of the placeholder while a list loads (spec §9 "skeleton rows 4"). */
export const SKELETON_ROWS = 4;

/** The ticked rows of the page shown, and how to tick them; absent where nothing is downloaded. */
export interface RowSelection {
  ids: ReadonlySet<number>;
  onToggle: (id: number, ticked: boolean) => void;
  onToggleAll: (ticked: boolean) => void;
}

export interface HubFileTableProps {
  kind: HubFileKind;
  rows: readonly HubFileRow[];
  /** Says which page this is, for screen readers ('Guides, page 1 of 2'). */
  caption: string;
  /** The rows are the last answer's while the next loads. */
  isUpdating: boolean;
  selection: RowSelection | null;
  /** Whether the owner may download each row's file (its format's button). */
  canDownload: boolean;
  /** Which rows the owner may preview. */
  canPreview: (row: HubFileRow) => boolean;
  /** The others say Business Templates would let them (an owner without the library). */
  lockedByLibrary: boolean;
  onPreview: (row: HubFileRow) => void;
  pending: PendingFavorites;
}

/** The header's box: ticked when every row is, mixed when some are. */
function SelectAll({
  kind,
  rows,
  selection,
}: {
  kind: HubFileKind;
  rows: readonly HubFileRow[];
  selection: RowSelection;
}) {
  const box = useRef<HTMLInputElement>(null);
  const ticked = rows.filter((row) => selection.ids.has(row.id)).length;
  const all = rows.length > 0 && ticked === rows.length;
  useEffect(() => {
    // Only a script can set the mixed state, which the box then shows and screen readers say.
    if (box.current) box.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="ch-hub-table__check"
      aria-label={`Select all ${kind} on this page`}
      checked={all}
      onChange={(event) => selection.onToggleAll(event.target.checked)}
    />
  );
}

/** The column heads; the first, where rows can be ticked, holds the box that ticks them all. */
function HeaderRow({ selectable, selectAll }: { selectable: boolean; selectAll?: ReactNode }) {
  return (
    <tr>
      {selectable && (
        <th scope="col" className="ch-hub-table__select">
          <VisuallyHidden>Select</VisuallyHidden>
          {selectAll}
        </th>
      )}
      <th scope="col">Template</th>
      <th scope="col" className="ch-hub-table__category">
        Category
      </th>
      <th scope="col">Action</th>
    </tr>
  );
}

/** A row's own download: its file in the kind's format ('PDF', 'DOCX'). */
function RowDownload({ kind, row }: { kind: HubFileKind; row: HubFileRow }) {
  const download = useHubDownload(kind);
  const format = FILE_FORMAT_OF[kind].toUpperCase();
  return (
    <Button
      variant="secondary"
      className="ch-hub-table__action"
      aria-label={`${format} download of ${row.name}`}
      isPending={download.isPending}
      onPress={() => download.mutate([row])}
    >
      {format}
    </Button>
  );
}

type FileRowProps = Omit<HubFileTableProps, 'rows' | 'caption' | 'isUpdating' | 'canPreview'> & {
  row: HubFileRow;
  canPreview: boolean;
};

function FileRow({
  row,
  kind,
  selection,
  canDownload,
  canPreview,
  lockedByLibrary,
  onPreview,
  pending,
}: FileRowProps) {
  return (
    <tr>
      {selection && (
        <td className="ch-hub-table__select">
          <input
            type="checkbox"
            className="ch-hub-table__check"
            aria-label={`Select ${row.name}`}
            checked={selection.ids.has(row.id)}
            onChange={(event) => selection.onToggle(row.id, event.target.checked)}
          />
        </td>
      )}
      <td className="ch-hub-table__item">
        <span className="ch-hub-table__name">{row.name}</span>
        <span className="ch-hub-table__description">{row.description}</span>
        {/* The compact layout has no category column: the category stands under the name. */}
        <span className="ch-hub-table__inline-category">{row.category_name}</span>
      </td>
      <td className="ch-hub-table__category">{row.category_name}</td>
      <td>
        <div className="ch-hub-table__actions">
          {canPreview && (
            <PlainButton
              variant="secondary"
              className="ch-hub-table__action"
              aria-label={`Preview ${row.name}`}
              onClick={() => onPreview(row)}
            >
              Preview
            </PlainButton>
          )}
          {!canPreview && lockedByLibrary && (
            <span className="ch-hub-table__locked">Included with Business Templates</span>
          )}
          {canDownload && <RowDownload kind={kind} row={row} />}
          {canDownload && kind === 'templates' && isTemplateSlug(row.slug) && (
            <Link
              to={`${TEMPLATES_PATH}/${row.slug}`}
              className={buttonClassName('secondary', 'ch-hub-table__action')}
              aria-label={`Fill ${row.name} with your business`}
            >
              Fill
            </Link>
          )}
          <FavoriteButton item={row} pending={pending} />
        </div>
      </td>
    </tr>
  );
}

/**
 * A page of guides or templates as a table (spec §2 "Guides listing page"): a box to tick each
 * row where files are downloaded, the name with its description, the category, and the row's
 * actions (Preview, its format's download, a template's Fill with the business, the favourite
 * star).
 */
export function HubFileTable({ rows, caption, isUpdating, ...each }: HubFileTableProps) {
  return (
    <div className="ch-hub-table-frame">
      <table className="ch-hub-table" aria-busy={isUpdating || undefined}>
        <caption className="ch-visually-hidden">{caption}</caption>
        <thead>
          <HeaderRow
            selectable={each.selection !== null}
            selectAll={
              each.selection && (
                <SelectAll kind={each.kind} rows={rows} selection={each.selection} />
              )
            }
          />
        </thead>
        <tbody>
          {rows.map((row) => (
            <FileRow key={row.id} {...each} row={row} canPreview={each.canPreview(row)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The table's shape while the list loads, four rows long, saying what is loading. */
export function HubFileTableSkeleton({
  kind,
  selectable,
}: {
  kind: HubFileKind;
  selectable: boolean;
}) {
  return (
    <div className="ch-hub-table-frame">
      <table className="ch-hub-table" aria-busy="true">
        <caption className="ch-visually-hidden">{`Loading ${kind}…`}</caption>
        <thead>
          <HeaderRow selectable={selectable} />
        </thead>
        <tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <tr key={row}>
              {selectable && <td className="ch-hub-table__select" />}
              <td className="ch-hub-table__item">
                <span className="ch-hub-table__name">
                  <TextSkeleton label={row === 0 ? `Loading ${kind}…` : undefined} width="24ch" />
                </span>
                <span className="ch-hub-table__description">
                  <TextSkeleton width="14ch" />
                </span>
              </td>
              <td className="ch-hub-table__category">
                <TextSkeleton width="14ch" />
              </td>
              <td>
                <TextSkeleton width="8ch" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
