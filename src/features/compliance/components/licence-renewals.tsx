import type { LicenceRenewal } from '../../../domain/compliance/compliance-calendar';
import { daysToGo } from '../../../domain/compliance/deadline-words';
import {
  DATE_SET_BY_THE_AGENCY,
  renewalPeriod,
} from '../../../domain/compliance/licence-renewal-words';
import { SourceLine } from '../../../ui/source-line';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { CalendarItem, CalendarSection } from './calendar-item';
import { CalendarDay, Detail } from './deadline-item';

function DueLine({ renewal }: { renewal: LicenceRenewal }) {
  if (renewal.due === null || renewal.days_until_due === null) {
    return <p className="ch-deadline__due">{DATE_SET_BY_THE_AGENCY}</p>;
  }
  return (
    <p className="ch-deadline__due">
      Renew by <CalendarDay date={renewal.due} /> · {daysToGo(renewal.days_until_due)}
    </p>
  );
}

function LicenceRenewalItem({ renewal }: { renewal: LicenceRenewal }) {
  const period = renewalPeriod(renewal.every_months);
  return (
    <CalendarItem title={renewal.licence}>
      <DueLine renewal={renewal} />
      <dl className="ch-deadline__details">
        <Detail term="Issued by">
          <a href={renewal.agency.url} target="_blank" rel="noopener noreferrer">
            {renewal.agency.name}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Detail>
        {period && <Detail term="How often">{period}</Detail>}
        <Detail term="The agency’s renewal rule">
          “{renewal.rule}” <SourceLine url={renewal.source_url} date={renewal.last_verified} />
        </Detail>
      </dl>
    </CalendarItem>
  );
}

/**
 * The renewals of the licences the owner's business license report names (decision 0068):
 * dated only where the agency sets the day for every holder, never counted from the report.
 */
export function LicenceRenewals({ renewals }: { renewals: readonly LicenceRenewal[] }) {
  return (
    <CalendarSection title="License renewals">
      <p className="ch-muted">
        The licenses your business license report of{' '}
        <CalendarDay date={renewals[0]!.report_prepared_on} /> names that must be renewed, once your
        business holds them. A date is shown where the agency sets the same day for every holder;
        otherwise the agency sets it.
      </p>
      <ol className="ch-deadlines">
        {renewals.map((renewal) => (
          <LicenceRenewalItem key={renewal.id} renewal={renewal} />
        ))}
      </ol>
    </CalendarSection>
  );
}
