import type { ReactNode } from 'react';
import type { CalendarBusiness } from '../../../domain/compliance/compliance-calendar';
import type { DeadlineFee, RecurringFeeRule } from '../../../domain/compliance/deadline-rules';
import {
  daysToGo,
  DEADLINE_STATUS_LABELS,
  FEE_CONFIRMED_BEFORE_FILING,
  feeAmount,
  NEEDS_WORDS,
  titleInSentence,
} from '../../../domain/compliance/deadline-words';
import {
  ANNUAL_REPORT_ID,
  type DatedDeadline,
  type StateDeadline,
} from '../../../domain/compliance/state-deadlines';
import { longCalendarDate } from '../../../domain/long-date';
import { SourceLine } from '../../../ui/source-line';
import { CalendarItem } from './calendar-item';

/** One term of an entry's details and what it says. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="ch-deadline__detail">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A date written out, machine-readable too. */
export function CalendarDay({ date }: { date: string }) {
  return <time dateTime={date}>{longCalendarDate(date)}</time>;
}

function FeeDetail({ id, fee }: { id: string; fee: DeadlineFee }) {
  const amount = feeAmount(fee);
  return (
    <Detail term={id === ANNUAL_REPORT_ID ? 'State fee' : 'Amount'}>
      {amount === null || fee.status === 'unknown' ? (
        `Not published: ${FEE_CONFIRMED_BEFORE_FILING}`
      ) : (
        <>
          {amount} <SourceLine url={fee.source_url} date={fee.last_verified} />
        </>
      )}
    </Detail>
  );
}

/** The rule in the state data's own words, with its source, and how Charter read them. */
function StateWords({ deadline }: { deadline: StateDeadline }) {
  const { rule } = deadline;
  return (
    <>
      {'collected_by' in rule && (
        <Detail term="Collected by">{(rule as RecurringFeeRule).collected_by}</Detail>
      )}
      <Detail term="In the state’s words">
        “{rule.as_written}” <SourceLine url={rule.source_url} date={rule.last_verified} />
      </Detail>
    </>
  );
}

function Reading({ deadline }: { deadline: StateDeadline }) {
  const { reading, to_confirm: toConfirm } = deadline.rule;
  if (reading === null && toConfirm === null) return null;
  return (
    <details className="ch-deadline__reading">
      <summary>How Charter reads this rule</summary>
      {reading && <p>{reading}</p>}
      {toConfirm && <p>Still to confirm: {toConfirm}</p>}
    </details>
  );
}

function windowText({ opens, status }: DatedDeadline): ReactNode {
  if (opens === null) return 'None set by the state: file by the due date';
  return (
    <>
      {status === 'open' ? 'Open since ' : 'Opens '}
      <CalendarDay date={opens} />
    </>
  );
}

function DatedDetails({ deadline }: { deadline: DatedDeadline }) {
  return (
    <>
      <p className="ch-deadline__due">
        Due <CalendarDay date={deadline.due} /> ·{' '}
        <span className={deadline.status === 'overdue' ? 'ch-deadline__overdue' : undefined}>
          {daysToGo(deadline.days_until_due)}
        </span>
      </p>
      <dl className="ch-deadline__details">
        <Detail term="Filing window">{windowText(deadline)}</Detail>
        <FeeDetail id={deadline.id} fee={deadline.fee} />
        <StateWords deadline={deadline} />
        <Detail term="The one after">
          {deadline.following ? (
            <CalendarDay date={deadline.following.due} />
          ) : (
            NEEDS_WORDS['tax-year-end']
          )}
        </Detail>
      </dl>
    </>
  );
}

/** A deadline without a date: what it needs (and its fee), or that the state has none. */
function UndatedDetails({ deadline }: { deadline: StateDeadline }) {
  return (
    <dl className="ch-deadline__details">
      {deadline.status === 'needs' && <FeeDetail id={deadline.id} fee={deadline.fee} />}
      <StateWords deadline={deadline} />
    </dl>
  );
}

function DeadlineBadge({ deadline }: { deadline: StateDeadline }) {
  if (deadline.status === 'none') return null;
  const [label, tone] =
    deadline.status === 'needs'
      ? ['Needs information', 'neutral']
      : [
          DEADLINE_STATUS_LABELS[deadline.status],
          { upcoming: 'info', open: 'progress', overdue: 'danger' }[deadline.status],
        ];
  return <span className={`ch-badge ch-badge--status ch-badge--${tone}`}>{label}</span>;
}

/**
 * One state deadline on the calendar page: its next due date and how far off it is, its
 * window, its fee, the state's own words, each figure with its source and last-verified date.
 */
export function DeadlineItem({
  deadline,
  business,
}: {
  deadline: StateDeadline;
  business: CalendarBusiness;
}) {
  return (
    <CalendarItem title={deadline.title} beside={<DeadlineBadge deadline={deadline} />}>
      {deadline.status === 'none' && (
        <p className="ch-deadline__none">
          {business.state} has no {titleInSentence(deadline.title)}: nothing to file.
        </p>
      )}
      {deadline.status === 'needs' && <p>{NEEDS_WORDS[deadline.needs]}</p>}
      {deadline.status === 'none' || deadline.status === 'needs' ? (
        <UndatedDetails deadline={deadline} />
      ) : (
        <DatedDetails deadline={deadline} />
      )}
      <Reading deadline={deadline} />
    </CalendarItem>
  );
}
