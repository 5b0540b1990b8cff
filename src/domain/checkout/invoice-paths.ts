/** Where the invoices area lives (spec dashboard §2). */
export const INVOICES_PATH = '/invoices';

/** The child page where a subscription's renewal is cancelled or kept (decision 0078). */
export const SUBSCRIPTIONS_RENEWALS_SLUG = 'subscriptions-renewals';
export const SUBSCRIPTIONS_RENEWALS_PATH = `${INVOICES_PATH}/${SUBSCRIPTIONS_RENEWALS_SLUG}`;
