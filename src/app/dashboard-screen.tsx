import { lazy, Suspense, type ReactNode } from 'react';
import { restoreDashboardCache } from '../features/dashboard/dashboard-cache';
import { queryClient } from './query-client';
import type { OwnerProfile } from '../domain/owner-profile';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import type {
  CheckoutRequest,
  ServicePieces,
} from '../features/dashboard/components/service-pieces';

// Loaded with the first screen's code at boot (main.tsx): the copy kept in session storage is
// restored before the first render (the statuses themselves are asked for at boot). The
// Products screen imports this module, so it restores the same copy.
void restoreDashboardCache(queryClient);

/** The card form and payment code load when the owner buys something, not with the dashboard. */
const CheckoutModal = lazy(() =>
  import('../features/checkout/components/checkout-modal').then((m) => ({
    default: m.CheckoutModal,
  })),
);

/**
 * The annual report's due date on its card loads after the cards have painted (decision 0052).
 * It only adds to the card: should its code not load, the card stays as it was.
 */
const AnnualReportDueLine = lazy(() =>
  import('../features/compliance/components/annual-report-due-line').then(
    (m) => ({ default: m.AnnualReportDueLine }),
    () => ({ default: () => null }),
  ),
);

function renderAnnualReportDue(placeholder: ReactNode, orderable: boolean) {
  return (
    <Suspense fallback={placeholder}>
      <AnnualReportDueLine placeholder={placeholder} orderable={orderable} />
    </Suspense>
  );
}

/** The licence report card's preview, the same way: it only adds to the card. */
const LicenceTeaserLine = lazy(() =>
  import('../features/business-license/components/licence-teaser-line').then(
    (m) => ({ default: m.LicenceTeaserLine }),
    () => ({ default: () => null }),
  ),
);

function renderLicenceTeaser(placeholder: ReactNode) {
  return (
    <Suspense fallback={placeholder}>
      <LicenceTeaserLine placeholder={placeholder} />
    </Suspense>
  );
}

/** The settings feature's reminder, loaded only for an owner who has not confirmed their email. */
const EmailConfirmationReminder = lazy(() =>
  import('../features/settings/components/email-confirmation-reminder').then((m) => ({
    default: m.EmailConfirmationReminder,
  })),
);

function renderAccountNotice(owner: OwnerProfile) {
  if (owner.email_verified !== false) return null;
  return (
    <Suspense fallback={null}>
      <EmailConfirmationReminder email={owner.email} />
    </Suspense>
  );
}

function renderCheckout(request: CheckoutRequest) {
  return (
    <Suspense fallback={null}>
      <CheckoutModal {...request} />
    </Suspense>
  );
}

/**
 * The checkout feature's modal, the compliance feature's due date and the licence feature's
 * preview, for the service cards of the dashboard and of the Products page
 * (products-screen.tsx): features do not import each other, so the app puts them together (as
 * registration-screen.tsx does for the registration checkout).
 */
export const SERVICE_PIECES: ServicePieces = {
  renderCheckout,
  renderAnnualReportDue,
  renderLicenceTeaser,
};

/** The owner's home (the dashboard feature's page) with those pieces. */
export function DashboardScreen() {
  return <DashboardPage {...SERVICE_PIECES} renderAccountNotice={renderAccountNotice} />;
}
