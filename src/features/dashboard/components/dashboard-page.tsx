import { useOwnerProfile } from '../../../api/owner-profile';
import { ownerDisplayName } from '../../../domain/owner-profile';
import { TierBadge } from '../../../ui/badge';
import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';
import { TextSkeleton } from '../../../ui/text-skeleton';

const TAGLINE = 'Track progress, manage your business, and stay compliant—all in one place.';

/**
 * Dashboard header (spec dashboard §1). 'Welcome' greets a first-time owner — for now, one
 * whose payment customer id is stored — and 'Welcome back' everyone else. The page paints at
 * once; only the parts that need the owner's profile wait for it.
 */
export function DashboardPage() {
  const { owner, isLoading } = useOwnerProfile();
  const greeting = owner?.stripe_customer_id ? 'Welcome' : 'Welcome back';
  const name = owner ? ownerDisplayName(owner) : '';
  return (
    <>
      <PageHeader
        title={
          isLoading ? (
            <TextSkeleton label="Loading your dashboard…" width="14ch" />
          ) : name ? (
            `${greeting}, ${name}`
          ) : (
            greeting
          )
        }
        documentTitle="Dashboard"
        subtitle={TAGLINE}
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
