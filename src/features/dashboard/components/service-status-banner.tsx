import type { ProductKey } from '../../../domain/checkout/product-keys';
import { rejectedNotice, serviceBanner } from '../../../domain/services/service-banners';
import { submittedEstimate } from '../../../domain/services/service-estimates';
import {
  normalizeServiceStatus,
  type ServiceStatus,
} from '../../../domain/services/service-statuses';
import { LinkButton } from '../../../ui/link-button';
import { Spinner } from '../../../ui/spinner';
import { SubmittedEstimateLine } from './submitted-estimate';

/**
 * What a card says about an order under way (dashboard §4 "Banner texts"), with its estimated
 * date where it has one (the EIN while SUBMITTED), or, once rejected, the rejected block with
 * its message and Contact Support (dashboard §2 "Rejected block").
 */
export function ServiceStatusBanner({
  productKey,
  status,
  statusSince,
}: {
  productKey: ProductKey;
  status: ServiceStatus | undefined;
  /** When the service took this status (the server's updated_at). */
  statusSince?: string;
}) {
  if (status === undefined) return null;
  if (normalizeServiceStatus(status) === 'REJECTED') {
    const rejected = rejectedNotice(productKey);
    return (
      <div className="ch-service-banner ch-service-banner--rejected" role="note">
        <p className="ch-service-banner__text">{rejected.title}</p>
        <p className="ch-service-banner__detail">{rejected.message}</p>
        <LinkButton to={rejected.actionPath} variant="secondary">
          {rejected.actionLabel}
        </LinkButton>
      </div>
    );
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
