import { useServiceStateFeeNote } from '../../../api/service-state-fee-note';
import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import { longDate } from '../../../domain/long-date';
import { renewalDate } from '../../../domain/checkout/renewal';
import { hasRapidFiling } from '../../../domain/estimates/filing-days';
import type { OwnerProfile } from '../../../domain/owner-profile';
import {
  continuesNow,
  CONTINUE_LABEL,
  formationRequiredNotice,
  heldBackNotice,
  showsEstimatedTimeBox,
} from '../../../domain/services/formation-rules';
import {
  catalogueItem,
  PROGRESS_SAVED_NOTE,
  whyChooseHeading,
} from '../../../domain/services/service-catalogue';
import {
  displayPrice,
  FREE_FIRST_YEAR_TEXT,
  serviceOrder,
  type ServiceOrder,
} from '../../../domain/services/service-prices';
import { useLatestOrder } from '../../../api/latest-order';
import {
  BUY_AGAIN_LABEL,
  canBuyAgain,
  canResubmit,
  CORRECT_AND_RESUBMIT_LABEL,
} from '../../../domain/services/service-orders';
import type { ServiceStatuses } from '../../../domain/services/service-statuses';
import type { ProductKey } from '../../../domain/checkout/product-keys';
import { StatusBadge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { ModalDialog } from '../../../ui/modal';
import { Notice } from '../../../ui/notice';
import { StateFeeNote } from '../../../ui/state-fee-note';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { FormationEstimate } from './formation-estimate';
import './service-info-modal.css';

export interface ServiceInfoModalProps {
  productKey: ProductKey;
  owner: OwnerProfile;
  statuses: ServiceStatuses;
  products: readonly CheckoutProduct[];
  /** The product list's first answer is on its way (the price is not shown yet). */
  pricesLoading: boolean;
  onClose: () => void;
  onPurchase: (order: ServiceOrder) => void;
}

function Price({
  productKey,
  products,
  pricesLoading,
}: {
  productKey: ProductKey;
  products: readonly CheckoutProduct[];
  pricesLoading: boolean;
}) {
  if (pricesLoading) {
    return (
      <p className="ch-service-info__price">
        <TextSkeleton label="Loading the price" width="14ch" />
      </p>
    );
  }
  const price = displayPrice(productKey, 'modal', products);
  if (productKey === 'REGISTERED_AGENT') {
    return (
      <div className="ch-service-info__price">
        <p>
          <strong>{FREE_FIRST_YEAR_TEXT}</strong>, then {price.text} a year
        </p>
        <p className="ch-service-info__muted">Renews on {longDate(renewalDate())}.</p>
      </div>
    );
  }
  return (
    <p className="ch-service-info__price">
      <strong>{price.text}</strong>
    </p>
  );
}

/** The service's own state fee in the business's state (decision 0045), under its price. */
function ServiceStateFee({ productKey, owner }: { productKey: ProductKey; owner: OwnerProfile }) {
  return <StateFeeNote {...useServiceStateFeeNote(productKey, owner.business_state)} />;
}

function FormationAddOns({ owner, statuses }: { owner: OwnerProfile; statuses: ServiceStatuses }) {
  const rapid = hasRapidFiling(owner.add_ons);
  return (
    <section className="ch-service-info__section" aria-labelledby="formation-add-ons">
      <h3 id="formation-add-ons">Your add-ons</h3>
      <dl className="ch-service-info__add-ons">
        <dt>{rapid ? 'Expedited state filing' : 'Standard state filing'}</dt>
        <dd>
          Estimated filing date:{' '}
          <FormationEstimate owner={owner} formationStatus={statuses.LLC_FORMATION} />
        </dd>
        <dt>Expert review</dt>
        <dd>
          {statuses.EXPERT_REVIEW ? <StatusBadge status={statuses.EXPERT_REVIEW} /> : 'Not added'}
        </dd>
      </dl>
    </section>
  );
}

/**
 * A service's Learn More modal (spec dashboard §2 "Service info modal"): status, what it is and
 * costs, why to choose it, and Purchase (not bought yet), Buy again (its last order ended and it
 * may be bought again, decision 0085) or Continue (bought, as the formation rules allow).
 */
export function ServiceInfoModal({
  productKey,
  owner,
  statuses,
  products,
  pricesLoading,
  onClose,
  onPurchase,
}: ServiceInfoModalProps) {
  const item = catalogueItem(productKey);
  const status = statuses[productKey];
  const formationStatus = statuses.LLC_FORMATION;
  const order = serviceOrder(productKey, products, owner.business_state);
  // The formation notice whenever it applies; for a bought service held back without one, what
  // its card says (heldBackNotice).
  const notice =
    formationRequiredNotice(productKey, formationStatus) ??
    (status === undefined ? null : heldBackNotice(productKey, formationStatus));

  // A rejected order corrected and resubmitted, free, comes before buying it again (0090).
  const latest = useLatestOrder(productKey);
  const resubmittable =
    status !== undefined && latest !== undefined && canResubmit(status, latest.history);
  const buyable = !resubmittable && (status === undefined || canBuyAgain(productKey, status));
  let primary;
  if (resubmittable) {
    primary = <LinkButton to={item.flowPath}>{CORRECT_AND_RESUBMIT_LABEL}</LinkButton>;
  } else if (buyable) {
    primary = (
      <Button isDisabled={!order} onPress={() => order && onPurchase(order)}>
        {status === undefined ? 'Purchase' : BUY_AGAIN_LABEL}
      </Button>
    );
  } else if (continuesNow(productKey, formationStatus)) {
    primary = <LinkButton to={item.flowPath}>{CONTINUE_LABEL}</LinkButton>;
  } else {
    primary = <Button isDisabled>{CONTINUE_LABEL}</Button>;
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={item.title}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          {primary}
        </>
      }
    >
      <div className="ch-service-info">
        <StatusBadge status={status} />
        <p>{item.description}</p>
        <Price productKey={productKey} products={products} pricesLoading={pricesLoading} />
        <ServiceStateFee productKey={productKey} owner={owner} />
        {status !== undefined && buyable && (
          <p className="ch-service-info__muted">
            Your last order of it has ended. {BUY_AGAIN_LABEL} places a new order, with its own
            status and documents; the one before stays on your business profile.
          </p>
        )}
        {buyable && !order && (
          <p className="ch-service-info__muted">
            Prices for your state are loading or unavailable;{' '}
            {status === undefined ? 'Purchase' : BUY_AGAIN_LABEL} opens once they are here.
          </p>
        )}
        <section className="ch-service-info__section" aria-labelledby="why-choose">
          <h3 id="why-choose">{whyChooseHeading(productKey)}</h3>
          <ul className="ch-service-info__features">
            {item.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
        {productKey === 'LLC_FORMATION' && <FormationAddOns owner={owner} statuses={statuses} />}
        {notice && <Notice tone="warning">{notice}</Notice>}
        {showsEstimatedTimeBox(productKey, status, formationStatus) && (
          <div className="ch-service-info__estimate" role="note">
            <p>
              <strong>Estimated time: {item.estimatedTime}</strong>
            </p>
            <p>{PROGRESS_SAVED_NOTE}</p>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}
