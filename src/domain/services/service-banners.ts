import type { ProductKey } from '../checkout/product-keys';
import { CONTACT_SUPPORT_LABEL, CONTACT_SUPPORT_PATH } from './service-paths';
import { normalizeServiceStatus, type ServiceStatus } from './service-statuses';

/** A card's status banner (dashboard §4 "Banner texts"). */
export interface ServiceBanner {
  text: string;
  /** A second line saying what happens next, or null. */
  detail: string | null;
  /** Whether a spinner shows beside the text (the certificate being generated). */
  spinner: boolean;
}

/** The operating agreement's banner while the members sign (dashboard §4, foundation §1). */
export const OPERATING_AGREEMENT_SIGNATURE_BANNER =
  'Your operating agreement has been sent to all members for e-signature through our document-signing provider. Please check your email, including your spam folder.';

/**
 * Whether a service is out for its members' signatures, so its card lists them (the operating
 * agreement from SUBMITTED, when it is sent, until ACTIVE, when the last member has signed).
 * Beside its banner, not with the signing page's shared rules (domain/signing), so the cards
 * paint without those (decision 0092).
 */
export function awaitsSignatures(productKey: ProductKey, status: ServiceStatus | undefined) {
  return (
    productKey === 'LLC_OPERATING_AGREEMENT' &&
    status !== undefined &&
    ['SUBMITTED', 'IN_PROGRESS'].includes(normalizeServiceStatus(status))
  );
}

const PENDING_STATE_REVIEW = 'Pending State Review';

const banner = (text: string, detail: string | null = null, spinner = false): ServiceBanner => ({
  text,
  detail,
  spinner,
});

const BANNERS: Partial<Record<ProductKey, Partial<Record<ServiceStatus, ServiceBanner>>>> = {
  REGISTERED_AGENT: {
    SUBMITTED: banner('Preparing Your Agent Appointment'),
    IN_PROGRESS: banner(PENDING_STATE_REVIEW),
  },
  EIN_APPLICATION: {
    SUBMITTED: banner('Preparing Your IRS Filing'),
    IN_PROGRESS: banner('Under IRS Review'),
    ACTIVE: banner('EIN Assigned'),
  },
  LLC_FORMATION: {
    SUBMITTED: banner(
      'Preparing Your State Filing',
      'Our team is reviewing your filing before it is sent to the state.',
    ),
    IN_PROGRESS: banner(PENDING_STATE_REVIEW),
  },
  CERT_GOOD_STANDING: {
    SUBMITTED: banner(
      'Certificate of Good Standing is generating',
      'We will email it to you as soon as it is ready.',
      true,
    ),
    IN_PROGRESS: banner(PENDING_STATE_REVIEW),
  },
  LLC_OPERATING_AGREEMENT: {
    SUBMITTED: banner(OPERATING_AGREEMENT_SIGNATURE_BANNER),
    IN_PROGRESS: banner(OPERATING_AGREEMENT_SIGNATURE_BANNER),
  },
};

/** The banner a service's card shows in this status, or null when the table has none. */
export function serviceBanner(
  productKey: ProductKey,
  status: ServiceStatus | undefined,
): ServiceBanner | null {
  if (status === undefined) return null;
  return BANNERS[productKey]?.[normalizeServiceStatus(status)] ?? null;
}

/** The rejected block (dashboard §2 "Rejected block", §4 "Rejected messages"). */
export interface RejectedNotice {
  title: string;
  message: string;
  actionLabel: string;
  actionPath: string;
}

const RESUBMIT = 'Please contact support so we can help you correct it and resubmit.';

/** Who turned the request down decides the wording: the state, the IRS, or neither named. */
const REJECTIONS = {
  state: {
    title: 'Rejected by State',
    message: `The state did not approve this filing. ${RESUBMIT}`,
  },
  irs: {
    title: 'Rejected by IRS',
    message: `The IRS did not approve this application. ${RESUBMIT}`,
  },
  other: { title: 'Request Not Approved', message: `This request was not approved. ${RESUBMIT}` },
} as const;

export function rejectedNotice(productKey: ProductKey): RejectedNotice {
  const by =
    productKey === 'REGISTERED_AGENT' || productKey === 'LLC_FORMATION'
      ? REJECTIONS.state
      : productKey === 'EIN_APPLICATION'
        ? REJECTIONS.irs
        : REJECTIONS.other;
  return { ...by, actionLabel: CONTACT_SUPPORT_LABEL, actionPath: CONTACT_SUPPORT_PATH };
}
