/** Children of /invoices (spec dashboard §2), in menu order. */
export const INVOICES_SECTIONS = [
  { slug: 'invoices-list', label: 'All invoices' },
  { slug: 'formation-package', label: 'Formation package' },
  { slug: 'subscriptions-renewals', label: 'Subscriptions & renewals' },
  { slug: 'one-time-services', label: 'One-time services' },
] as const;
