import { lazy, Suspense } from 'react';
import { loadRuntimeConfig } from '../api/runtime-config';
import { currentSession } from '../api/session';
import { servicesStatusQuery } from '../features/dashboard/api/get-services-status';
import { restoreDashboardCache } from '../features/dashboard/dashboard-cache';
import { queryClient } from './query-client';
import {
  DashboardPage,
  type CheckoutRequest,
} from '../features/dashboard/components/dashboard-page';

// Loaded with the first screen's code at boot (main.tsx): the copy kept in session storage is
// restored and the statuses are asked for while the rest of the page is still downloading.
void restoreDashboardCache(queryClient);
void loadRuntimeConfig().then(() => {
  const session = currentSession();
  if (session.status === 'signed-in') {
    void queryClient.prefetchQuery(servicesStatusQuery(session.individualId));
  }
});

/** The card form and payment code load when the owner buys something, not with the dashboard. */
const CheckoutModal = lazy(() =>
  import('../features/checkout/components/checkout-modal').then((m) => ({
    default: m.CheckoutModal,
  })),
);

function renderCheckout(request: CheckoutRequest) {
  return (
    <Suspense fallback={null}>
      <CheckoutModal {...request} />
    </Suspense>
  );
}

/**
 * The dashboard with the checkout feature's modal: features do not import each other, so the
 * app puts them together (as registration-screen.tsx does for the registration checkout).
 */
export function DashboardScreen() {
  return <DashboardPage renderCheckout={renderCheckout} />;
}
