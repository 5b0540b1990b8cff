import { useHolidayDates } from '../../../api/holidays';
import { DATE_CALCULATION_ERROR } from '../../../domain/estimates/estimated-date';
import {
  submittedEstimateText,
  type SubmittedEstimate,
} from '../../../domain/services/service-estimates';

export interface SubmittedEstimateLineProps {
  estimate: SubmittedEstimate;
  /** When the service was submitted (its status's updated_at). */
  submittedAt: string | undefined;
}

/**
 * A handed-in service's estimated date under its banner (decision 0037): business days from its
 * submission, skipping weekends and federal holidays, so it stays put from one day to the next.
 */
export function SubmittedEstimateLine({ estimate, submittedAt }: SubmittedEstimateLineProps) {
  const holidays = useHolidayDates();
  return (
    <p className="ch-service-banner__detail">
      {estimate.label}:{' '}
      {holidays.status === 'ready' ? (
        <time>{submittedEstimateText(estimate, submittedAt, holidays.dates)}</time>
      ) : holidays.status === 'error' ? (
        DATE_CALCULATION_ERROR
      ) : (
        'Calculating…'
      )}
    </p>
  );
}
