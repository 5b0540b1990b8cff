import { Suspense } from 'react';
import { DocumentsPage } from '../features/documents/components/documents-page';
import { restoreDocumentsCache } from '../features/documents/documents-cache';
import { FullPageLoader } from '../ui/full-page-loader';
import { lazyScreen } from './lazy-screen';
import { queryClient } from './query-client';

// The list's copy in session storage comes back with the screen's code, before its first
// render (as dashboard-screen.tsx restores the cards').
void restoreDocumentsCache(queryClient);

/** The report's code loads when its shelf is opened, not with every shelf of the documents. */
const LicenceReportView = lazyScreen(() =>
  import('../features/business-license/components/licence-report-view').then(
    (m) => m.LicenceReportView,
  ),
);

/**
 * The documents area with the licence feature's report on its shelf (spec dashboard §2: the
 * licence report's card leads to /documents/business-license-report): features do not import
 * each other, so the app puts them together, as dashboard-screen.tsx does.
 */
export function DocumentsScreen() {
  return (
    <DocumentsPage
      licenceReport={
        <Suspense fallback={<FullPageLoader label="Loading your report…" />}>
          {/* Under the shelf's own heading (h2). */}
          <LicenceReportView level={3} />
        </Suspense>
      }
    />
  );
}
