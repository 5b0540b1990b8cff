import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import {
  canContinue,
  formationRequiredNotice,
  isContinueDisabled,
} from '../../../domain/services/formation-rules';
import type { CatalogueItem } from '../../../domain/services/service-catalogue';
import { displayPrice } from '../../../domain/services/service-prices';
import { LEARN_MORE_LABEL } from '../../../domain/services/service-paths';
import {
  normalizeServiceStatus,
  type ServiceStatus,
} from '../../../domain/services/service-statuses';
import { StatusBadge } from '../../../ui/badge';
import { PlainButton } from '../../../ui/plain-button';
import { LinkButton } from '../../../ui/link-button';
import { ServiceStatusBanner } from './service-status-banner';

export interface ServiceCardProps {
  item: CatalogueItem;
  status: ServiceStatus | undefined;
  formationStatus: ServiceStatus | undefined;
  products: readonly CheckoutProduct[];
  onLearnMore: () => void;
}

/** Why a bought service cannot start yet when no formation notice says it (decision 0025). */
const FORMATION_FIRST = 'This service starts once your business formation is complete.';

/** The card's way forward once bought: continue the flow, or open what it produced. */
function NextStep({
  item,
  status,
  formationStatus,
}: Omit<ServiceCardProps, 'products' | 'onLearnMore'>) {
  const normalized = normalizeServiceStatus(status ?? '');
  if (normalized === 'ACTIVE') {
    return <LinkButton to={item.activePath}>{item.activeLabel}</LinkButton>;
  }
  // Only a bought service that has not started is continued; one under way shows its banner.
  if (normalized !== 'PURCHASED') return null;
  const notice = formationRequiredNotice(item.productKey, formationStatus);
  if (
    canContinue(item.productKey, formationStatus) &&
    !isContinueDisabled(item.productKey, formationStatus)
  ) {
    return <LinkButton to={item.flowPath}>{item.buttonText}</LinkButton>;
  }
  return (
    <>
      <p className="ch-service-card__notice">{notice ?? FORMATION_FIRST}</p>
      <PlainButton disabled>{item.buttonText}</PlainButton>
    </>
  );
}

/** One service on the dashboard: its status, what it costs or where it stands, and its actions. */
export function ServiceCard({
  item,
  status,
  formationStatus,
  products,
  onLearnMore,
}: ServiceCardProps) {
  const headingId = `service-${item.productKey}`;
  return (
    <article className="ch-service-card" aria-labelledby={headingId}>
      <header className="ch-service-card__header">
        <h2 id={headingId} className="ch-service-card__title">
          {item.title}
        </h2>
        <StatusBadge status={status} />
      </header>
      <p className="ch-service-card__description">{item.description}</p>
      <ServiceStatusBanner productKey={item.productKey} status={status} />
      {status === undefined && (
        <p className="ch-service-card__price">
          <strong>{displayPrice(item.productKey, 'card', products).text}</strong>
          <span> · Ready in about {item.estimatedTime}</span>
        </p>
      )}
      <div className="ch-service-card__actions">
        <PlainButton
          variant={status === undefined ? 'primary' : 'secondary'}
          onClick={onLearnMore}
          aria-label={`${LEARN_MORE_LABEL} about ${item.title}`}
        >
          {LEARN_MORE_LABEL}
        </PlainButton>
        <NextStep item={item} status={status} formationStatus={formationStatus} />
      </div>
    </article>
  );
}
