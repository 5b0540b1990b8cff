import { useBusinessList } from '../../../api/business-list';
import { useHolidayDates } from '../../../api/holidays';
import {
  DATE_CALCULATION_ERROR,
  filingStartedAt,
  formationEstimatedDateText,
} from '../../../domain/estimates/estimated-date';
import type { OwnerProfile } from '../../../domain/owner-profile';
import {
  normalizeServiceStatus,
  type ServiceStatus,
} from '../../../domain/services/service-statuses';
import { useFormationTimes } from '../../../api/package-list';

export interface FormationEstimateProps {
  owner: OwnerProfile;
  /** The formation's status: once past PURCHASED, the count starts at its submission. */
  formationStatus: ServiceStatus | undefined;
}

/**
 * The formation's estimated filing date as a real date (spec dashboard §9): the package's
 * standard or expedited time (10 days while it loads), counted in business days from the next
 * working hours in Chicago, skipping weekends and federal holidays — from the submission once
 * the formation has been submitted (the business list says when), from now before.
 */
export function FormationEstimate({ owner, formationStatus }: FormationEstimateProps) {
  const holidays = useHolidayDates();
  const times = useFormationTimes(owner.business_state, owner.tier);
  const submitted =
    formationStatus !== undefined && normalizeServiceStatus(formationStatus) !== 'PURCHASED';
  const businesses = useBusinessList({ enabled: submitted });
  if (holidays.status === 'error' || (submitted && businesses.isError && !businesses.data)) {
    return <span>{DATE_CALCULATION_ERROR}</span>;
  }
  if (holidays.status === 'loading' || (submitted && !businesses.data)) {
    return <span>Calculating…</span>;
  }
  const now = new Date();
  return (
    <time>
      {formationEstimatedDateText({
        from: submitted ? filingStartedAt(businesses.data ?? [], now) : now,
        times,
        addOns: owner.add_ons,
        holidays: holidays.dates,
      })}
    </time>
  );
}
