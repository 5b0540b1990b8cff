import { useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useOwnerProfile } from '../../../api/owner-profile';
import { useServicesStatus } from '../../../api/services-status';
import { useSignedInIndividualId } from '../../../api/session';
import { FORMATION_START_PATH } from '../../../domain/services/service-paths';
import { mergeServiceStatuses } from '../../../domain/services/service-statuses';
import { subscribeTemporaryPurchases, temporaryPurchases } from '../../../api/temporary-purchases';
import { LinkButton } from '../../../ui/link-button';
import { LoadError } from '../../../ui/load-error';
import { PageHeader } from '../../../ui/page-header';
import { SubNavLayout, subNavItems } from '../../../ui/sub-nav';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { useOnlineStatus } from '../../../ui/use-online-status';
import { useDocumentList } from '../../../api/document-list';
import type { DocumentListItem } from '../../../domain/documents/document-api';
import { DOCUMENTS_SECTIONS, documentsSectionOf } from '../documents-sections';
import { useKeptDocuments } from '../kept-documents';
import { DocumentShelf } from './document-shelf';
import { SavedHubFiles } from './saved-hub-files';
import './documents-page.css';

const ITEMS = subNavItems('/documents', DOCUMENTS_SECTIONS);

/** Spec dashboard §2 "Documents area", word for word. */
export const NO_DOCUMENTS_MESSAGE = 'You don’t have any documents yet';
export const COMPLETE_REGISTRATION_LABEL = 'Complete Business Registration';
export const LOAD_ERROR_MESSAGE = 'We could not load your documents.';
/** Above the documents kept on this device, listed while the list itself cannot be read. */
export const KEPT_ONLY_MESSAGE =
  'Without a connection, only the documents kept on this device are listed.';
/** While the list cannot be read and nothing is kept on this device. */
export const LIST_NEEDS_CONNECTION = 'Your documents are listed once you are back online.';

const DOCUMENTS_SKELETON_LINES = [
  { className: 'ch-documents__title', width: '24ch' },
  { className: 'ch-documents__skeleton-line', width: '14ch' },
] as const;

function DocumentsSkeleton() {
  return (
    <ListSkeleton
      label="Loading your documents…"
      rows={3}
      listClassName="ch-documents__list"
      itemClassName="ch-documents__item"
      textClassName="ch-documents__text"
      lines={DOCUMENTS_SKELETON_LINES}
    />
  );
}

/**
 * Whether the placeholder offers to complete the registration: only while the formation is not
 * bought or bought and not started (dashboard §2); not while the status is unknown.
 */
function useFormationNotStarted(): boolean {
  const status = useServicesStatus(useSignedInIndividualId());
  const purchased = useSyncExternalStore(subscribeTemporaryPurchases, temporaryPurchases);
  if (!status.data) return false;
  const formation = mergeServiceStatuses(status.data, purchased).LLC_FORMATION;
  return formation === undefined || formation === 'PURCHASED';
}

function NoDocuments() {
  const offerRegistration = useFormationNotStarted();
  return (
    <section className="ch-documents__none" aria-labelledby="documents-none">
      <h2 id="documents-none" className="ch-documents__none-title">
        {NO_DOCUMENTS_MESSAGE}
      </h2>
      <p className="ch-muted">
        The filings, receipts and certificates Charter prepares for your business are kept here.
      </p>
      {offerRegistration && (
        <LinkButton to={FORMATION_START_PATH}>{COMPLETE_REGISTRATION_LABEL}</LinkButton>
      )}
    </section>
  );
}

export interface DocumentsPageProps {
  /**
   * What the business license report's shelf shows: the report itself, in its frame (spec
   * dashboard §2), which the licence feature draws and the app hands in (features do not
   * import each other).
   */
  licenceReport: ReactNode;
}

/**
 * Business Documents (spec dashboard §2 "Documents area", /documents/{shelf}): everything
 * Charter keeps for the owner's business, on its shelf, each downloaded by a link that works
 * for 120 s; the licence report's shelf shows the report, and All documents the guides and
 * templates the owner saved in the Business Hub. Menu and shelves show once the owner has a
 * document or an order link; before that, a placeholder.
 */
export function DocumentsPage({ licenceReport }: DocumentsPageProps) {
  const [location] = useLocation();
  const section = documentsSectionOf(location);
  const list = useDocumentList();
  const kept = useKeptDocuments();
  const online = useOnlineStatus();
  const { owner, isLoading: ownerLoading } = useOwnerProfile();

  const shelves = (documents: readonly DocumentListItem[]) => (
    <SubNavLayout label="Documents" items={ITEMS}>
      {section === 'business-license-report' ? (
        licenceReport
      ) : (
        <DocumentShelf section={section} documents={documents} />
      )}
      {section === 'all-documents' && <SavedHubFiles />}
    </SubNavLayout>
  );
  // Without the list (offline in a new tab or the installed app opened anew, or the list
  // failing), the documents kept on this device still open, so they are listed (issue 30).
  const listUnreachable = !online || list.isError || list.fetchStatus === 'paused';

  let content: ReactNode;
  if (list.data) {
    // A list once read stays shown when asking again fails: offline, the tab's copy of it.
    if (list.data.length === 0 && ownerLoading) content = <DocumentsSkeleton />;
    else if (list.data.length === 0 && !owner?.order_url) content = <NoDocuments />;
    else content = shelves(list.data);
  } else if (listUnreachable && kept.data?.length) {
    content = (
      <>
        <p role="status" className="ch-muted ch-documents__kept-only">
          {KEPT_ONLY_MESSAGE}
        </p>
        {shelves(kept.data)}
      </>
    );
  } else if (listUnreachable && !list.isError && !kept.isPending) {
    content = (
      <p role="status" className="ch-muted ch-documents__kept-only">
        {LIST_NEEDS_CONNECTION}
      </p>
    );
  } else if (list.isError) {
    content = <LoadError message={LOAD_ERROR_MESSAGE} query={list} />;
  } else {
    content = <DocumentsSkeleton />;
  }

  return (
    <div className="ch-documents">
      <PageHeader
        title="Business Documents"
        subtitle="Your filings, receipts, certificates and reports, kept safe and ready to download."
      />
      {content}
    </div>
  );
}
