import { useOwnerProfile } from '../../../api/owner-profile';
import { ownerDisplayName } from '../../../domain/owner-profile';
import { TierBadge } from '../../../ui/badge';
import { ComingSoon } from '../../../ui/coming-soon';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { PageHeader } from '../../../ui/page-header';

/**
 * Dashboard header (spec dashboard §1). 'Welcome' greets a first-time owner — for now, one
 * whose payment customer id is stored — and 'Welcome back' everyone else.
 */
export function DashboardPage() {
  const { owner, isLoading } = useOwnerProfile();
  if (isLoading) return <FullPageLoader label="Loading your dashboard…" />;

  const greeting = owner?.stripe_customer_id ? 'Welcome' : 'Welcome back';
  const name = owner ? ownerDisplayName(owner) : '';
  return (
    <>
      <PageHeader
        title={name ? `${greeting}, ${name}` : greeting}
        documentTitle="Dashboard"
        subtitle="Track progress, manage your business, and stay compliant—all in one place."
      >
        {owner?.tier ? (
          <p className="ch-dashboard-plan">
            Your plan: <TierBadge tier={owner.tier} />
          </p>
        ) : null}
      </PageHeader>
      <ComingSoon>Your services and their status will appear here soon.</ComingSoon>
    </>
  );
}
