import type { ReactNode } from 'react';
import type { ProductKey } from '../../../domain/checkout/product-keys';
import { rejectedNotice, serviceBanner } from '../../../domain/services/service-banners';
import { submittedEstimate } from '../../../domain/services/service-estimates';
import {
  normalizeServiceStatus,
  type ServiceStatus,
} from '../../../domain/services/service-statuses';
import { productTitle } from '../../../domain/checkout/product-titles';
import type { PlacedOrder } from '../../../domain/contracts/service-orders';
import {
  canResubmit,
  CORRECT_AND_RESUBMIT_LABEL,
  rejectionReason,
  RESUBMITTED_ONCE,
  supportRequestAboutRejection,
} from '../../../domain/services/service-orders';
import { LinkButton } from '../../../ui/link-button';
import { Spinner } from '../../../ui/spinner';
import { SubmittedEstimateLine } from './submitted-estimate';

/**
 * What a rejected order's owner can do (decision 0090), under its block's message: the reason
 * the back office recorded, then Correct and resubmit while the order may be resubmitted
 * (once), and Contact Support, which opens a request about this order.
 */
export function RejectionWayOn({
  productKey,
  order,
  flowPath,
  children,
}: {
  productKey: ProductKey;
  /** The rejected order; undefined until the orders are in (the block shows without them). */
  order: PlacedOrder | undefined;
  flowPath: string;
  /** The block's message, under the reason. */
  children?: ReactNode;
}) {
  const reason = order ? rejectionReason(order.history) : null;
  const resubmittable = order !== undefined && canResubmit(order.status, order.history);
  return (
    <>
      {reason && <p className="ch-service-banner__reason">Reason: {reason}</p>}
      {children}
      {order && !resubmittable && <p className="ch-service-banner__detail">{RESUBMITTED_ONCE}</p>}
      <div className="ch-service-banner__actions">
        {resubmittable && <LinkButton to={flowPath}>{CORRECT_AND_RESUBMIT_LABEL}</LinkButton>}
        <LinkButton
          to={supportRequestAboutRejection(productTitle(productKey), reason)}
          variant="secondary"
        >
          {rejectedNotice(productKey).actionLabel}
        </LinkButton>
      </div>
    </>
  );
}

/** The rejected block (dashboard §2 "Rejected block", §4 "Rejected messages"). */
function RejectedBlock(props: {
  productKey: ProductKey;
  order: PlacedOrder | undefined;
  flowPath: string;
}) {
  const rejected = rejectedNotice(props.productKey);
  return (
    <div className="ch-service-banner ch-service-banner--rejected" role="note">
      <p className="ch-service-banner__text">{rejected.title}</p>
      <RejectionWayOn {...props}>
        <p className="ch-service-banner__detail">{rejected.message}</p>
      </RejectionWayOn>
    </div>
  );
}

/**
 * What a card says about an order under way (dashboard §4 "Banner texts"), with its estimated
 * date where it has one (the EIN while SUBMITTED), or, once rejected, the rejected block with
 * its message and Contact Support (dashboard §2 "Rejected block").
 */
export function ServiceStatusBanner({
  productKey,
  status,
  statusSince,
  order,
  flowPath,
}: {
  productKey: ProductKey;
  status: ServiceStatus | undefined;
  /** When the service took this status (the server's updated_at). */
  statusSince?: string;
  /** The latest order, for a rejection's reason and whether it may be resubmitted. */
  order?: PlacedOrder;
  /** Where the service's flow starts: Correct and resubmit reopens it. */
  flowPath: string;
}) {
  if (status === undefined) return null;
  if (normalizeServiceStatus(status) === 'REJECTED') {
    return <RejectedBlock productKey={productKey} order={order} flowPath={flowPath} />;
  }
  const banner = serviceBanner(productKey, status);
  if (!banner) return null;
  const estimate = submittedEstimate(productKey, status);
  return (
    <div className="ch-service-banner" role="note">
      <p className="ch-service-banner__text">
        {banner.spinner && <Spinner label="Generating" />}
        {banner.text}
      </p>
      {banner.detail && <p className="ch-service-banner__detail">{banner.detail}</p>}
      {estimate && <SubmittedEstimateLine estimate={estimate} submittedAt={statusSince} />}
    </div>
  );
}
