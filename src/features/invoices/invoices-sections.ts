import { INVOICES_PATH, SUBSCRIPTIONS_RENEWALS_SLUG } from '../../domain/checkout/invoice-paths';

export { INVOICES_PATH };

/** Children of /invoices (spec dashboard §2), in menu order. */
export const INVOICES_SECTIONS = [
  { slug: 'invoices-list', label: 'All invoices' },
  { slug: 'formation-package', label: 'Formation package' },
  { slug: SUBSCRIPTIONS_RENEWALS_SLUG, label: 'Subscriptions & renewals' },
  { slug: 'one-time-services', label: 'One-time services' },
] as const;

export type InvoicesSection = (typeof INVOICES_SECTIONS)[number]['slug'];

/** The section an /invoices/{slug} path shows; the first for anything else. */
export function invoicesSectionOf(path: string): InvoicesSection {
  const slug = path.slice(INVOICES_PATH.length).replace(/^\/+|\/+$/g, '');
  return INVOICES_SECTIONS.find((section) => section.slug === slug)?.slug ?? 'invoices-list';
}
