import { ListSkeleton } from '../../../ui/list-skeleton';
import { LoadError } from '../../../ui/load-error';
import { useInvoices } from '../api/invoices';
import { useSubscriptions } from '../api/subscriptions';
import { invoicesOf, type InvoiceGroup } from '../invoice-groups';
import { InvoiceItem } from './invoice-item';

/** What each invoice page says when it has nothing to list. */
export const NO_INVOICES: Record<InvoiceGroup, string> = {
  'invoices-list': 'You have no invoices yet. Each purchase’s invoice appears here.',
  'formation-package':
    'No formation package yet. The invoice of your business formation, with its state fee and add-ons, appears here once you order it.',
  'one-time-services':
    'No one-time services yet. Services you buy on their own, like an EIN or an annual report, appear here.',
};

/** An invoice page: the invoices of its group (invoice-groups.ts), newest first. */
export function InvoiceList({
  group,
  customerId,
}: {
  group: InvoiceGroup;
  customerId: string | null;
}) {
  const invoices = useInvoices(customerId);
  // Only one-time services need the subscriptions: to leave out what renews.
  const subscriptions = useSubscriptions(group === 'one-time-services' ? customerId : null);
  const needsSubscriptions = group === 'one-time-services';
  if (customerId === null) return <p className="ch-muted">{NO_INVOICES[group]}</p>;
  const failed = invoices.isError
    ? invoices
    : needsSubscriptions && subscriptions.isError
      ? subscriptions
      : null;
  if (failed) return <LoadError message="We could not load your invoices." query={failed} />;
  if (!invoices.data || (needsSubscriptions && !subscriptions.data)) {
    return (
      <ListSkeleton
        label="Loading your invoices…"
        rows={2}
        listClassName="ch-record-list ch-invoices"
        itemClassName="ch-record"
        lines={[
          { className: 'ch-record__title', width: '14ch' },
          { className: 'ch-invoice__note', width: '24ch' },
          { className: 'ch-invoice__note', width: '8ch' },
        ]}
      />
    );
  }
  const subscribed = new Set((subscriptions.data ?? []).map((s) => s.product_name));
  const shown = invoicesOf(group, invoices.data, subscribed);
  if (shown.length === 0) return <p className="ch-muted">{NO_INVOICES[group]}</p>;
  return (
    <ul className="ch-record-list ch-invoices">
      {shown.map((invoice) => (
        <InvoiceItem key={invoice.invoice_id} invoice={invoice} />
      ))}
    </ul>
  );
}
