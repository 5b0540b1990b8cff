import { COMPLIANCE_PAGE_PATH } from '../../domain/compliance/compliance-calendar';

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
  { label: 'Products', href: '/services' },
  {
    label: 'Business Hub',
    href: '/business-hub',
    alsoCurrentOn: ['/guides', '/articles', '/templates'],
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
