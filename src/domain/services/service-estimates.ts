import type { ProductKey } from '../checkout/product-keys';
import type { HolidayDates } from '../estimates/business-days';
import { einEstimatedDate } from '../estimates/ein-processing';
import { formatEstimatedDate } from '../estimates/estimated-date';
import { normalizeServiceStatus, type ServiceStatus } from './service-statuses';

/** What a card whose service was handed in says it expects, and when. */
export interface SubmittedEstimate {
  label: string;
  /** 'YYYY-MM-DD' from the submission time; null when it cannot be worked out. */
  dateFrom: (submittedAt: Date, holidays: HolidayDates) => string | null;
}

/** The services whose card shows an estimated date once submitted (decision 0037). */
const SUBMITTED_ESTIMATES: Partial<Record<ProductKey, SubmittedEstimate>> = {
  EIN_APPLICATION: { label: 'Estimated EIN date', dateFrom: einEstimatedDate },
};

/**
 * The estimate a service's card shows under its banner in this status, or null: the EIN
 * application while SUBMITTED ('Preparing Your IRS Filing', dashboard §4), counted from its
 * submission, which is when its status became SUBMITTED.
 */
export function submittedEstimate(
  productKey: ProductKey,
  status: ServiceStatus | undefined,
): SubmittedEstimate | null {
  if (status === undefined || normalizeServiceStatus(status) !== 'SUBMITTED') return null;
  return SUBMITTED_ESTIMATES[productKey] ?? null;
}

/**
 * The estimated date as owners read it ('Tuesday, November 17, 2026'), from when the service
 * was submitted (an ISO date-time); 'Date calculation error' when that time is missing or
 * unreadable.
 */
export function submittedEstimateText(
  estimate: SubmittedEstimate,
  submittedAt: string | undefined,
  holidays: HolidayDates,
): string {
  const at = submittedAt === undefined ? Number.NaN : Date.parse(submittedAt);
  return formatEstimatedDate(Number.isNaN(at) ? null : estimate.dateFrom(new Date(at), holidays));
}
