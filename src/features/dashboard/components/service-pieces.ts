import type { ReactNode } from 'react';
import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import type { OwnerProfile } from '../../../domain/owner-profile';

/** What the app's checkout modal is asked to sell (the checkout feature renders it). */
export interface CheckoutRequest {
  lines: readonly CheckoutProduct[];
  description: string;
  owner: OwnerProfile;
  onClose: () => void;
  onPurchased: (invoice: { products: string[] }) => void;
}

/**
 * What the service cards and their modals show from other features, on the dashboard and the
 * Products page alike: features do not import each other, so the app hands them in
 * (src/app/dashboard-screen.tsx).
 */
export interface ServicePieces {
  renderCheckout: (request: CheckoutRequest) => ReactNode;
  /**
   * The annual report's next due date for the card (the compliance feature's line, composed by
   * the app), with `placeholder` shown while it loads; `orderable`: the owner may order the
   * report now, so an open filing window is offered.
   */
  renderAnnualReportDue: (placeholder: ReactNode, orderable: boolean) => ReactNode;
  /**
   * The licence report's preview before purchase (the licence feature's line, composed by the
   * app), with `placeholder` shown while it loads.
   */
  renderLicenceTeaser: (placeholder: ReactNode) => ReactNode;
}
