import { Suspense, useState, type ReactNode } from 'react';
import { HUB_PAGE_SIZE, type HubFileKind } from '../../../domain/hub/hub-content';
import {
  BUSINESS_HUB_PATH,
  DASHBOARD_PATH,
  LEARN_MORE_LABEL,
} from '../../../domain/services/service-paths';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { LinkButton } from '../../../ui/link-button';
import { LoadError } from '../../../ui/load-error';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { useKeyedState } from '../../../ui/use-keyed-state';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { usePendingFavorites } from '../api/hub-favorites';
import { useFileAccess, type FileAccess } from '../use-file-access';
import { HubFileTable, HubFileTableSkeleton } from './hub-file-table';
import { HubListFilters } from './hub-list-filters';
import { HubPagination } from './hub-pagination';
import { LazyPreviewModal } from './lazy-modals';
import { SelectionBar } from './selection-bar';
import { useHubFileRows, type HubFileRow, type HubFileView } from './use-hub-file-rows';
import { useListFilters } from './use-list-filters';
import { useRowSelection } from './use-row-selection';
import './hub-file-list.css';

/** Spec §2 "Guides listing page", word for word; the templates page's own words alike. */
const LISTINGS: Readonly<Record<HubFileKind, { title: string; subtitle: string }>> = {
  guides: {
    title: 'Guides',
    subtitle: 'Practical, founder-focused guides to move your business forward.',
  },
  templates: {
    title: 'Templates',
    subtitle:
      'Agreements, letters and worksheets for running your business, ready to make your own.',
  },
};

const NO_ROWS: readonly HubFileRow[] = [];

/** What an empty list says, by what the owner asked for. */
function emptyMessage({ kind, search, categoryId }: HubFileView): string {
  if (search) return `No ${kind} match “${search}”.`;
  if (categoryId !== null) return `No ${kind} in this category yet.`;
  return `There are no ${kind} yet.`;
}

/** Above the list: why templates cannot be downloaded, or that it could not be checked. */
function AccessNotice({ access }: { access: FileAccess }) {
  if (access.state === 'failed') {
    return (
      <LoadError
        message="We could not check whether you have Business Templates."
        query={access.query}
      />
    );
  }
  if (access.state !== 'examples') return null;
  return (
    <Notice className="ch-hub-list__access">
      <p>
        <strong>Downloading templates needs Business Templates.</strong> Until then, preview the
        first three templates as examples.
      </p>
      <p>
        <LinkButton to={DASHBOARD_PATH} variant="secondary">
          {LEARN_MORE_LABEL}
        </LinkButton>
      </p>
    </Notice>
  );
}

/**
 * The guides or the templates of the Business Hub (spec §2 "Guides listing page", §4, §6): by
 * category (kept in the address) and search, ten to a page, each previewed, downloaded alone or
 * ticked and downloaded together, and favourited.
 */
export function HubFileListPage({ kind }: { kind: HubFileKind }) {
  const listing = LISTINGS[kind];
  const filters = useListFilters(kind);
  const { categoryId, search } = filters;
  const [page, setPage] = useKeyedState(JSON.stringify([kind, categoryId, search]), 1);
  const view: HubFileView = { kind, categoryId, search, page };
  const list = useHubFileRows(view);
  const access = useFileAccess(kind);
  const { selection, chosen } = useRowSelection(
    JSON.stringify(view),
    list.status === 'ready' ? list.rows : NO_ROWS,
  );
  const pending = usePendingFavorites();
  const [previewed, setPreviewed] = useState<HubFileRow | null>(null);

  const canDownload = access.state === 'full';
  const canPreview = (row: HubFileRow) =>
    access.state === 'full' || (access.state === 'examples' && access.exampleIds.has(row.id));

  let content: ReactNode;
  if (list.status === 'loading' || access.state === 'checking') {
    content = <HubFileTableSkeleton kind={kind} selectable={canDownload} />;
  } else if (list.status === 'failed') {
    content = <LoadError message={`We could not load the ${kind}.`} query={list.query} />;
  } else if (list.status === 'not-on-device') {
    content = (
      <Notice tone="warning" role="status">
        <p>
          You’re offline, and these {kind} have not been kept on this device yet. They will show
          once you’re back online.
        </p>
      </Notice>
    );
  } else if (list.rows.length === 0) {
    content = (
      <p className="ch-muted ch-hub-list__empty" role="status">
        {emptyMessage(view)}
      </p>
    );
  } else {
    const pages = Math.ceil(list.total / HUB_PAGE_SIZE);
    content = (
      <>
        {list.fromDevice && (
          <p className="ch-muted ch-hub-list__device">
            You’re offline: these results come from the copy of the Business Hub on this device.
          </p>
        )}
        {canDownload && <SelectionBar kind={kind} chosen={chosen} />}
        <HubFileTable
          kind={kind}
          rows={list.rows}
          caption={`${listing.title}, page ${page} of ${pages}`}
          isUpdating={list.isUpdating}
          selection={canDownload ? selection : null}
          canDownload={canDownload}
          canPreview={canPreview}
          lockedByLibrary={access.state === 'examples'}
          onPreview={setPreviewed}
          pending={pending}
        />
        {list.total > HUB_PAGE_SIZE && (
          <HubPagination
            label={listing.title}
            page={page}
            pages={pages}
            onPage={(next) => setPage(() => next)}
          />
        )}
        {search && (
          <VisuallyHidden>
            <span role="status">{`${list.total} ${kind} found`}</span>
          </VisuallyHidden>
        )}
      </>
    );
  }

  return (
    <div className="ch-hub-list">
      <Breadcrumbs
        trail={[{ label: 'Business Hub', href: BUSINESS_HUB_PATH }]}
        current={listing.title}
      />
      <PageHeader title={listing.title} subtitle={listing.subtitle} />
      <HubListFilters
        kind={kind}
        categories={filters.categories}
        categoryId={categoryId}
        onCategory={filters.chooseCategory}
        searchText={filters.searchText}
        onSearchText={filters.setSearchText}
      />
      <AccessNotice access={access} />
      {content}
      <Suspense fallback={null}>
        {previewed && (
          <LazyPreviewModal
            item={previewed}
            kind={kind}
            onClose={() => setPreviewed(null)}
            downloadsDisabled={!canDownload}
            showDetails={kind === 'guides'}
          />
        )}
      </Suspense>
    </div>
  );
}
