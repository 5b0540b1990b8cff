import type { ListedInvoice } from '../../domain/contracts/invoices';

/** The invoice pages that list invoices; 'subscriptions-renewals' lists subscriptions. */
export type InvoiceGroup = 'invoices-list' | 'formation-package' | 'one-time-services';

/** The formation the 'Formation package' page is about (its state fee and add-ons ride along). */
const FORMATION = 'LLC_FORMATION';

/**
 * The invoices a page lists (decision 0078), newest first as the server answers them. An
 * invoice is grouped whole, never split by line: the formation package is each invoice holding
 * the formation, with everything bought with it (state fee, add-ons, the agent's first year);
 * one-time services are the invoices holding neither the formation nor a product the owner
 * subscribes to; an invoice that started a subscription otherwise appears under all invoices.
 */
export function invoicesOf(
  group: InvoiceGroup,
  invoices: readonly ListedInvoice[],
  subscribedProducts: ReadonlySet<string>,
): ListedInvoice[] {
  if (group === 'invoices-list') return [...invoices];
  const holdsFormation = (invoice: ListedInvoice) => invoice.products.includes(FORMATION);
  if (group === 'formation-package') return invoices.filter(holdsFormation);
  return invoices.filter(
    (invoice) =>
      !holdsFormation(invoice) && !invoice.products.some((name) => subscribedProducts.has(name)),
  );
}
