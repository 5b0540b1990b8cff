import { BillingDetails } from '../features/checkout/components/billing-details';
import { SettingsPage } from '../features/settings/components/settings-page';

/**
 * Settings with the checkout feature's billing details (saved cards and billing address) as its
 * 'Billing details' child: features do not import each other, so the app puts them together,
 * as documents-screen.tsx does (decision 0077).
 */
export function SettingsScreen() {
  return <SettingsPage billingDetails={<BillingDetails />} />;
}
