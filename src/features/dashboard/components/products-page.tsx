import type { ReactNode } from 'react';
import { serviceGroups } from '../../../domain/services/service-groups';
import { RETURN_TO_PRODUCTS_LABEL } from '../../../domain/services/service-paths';
import { PageHeader } from '../../../ui/page-header';
import { Titled } from '../../../ui/titled';
import { ServiceCardGrid, WhenServicesLoaded, type ServiceCardGridProps } from './service-cards';
import { useServiceScreen } from './use-service-screen';
import type { ServicePieces } from './service-pieces';
import './products-page.css';

export const PRODUCTS_TITLE = 'Products';
export const PRODUCTS_SUBTITLE =
  'Every service we offer: what you have, where it stands, and what you can add.';
export const YOUR_SERVICES_TITLE = 'Your services';
export const AVAILABLE_TITLE = 'Available to add';
export const NO_SERVICES_YET = 'You have not bought a service yet: everything we offer is below.';
export const NOTHING_TO_ADD = 'You have every service we offer.';

interface GroupProps extends Omit<ServiceCardGridProps, 'headingLevel'> {
  title: string;
  /** What the group says when it holds no service. */
  empty: string;
}

/** One group of services under its heading, its cards' titles a rank below it. */
function ServiceGroup({ title, empty, ...cards }: GroupProps) {
  let content: ReactNode;
  if (cards.items.length === 0) content = <p className="ch-products__empty">{empty}</p>;
  else content = <ServiceCardGrid headingLevel={3} {...cards} />;
  return (
    <Titled
      as="section"
      className="ch-products__group"
      heading={{ text: title, level: 2, className: 'ch-products__group-title' }}
    >
      {content}
    </Titled>
  );
}

/**
 * Every service (spec dashboard §1 'Products'), the dashboard's cards and modals grouped by
 * whether the owner has it: theirs with its status and next step, the others with their price
 * and Learn More, which sells them through the same checkout. Unlike the dashboard it greets
 * no one, has no formation stepper (formation is a card like the others) and lists what the
 * owner has first.
 */
export function ProductsPage(pieces: ServicePieces) {
  const { services, lines, learnMore, dialogs } = useServiceScreen(
    pieces,
    RETURN_TO_PRODUCTS_LABEL,
  );
  return (
    <>
      <PageHeader title={PRODUCTS_TITLE} subtitle={PRODUCTS_SUBTITLE} />
      <WhenServicesLoaded services={services}>
        {(statuses) => {
          const { yours, available } = serviceGroups(statuses);
          const cards = { services, statuses, lines, onLearnMore: learnMore };
          return (
            <>
              <ServiceGroup
                title={YOUR_SERVICES_TITLE}
                items={yours}
                empty={NO_SERVICES_YET}
                {...cards}
              />
              <ServiceGroup
                title={AVAILABLE_TITLE}
                items={available}
                empty={NOTHING_TO_ADD}
                {...cards}
              />
            </>
          );
        }}
      </WhenServicesLoaded>
      {dialogs}
    </>
  );
}
