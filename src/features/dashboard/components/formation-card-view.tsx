import { formationCard, FORMATION_STEPS } from '../../../domain/services/formation-card';
import type { PlacedOrder } from '../../../domain/contracts/service-orders';
import { FORMATION_START_PATH, LEARN_MORE_LABEL } from '../../../domain/services/service-paths';
import {
  normalizeServiceStatus,
  type ServiceStatus,
} from '../../../domain/services/service-statuses';
import { StatusBadge } from '../../../ui/badge';
import { PlainButton } from '../../../ui/plain-button';
import { LinkButton } from '../../../ui/link-button';
import { RejectionWayOn, ServiceStatusBanner } from './service-status-banner';

export interface FormationCardViewProps {
  status: ServiceStatus | undefined;
  /** The formation's latest order: a rejection's reason and whether it may be resubmitted. */
  order?: PlacedOrder;
  onLearnMore: () => void;
}

/**
 * The formation's card at the top of the dashboard (foundation §4 "Formation card per
 * status"): where the LLC stands, as words and as a four-step stepper.
 */
export function FormationCardView({ status, order, onLearnMore }: FormationCardViewProps) {
  const card = formationCard(status);
  const rejected = status !== undefined && normalizeServiceStatus(status) === 'REJECTED';
  return (
    <article className="ch-formation-card" aria-labelledby="formation-card-title">
      <header className="ch-service-card__header">
        <div>
          <p className="ch-formation-card__eyebrow">Business Formation</p>
          <h2 id="formation-card-title" className="ch-formation-card__title">
            {card.title}
          </h2>
        </div>
        <StatusBadge status={status} />
      </header>
      <ol className="ch-formation-stepper" aria-label="Formation progress">
        {FORMATION_STEPS.map((step, index) => (
          <li
            key={step}
            className={
              index < card.step
                ? 'ch-formation-stepper__step ch-formation-stepper__step--done'
                : index === card.step
                  ? 'ch-formation-stepper__step ch-formation-stepper__step--current'
                  : 'ch-formation-stepper__step'
            }
            aria-current={index === card.step ? 'step' : undefined}
          >
            {step}
          </li>
        ))}
      </ol>
      <p className="ch-formation-card__text">{card.text}</p>
      {/* Rejected, the card's own title and text are the rejected block's: its way on is added. */}
      {rejected ? (
        <RejectionWayOn productKey="LLC_FORMATION" order={order} flowPath={FORMATION_START_PATH} />
      ) : (
        <ServiceStatusBanner
          productKey="LLC_FORMATION"
          status={status}
          order={order}
          flowPath={FORMATION_START_PATH}
        />
      )}
      <div className="ch-service-card__actions">
        {card.action?.kind === 'link' && (
          <LinkButton to={card.action.path}>{card.action.label}</LinkButton>
        )}
        <PlainButton
          variant={card.action?.kind === 'learn-more' ? 'primary' : 'secondary'}
          onClick={onLearnMore}
          aria-label={`${LEARN_MORE_LABEL} about Business Formation`}
        >
          {LEARN_MORE_LABEL}
        </PlainButton>
      </div>
    </article>
  );
}
