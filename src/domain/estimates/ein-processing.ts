import type { HolidayDates } from './business-days';
import { estimatedDeliveryDate } from './estimated-date';

/**
 * Business days from an EIN application's submission to its EIN (decision 0037). The project's
 * data (/work/shared/data) has no IRS figure, and the spec gives the EIN only the
 * estimated-time box's '3 minutes'. The IRS publishes 4 business days for a Form SS-4 sent by
 * fax (Publication 1635 "Understanding Your EIN", §VI "How to Apply for an EIN"; Instructions
 * for Form SS-4, "Fax"): the method open to every applicant, where the online application is
 * immediate but not open to all. The estimate counts that, from Charter's next working hours.
 */
export const EIN_PROCESSING_BUSINESS_DAYS = 4;

/**
 * The date an EIN application submitted at `submittedAt` is expected to have its EIN, as
 * 'YYYY-MM-DD': EIN_PROCESSING_BUSINESS_DAYS business days after the day the count starts
 * (the submission's Chicago working day, or the next), skipping weekends and federal holidays.
 * Null when `submittedAt` is not a real time.
 */
export function einEstimatedDate(submittedAt: Date, holidays: HolidayDates): string | null {
  return estimatedDeliveryDate(submittedAt, EIN_PROCESSING_BUSINESS_DAYS, holidays);
}
