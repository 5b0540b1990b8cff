import { COMPLIANCE_PAGE_PATH } from '../../domain/compliance/compliance-calendar';
import {
  ARTICLES_PATH,
  BUSINESS_HUB_PATH,
  GUIDES_PATH,
  PRODUCTS_PATH,
  TEMPLATES_PATH,
} from '../../domain/services/service-paths';

/** Primary navigation of the dashboard layout. */
export interface DashboardNavItem {
  label: string;
  href: string;
  /** Other paths that belong to this item, so it stays marked current on them. */
  alsoCurrentOn?: readonly string[];
}

export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { label: 'Dashboard', href: '/dashboard' },
  { label: 'Business Profile', href: '/business-profile' },
  { label: 'Documents', href: '/documents', alsoCurrentOn: ['/business-report'] },
  { label: 'Compliance Calendar', href: COMPLIANCE_PAGE_PATH },
  { label: 'Products', href: PRODUCTS_PATH },
  {
    label: 'Business Hub',
    href: BUSINESS_HUB_PATH,
    alsoCurrentOn: [GUIDES_PATH, ARTICLES_PATH, TEMPLATES_PATH],
  },
  { label: 'Invoices', href: '/invoices' },
  { label: 'Settings', href: '/settings' },
  { label: 'Help', href: '/help-center', alsoCurrentOn: ['/submit-request', '/assistant'] },
];

function isWithin(location: string, base: string): boolean {
  return location === base || location.startsWith(`${base}/`);
}

export function isNavItemCurrent(item: DashboardNavItem, location: string): boolean {
  return [item.href, ...(item.alsoCurrentOn ?? [])].some((base) => isWithin(location, base));
}
