import { useHolidayDates } from '../../../api/holidays';
import {
  DATE_CALCULATION_ERROR,
  formationEstimatedDateText,
} from '../../../domain/estimates/estimated-date';
import type { OwnerProfile } from '../../../domain/owner-profile';
import { useFormationTimes } from '../api/get-package-list';

/**
 * The formation's estimated filing date as a real date (spec dashboard §9): the package's
 * standard or expedited time (10 days while it loads), counted in business days from the next
 * working hours in Chicago, skipping weekends and federal holidays.
 */
export function FormationEstimate({ owner }: { owner: OwnerProfile }) {
  const holidays = useHolidayDates();
  const times = useFormationTimes(owner.business_state, owner.tier);
  if (holidays.status === 'loading') return <span>Calculating…</span>;
  if (holidays.status === 'error') return <span>{DATE_CALCULATION_ERROR}</span>;
  return (
    <time>
      {formationEstimatedDateText({
        from: new Date(),
        times,
        addOns: owner.add_ons,
        holidays: holidays.dates,
      })}
    </time>
  );
}
