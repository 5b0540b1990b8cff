import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useServiceOrders } from '../../../api/service-orders';
import type { PlacedOrder } from '../../../domain/contracts/service-orders';
import type { ProductKey } from '../../../domain/checkout/product-keys';
import { formationFiled } from '../../../domain/services/formation-rules';
import type { CatalogueItem } from '../../../domain/services/service-catalogue';
import { displayPrice } from '../../../domain/services/service-prices';
import { productKeyOfServiceName } from '../../../domain/services/service-names';
import { canBuyAgain } from '../../../domain/services/service-orders';
import {
  normalizeServiceStatus,
  type ServiceStatuses,
} from '../../../domain/services/service-statuses';
import { afterPageLoad } from '../../../ui/after-page-load';
import { Notice } from '../../../ui/notice';
import { PlainButton } from '../../../ui/plain-button';
import { TextSkeleton } from '../../../ui/text-skeleton';
import type { DashboardServices } from '../use-dashboard-services';
import { ServiceCard, type ServiceCardProps } from './service-card';
import type { ServicePieces } from './service-pieces';
import './service-cards.css';

/** What a card adds under its description, by product key (useCardLines). */
export type CardLines = Partial<Record<ProductKey, ReactNode>>;

function CardSkeletons() {
  return (
    <div className="ch-service-grid" aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="ch-service-card ch-service-card--skeleton">
          <TextSkeleton label={index === 0 ? 'Loading your services…' : undefined} width="14ch" />
          <TextSkeleton width="24ch" />
        </div>
      ))}
    </div>
  );
}

/**
 * What a screen of service cards shows until the owner and the statuses are in: the load error
 * with Try again, placeholder cards while they load. Once both are in, `children` with the
 * statuses.
 */
export function WhenServicesLoaded({
  services,
  children,
}: {
  services: DashboardServices;
  children: (statuses: ServiceStatuses) => ReactNode;
}) {
  if (services.statusFailed) {
    return (
      <Notice tone="error" role="alert">
        <p>We could not load the status of your services. Check your connection and try again.</p>
        <PlainButton variant="secondary" onClick={services.retryStatus}>
          Try again
        </PlainButton>
      </Notice>
    );
  }
  if (!services.statuses || !services.owner) return services.isLoading ? <CardSkeletons /> : null;
  return children(services.statuses);
}

const DUE_PLACEHOLDER = (
  <p className="ch-service-card__due">
    <TextSkeleton label="Loading the annual report’s due date" width="24ch" />
  </p>
);

const TEASER_PLACEHOLDER = (
  <p className="ch-service-card__due">
    <TextSkeleton label="Loading how many licenses may apply" width="24ch" />
  </p>
);

const EIN_PLACEHOLDER = (
  <p className="ch-service-card__due">
    <TextSkeleton label="Loading your EIN" width="14ch" />
  </p>
);

/** The EIN's line and its reveal: code the cards' first paint does not need (decision 0092). */
const EinCardLine = lazy(() => import('./ein-card-line').then((m) => ({ default: m.EinCardLine })));

function renderEinLine(placeholder: ReactNode) {
  return (
    <Suspense fallback={placeholder}>
      <EinCardLine placeholder={placeholder} />
    </Suspense>
  );
}

/**
 * A line a card adds once it applies: its code and data are asked for only after the page has
 * loaded, so the cards paint first (decisions 0026, 0052); its place is kept meanwhile. One
 * element, so the card's memo holds.
 */
function useLateCardLine(
  applies: boolean,
  placeholder: ReactNode,
  render: (placeholder: ReactNode) => ReactNode,
): ReactNode {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => (applies ? afterPageLoad(() => setLoaded(true), 0) : undefined), [applies]);
  return useMemo(() => {
    if (!applies) return undefined;
    return loaded ? render(placeholder) : placeholder;
  }, [applies, loaded, render, placeholder]);
}

/**
 * The lines cards add: from other features, the annual report's next due date once the
 * formation is ACTIVE (the deadlines count from it), the licence report's preview before it is
 * bought once the formation is filed; and the EIN, masked with its reveal, once it is assigned.
 */
export function useCardLines(
  statuses: ServiceStatuses | undefined,
  { renderAnnualReportDue, renderLicenceTeaser }: ServicePieces,
): CardLines {
  const formationStatus = statuses?.LLC_FORMATION;
  const report = statuses?.LLC_ANNUAL_REPORT;
  const orderable = report === undefined || canBuyAgain('LLC_ANNUAL_REPORT', report);
  const renderDue = useCallback(
    (placeholder: ReactNode) => renderAnnualReportDue(placeholder, orderable),
    [renderAnnualReportDue, orderable],
  );
  const annualReportDue = useLateCardLine(
    normalizeServiceStatus(formationStatus ?? '') === 'ACTIVE',
    DUE_PLACEHOLDER,
    renderDue,
  );
  const licenceTeaser = useLateCardLine(
    statuses !== undefined &&
      statuses.BIZ_LICENSE_REPORT === undefined &&
      formationFiled(formationStatus),
    TEASER_PLACEHOLDER,
    renderLicenceTeaser,
  );
  const einNumber = useLateCardLine(
    normalizeServiceStatus(statuses?.EIN_APPLICATION ?? '') === 'ACTIVE',
    EIN_PLACEHOLDER,
    renderEinLine,
  );
  return {
    LLC_ANNUAL_REPORT: annualReportDue,
    BIZ_LICENSE_REPORT: licenceTeaser,
    EIN_APPLICATION: einNumber,
  };
}

export interface ServiceCardGridProps {
  items: readonly CatalogueItem[];
  services: DashboardServices;
  statuses: ServiceStatuses;
  lines: CardLines;
  onLearnMore: (productKey: ProductKey) => void;
  headingLevel?: ServiceCardProps['headingLevel'];
}

/** Each service's latest order (the orders come newest first), by product key. */
function latestOrders(orders: readonly PlacedOrder[] | undefined): Map<ProductKey, PlacedOrder> {
  const latest = new Map<ProductKey, PlacedOrder>();
  for (const order of orders ?? []) {
    const key = productKeyOfServiceName(order.service);
    if (key !== null && !latest.has(key)) latest.set(key, order);
  }
  return latest;
}

/**
 * A card for each of `items`, with its status, its card price (once the prices are in), its
 * line, and its latest order's timeline in one line (once the orders are in).
 */
export function ServiceCardGrid({
  items,
  services: { statusSince, products, pricesLoading },
  statuses,
  lines,
  onLearnMore,
  headingLevel,
}: ServiceCardGridProps) {
  const orders = useServiceOrders();
  const latest = useMemo(() => latestOrders(orders.data), [orders.data]);
  return (
    <div className="ch-service-grid">
      {items.map((item) => (
        <ServiceCard
          key={item.productKey}
          item={item}
          status={statuses[item.productKey]}
          statusSince={statusSince[item.productKey]}
          formationStatus={statuses.LLC_FORMATION}
          priceText={pricesLoading ? null : displayPrice(item.productKey, 'card', products).text}
          onLearnMore={onLearnMore}
          extra={lines[item.productKey]}
          latestOrder={latest.get(item.productKey)}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
