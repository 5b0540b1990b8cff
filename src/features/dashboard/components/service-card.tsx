import { lazy, memo, Suspense, type ReactNode } from 'react';
import type { ProductKey } from '../../../domain/checkout/product-keys';
import { awaitsSignatures } from '../../../domain/services/service-banners';
import { heldBackNotice } from '../../../domain/services/formation-rules';
import { canBuyAgain } from '../../../domain/services/service-orders';
import type { CatalogueItem } from '../../../domain/services/service-catalogue';
import { LEARN_MORE_LABEL } from '../../../domain/services/service-paths';
import {
  normalizeServiceStatus,
  type ServiceStatus,
} from '../../../domain/services/service-statuses';
import { StatusBadge } from '../../../ui/badge';
import { PlainButton } from '../../../ui/plain-button';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { Titled } from '../../../ui/titled';
import { LinkButton } from '../../../ui/link-button';
import type { PlacedOrder } from '../../../domain/contracts/service-orders';
import { ServiceStatusBanner } from './service-status-banner';

/**
 * The latest order's timeline in one line loads after the cards have painted (decision 0092):
 * the orders arrive after the statuses, and the timeline's rules and date words need not hold
 * back the first paint. Its place is kept meanwhile.
 */
const OrderNextStep = lazy(() =>
  import('../../../ui/order-timeline').then((m) => ({ default: m.OrderNextStep })),
);

/** Only an agreement out for signature loads its members' list (decision 0026: light paint). */
const AgreementSignatures = lazy(() =>
  import('./agreement-signatures').then((m) => ({ default: m.AgreementSignatures })),
);

export interface ServiceCardProps {
  item: CatalogueItem;
  status: ServiceStatus | undefined;
  /** When the service took its status (the server's updated_at); none for one just bought. */
  statusSince: string | undefined;
  formationStatus: ServiceStatus | undefined;
  /** What the service costs, as the card shows it (displayPrice); null while prices load. */
  priceText: string | null;
  onLearnMore: (productKey: ProductKey) => void;
  /** What else the card says under its description (the annual report's next due date). */
  extra?: ReactNode;
  /** The title's rank: 2 on the dashboard, 3 under a heading of the Products page's groups. */
  headingLevel?: 2 | 3;
  /**
   * The service's latest order: its timeline in one line, a rejection's reason; none until
   * the orders are in.
   */
  latestOrder?: PlacedOrder;
}

/** The card's way forward once bought: continue the flow, or open what it produced. */
function NextStep({
  item,
  status,
  formationStatus,
}: Pick<ServiceCardProps, 'item' | 'status' | 'formationStatus'>) {
  const normalized = normalizeServiceStatus(status ?? '');
  if (normalized === 'ACTIVE') {
    return <LinkButton to={item.activePath}>{item.activeLabel}</LinkButton>;
  }
  // Only a bought service that has not started is continued; one under way shows its banner.
  if (normalized !== 'PURCHASED') return null;
  const notice = heldBackNotice(item.productKey, formationStatus);
  if (notice === null) return <LinkButton to={item.flowPath}>{item.buttonText}</LinkButton>;
  return (
    <>
      <p className="ch-service-card__notice">{notice}</p>
      <PlainButton disabled>{item.buttonText}</PlainButton>
    </>
  );
}

/**
 * One service on the dashboard or the Products page: its status, what it costs or where it
 * stands, and its actions. Memoised: when the prices or one status arrive, only the cards they
 * change render again.
 */
export const ServiceCard = memo(function ServiceCard({
  item,
  status,
  statusSince,
  formationStatus,
  priceText,
  onLearnMore,
  extra,
  headingLevel = 2,
  latestOrder,
}: ServiceCardProps) {
  return (
    <Titled
      as="article"
      className="ch-service-card"
      heading={{
        text: item.title,
        level: headingLevel,
        className: 'ch-service-card__title',
        id: `service-${item.productKey}`,
      }}
      header={{
        as: 'header',
        className: 'ch-service-card__header',
        beside: <StatusBadge status={status} />,
      }}
    >
      <p className="ch-service-card__description">{item.description}</p>
      {extra}
      <ServiceStatusBanner
        productKey={item.productKey}
        status={status}
        statusSince={statusSince}
        order={latestOrder}
        flowPath={item.flowPath}
      />
      {status !== undefined && latestOrder && (
        <Suspense
          fallback={
            <p className="ch-order-next">
              <TextSkeleton label={`Loading the progress of ${item.title}`} width="24ch" />
            </p>
          }
        >
          <OrderNextStep productKey={item.productKey} order={latestOrder} />
        </Suspense>
      )}
      {awaitsSignatures(item.productKey, status) && (
        <Suspense fallback={<TextSkeleton label="Loading the members’ signatures…" width="24ch" />}>
          <AgreementSignatures />
        </Suspense>
      )}
      {(status === undefined || canBuyAgain(item.productKey, status)) && (
        <p className="ch-service-card__price">
          {status !== undefined && <span>Another order: </span>}
          {priceText === null ? (
            <TextSkeleton label={`Loading the price of ${item.title}`} width="8ch" />
          ) : (
            <strong>{priceText}</strong>
          )}
          <span> · Ready in about {item.estimatedTime}</span>
        </p>
      )}
      <div className="ch-service-card__actions">
        <PlainButton
          variant={status === undefined ? 'primary' : 'secondary'}
          onClick={() => onLearnMore(item.productKey)}
          aria-label={`${LEARN_MORE_LABEL} about ${item.title}`}
        >
          {LEARN_MORE_LABEL}
        </PlainButton>
        <NextStep item={item} status={status} formationStatus={formationStatus} />
      </div>
    </Titled>
  );
});
