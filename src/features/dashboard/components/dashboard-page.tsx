import type { ReactNode } from 'react';
import { ownerDisplayName, type OwnerProfile } from '../../../domain/owner-profile';
import { SERVICE_CATALOGUE } from '../../../domain/services/service-catalogue';
import { RETURN_TO_DASHBOARD_LABEL } from '../../../domain/services/service-paths';
import { TierBadge } from '../../../ui/badge';
import { PageHeader } from '../../../ui/page-header';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { useLatestOrder } from '../../../api/latest-order';
import { FormationCardView } from './formation-card-view';
import { ServiceCardGrid, WhenServicesLoaded } from './service-cards';
import { useServiceScreen } from './use-service-screen';
import type { ServicePieces } from './service-pieces';
import './dashboard-page.css';

const TAGLINE = 'Track progress, manage your business, and stay compliant—all in one place.';

/** The formation has a card of its own at the top; every other service a card in the grid. */
const GRID_ITEMS = SERVICE_CATALOGUE.filter((item) => item.productKey !== 'LLC_FORMATION');

function DashboardHeader({ owner, isLoading }: { owner?: OwnerProfile; isLoading: boolean }) {
  // 'Welcome' greets a first-time owner, one whose payment customer id is stored (spec §1).
  const greeting = owner?.stripe_customer_id ? 'Welcome' : 'Welcome back';
  const name = owner ? ownerDisplayName(owner) : '';
  return (
    <PageHeader
      title={
        isLoading && !owner ? (
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
  );
}

/**
 * The owner's home (spec dashboard §1-§4): the header, the formation card and a card for every
 * other service with its status; Learn More, checkout and success modals on demand.
 */
export function DashboardPage({
  renderAccountNotice,
  ...pieces
}: ServicePieces & {
  /**
   * A note about the owner's account under the header (the settings feature's reminder to
   * confirm the email address), or nothing.
   */
  renderAccountNotice: (owner: OwnerProfile) => ReactNode;
}) {
  const { services, lines, learnMore, dialogs } = useServiceScreen(
    pieces,
    RETURN_TO_DASHBOARD_LABEL,
  );
  // The formation's latest order tells its rejection's reason.
  const formationOrder = useLatestOrder('LLC_FORMATION');
  return (
    <>
      <DashboardHeader owner={services.owner} isLoading={services.isLoading} />
      {services.owner ? renderAccountNotice(services.owner) : null}
      <section aria-label="Your services">
        <WhenServicesLoaded services={services}>
          {(statuses) => (
            <>
              <FormationCardView
                status={statuses.LLC_FORMATION}
                order={formationOrder}
                onLearnMore={() => learnMore('LLC_FORMATION')}
              />
              <ServiceCardGrid
                items={GRID_ITEMS}
                services={services}
                statuses={statuses}
                lines={lines}
                onLearnMore={learnMore}
              />
            </>
          )}
        </WhenServicesLoaded>
      </section>
      {dialogs}
    </>
  );
}
