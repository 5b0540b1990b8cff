import type { ReactNode } from 'react';
import { SUBSCRIPTIONS_RENEWALS_PATH } from '../../../domain/checkout/invoice-paths';
import { formatCents } from '../../../domain/checkout/money';
import {
  isFormed,
  type CalendarBusiness,
  type CharterRenewal,
  type ComplianceCalendar,
} from '../../../domain/compliance/compliance-calendar';
import { daysToGo } from '../../../domain/compliance/deadline-words';
import type { StateDeadline } from '../../../domain/compliance/state-deadlines';
import { DASHBOARD_PATH } from '../../../domain/services/service-paths';
import { LinkButton } from '../../../ui/link-button';
import { LoadError } from '../../../ui/load-error';
import { PageHeader } from '../../../ui/page-header';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { useComplianceCalendar } from '../api/compliance-calendar';
import { CalendarFeedSection } from './calendar-feed-section';
import { CalendarItem, CalendarSection } from './calendar-item';
import { CalendarDay, DeadlineItem } from './deadline-item';
import { LicenceRenewals } from './licence-renewals';
import './compliance-page.css';

export const LOAD_ERROR_MESSAGE = 'We could not load your compliance calendar.';

const CALENDAR_SKELETON_LINES = [
  { className: 'ch-card-header__title', width: '14ch' },
  { className: 'ch-deadline__due', width: '24ch' },
] as const;

function CalendarSkeleton() {
  return (
    <ListSkeleton
      label="Loading your compliance calendar…"
      rows={2}
      ordered
      listClassName="ch-deadlines"
      itemClassName="ch-deadline"
      lines={CALENDAR_SKELETON_LINES}
    />
  );
}

/** Dated deadlines first, soonest first; then those that need information; then the absent. */
function inCalendarOrder(deadlines: readonly StateDeadline[]): StateDeadline[] {
  const rank = (deadline: StateDeadline) =>
    deadline.status === 'needs' ? '2' : deadline.status === 'none' ? '3' : `1${deadline.due}`;
  return [...deadlines].sort((a, b) => rank(a).localeCompare(rank(b)));
}

/** Why there are no deadlines yet: they count from the day the state approves the LLC. */
function NotFormedYet({ business }: { business: CalendarBusiness | null }) {
  const where = business ? business.state : 'the state';
  const status =
    business === null
      ? 'You have not filed a business formation with Charter yet.'
      : business.status === 'REJECTED'
        ? `${business.state} did not approve your formation filing.`
        : `Your formation of ${business.name} is with ${business.state}.`;
  return (
    <CalendarSection title="No deadlines yet">
      <p>{status}</p>
      <p>
        Your state deadlines count from the day {where} approves your LLC: once your business
        formation is complete, each one appears here with its due date, its fee and where they come
        from.
      </p>
      <LinkButton to={DASHBOARD_PATH} variant="secondary">
        Go to Dashboard
      </LinkButton>
    </CalendarSection>
  );
}

function StateDeadlines({
  calendar,
  business,
}: {
  calendar: ComplianceCalendar;
  business: CalendarBusiness & { formed_on: string };
}) {
  return (
    <CalendarSection title={`${business.state} deadlines for ${business.name}`}>
      <p className="ch-muted">
        Counted from your formation on <CalendarDay date={business.formed_on} />: each deadline’s
        next due date from today. A filing Charter makes for you moves it on to the one after.
      </p>
      <ol className="ch-deadlines">
        {inCalendarOrder(calendar.deadlines).map((deadline) => (
          <DeadlineItem key={deadline.id} deadline={deadline} business={business} />
        ))}
      </ol>
      <p className="ch-compliance__credit">Due dates, fees and words: {calendar.credit}.</p>
    </CalendarSection>
  );
}

function RenewalItem({ renewal }: { renewal: CharterRenewal }) {
  return (
    <CalendarItem title={renewal.title}>
      <p className="ch-deadline__due">
        {renewal.ends ? 'Ends' : 'Renews'} <CalendarDay date={renewal.due} /> ·{' '}
        {daysToGo(renewal.days_until_due)}
      </p>
      <p className="ch-muted">
        {renewal.ends
          ? 'You cancelled its renewal: it ends on that day and is not charged again. Until then, Manage subscriptions lets you keep it.'
          : `${formatCents(renewal.price_cents)} a year, Charter’s own price, charged to the card on the subscription.`}
      </p>
    </CalendarItem>
  );
}

function Renewals({ renewals }: { renewals: readonly CharterRenewal[] }) {
  return (
    <CalendarSection title="Charter renewals">
      <ol className="ch-deadlines">
        {renewals.map((renewal) => (
          <RenewalItem key={renewal.id} renewal={renewal} />
        ))}
      </ol>
      <p>
        <LinkButton to={SUBSCRIPTIONS_RENEWALS_PATH} variant="secondary">
          Manage subscriptions
        </LinkButton>
      </p>
    </CalendarSection>
  );
}

function CalendarContent({ calendar }: { calendar: ComplianceCalendar }) {
  const { business, renewals, license_renewals: licenceRenewals } = calendar;
  const formed = isFormed(business);
  // The feed holds dated entries only: a licence renewal the agency dates adds nothing to it.
  const inFeed =
    formed || renewals.length > 0 || licenceRenewals.some((renewal) => renewal.due !== null);
  return (
    <>
      {formed ? (
        <StateDeadlines calendar={calendar} business={business} />
      ) : (
        <NotFormedYet business={business} />
      )}
      {renewals.length > 0 && <Renewals renewals={renewals} />}
      {licenceRenewals.length > 0 && <LicenceRenewals renewals={licenceRenewals} />}
      {inFeed && <CalendarFeedSection />}
    </>
  );
}

/**
 * The compliance calendar (decision 0052, /compliance): every state deadline of the owner's
 * business with its due date, window, fee and the state's words, each with its source and
 * last-verified date; Charter's renewals; the renewals of the licences their business license
 * report names (decision 0068); and the private feed that puts them in the owner's own calendar.
 */
export function CompliancePage() {
  const calendar = useComplianceCalendar();
  let content: ReactNode;
  if (calendar.isPending) content = <CalendarSkeleton />;
  else if (calendar.isError) content = <LoadError message={LOAD_ERROR_MESSAGE} query={calendar} />;
  else content = <CalendarContent calendar={calendar.data} />;
  return (
    <div className="ch-compliance">
      <PageHeader
        title="Compliance Calendar"
        subtitle="Your business’s state deadlines, license renewals and Charter renewals, each with where it comes from."
      />
      {content}
    </div>
  );
}
