import type { ReactNode } from 'react';
import { useBusinessList } from '../../../api/business-list';
import { EinNumber } from '../../../ui/ein-number';

/** What the EIN card says when the IRS's number is not on file with Charter (decision 0087). */
export const EIN_NOT_RECORDED =
  'Charter has not recorded your EIN yet: it is on the confirmation letter the IRS sends you.';

/**
 * The EIN card's line once the IRS assigned the number (EIN ACTIVE): the number as the business
 * list holds it, masked, with the owner's reveal; `placeholder` while the list loads. The
 * owner's business is the list's first (oldest), the one the back office records the EIN on.
 */
export function EinCardLine({ placeholder }: { placeholder: ReactNode }) {
  const businesses = useBusinessList();
  if (businesses.isPending) return placeholder;
  const masked = businesses.data?.[0]?.ein_masked ?? null;
  if (masked === null) {
    return (
      <p className="ch-service-card__due">
        {businesses.isError ? 'We could not load your EIN.' : EIN_NOT_RECORDED}
      </p>
    );
  }
  return (
    <p className="ch-service-card__due">
      Your EIN: <EinNumber masked={masked} />
    </p>
  );
}
