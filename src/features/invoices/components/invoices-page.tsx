import { useLocation } from 'wouter';
import { useOwnerProfile } from '../../../api/owner-profile';
import { PageHeader } from '../../../ui/page-header';
import { SubNavLayout, subNavItems } from '../../../ui/sub-nav';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { INVOICES_PATH, INVOICES_SECTIONS, invoicesSectionOf } from '../invoices-sections';
import { InvoiceList } from './invoice-list';
import { SubscriptionsRenewals } from './subscriptions-renewals';
import '../../../ui/record-list.css';
import './invoices.css';

const ITEMS = subNavItems(INVOICES_PATH, INVOICES_SECTIONS);

/**
 * 'Invoices' (spec dashboard §1, §2): each child its own address. The invoices and
 * subscriptions are the owner's payment customer's: an owner without one has bought nothing.
 */
export function InvoicesPage() {
  const [location] = useLocation();
  const section = invoicesSectionOf(location);
  const { owner, isLoading } = useOwnerProfile();
  const customerId = owner?.stripe_customer_id ?? null;
  return (
    <>
      <PageHeader title="Invoices" />
      <SubNavLayout label="Invoices" items={ITEMS}>
        {isLoading && !owner ? (
          <TextSkeleton label="Loading your invoices…" width="24ch" />
        ) : section === 'subscriptions-renewals' ? (
          <SubscriptionsRenewals customerId={customerId} />
        ) : (
          <InvoiceList group={section} customerId={customerId} />
        )}
      </SubNavLayout>
    </>
  );
}
