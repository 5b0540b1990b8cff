import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { COMPLIANCE_PAGE_PATH, isFormed } from '../../../domain/compliance/compliance-calendar';
import {
  dueLine,
  FEE_CONFIRMED_BEFORE_FILING,
  feeAmount,
  NEEDS_SHORT,
  titleInSentence,
} from '../../../domain/compliance/deadline-words';
import { ANNUAL_REPORT_ID } from '../../../domain/compliance/state-deadlines';
import { SourceLine } from '../../../ui/source-line';
import { useComplianceCalendar } from '../api/compliance-calendar';
import './annual-report-due-line.css';

const CALENDAR_LINK = (
  <Link to={COMPLIANCE_PAGE_PATH} className="ch-due-line__link">
    See all your deadlines
  </Link>
);

/**
 * The annual report card's next due date on the dashboard (issue 17): 'Due May 15, 2027 · in
 * 170 days · state fee $0.00' with the fee's source, overdue in red and in words; a state
 * without an annual report says so. Loaded after the cards have painted (decision 0052), it
 * shows `placeholder` while the calendar is on its way, and nothing when it cannot say more
 * than the card does. Once the occurrence's window is open (or it is overdue) and the owner may
 * order it, it says so: next year's report offers itself (issue 30 point 7).
 */
/** What the card adds once this occurrence's filing window is open and the owner may order it. */
export const ANNUAL_REPORT_OPEN_OFFER =
  'Its filing window is open: Charter can file it for you. Order it from Learn More.';

export function AnnualReportDueLine({
  placeholder,
  orderable = false,
}: {
  placeholder: ReactNode;
  /**
   * Whether the owner may order the report now (never bought, or the last order ended,
   * decision 0085): the card then offers the occurrence whose window is open.
   */
  orderable?: boolean;
}) {
  const calendar = useComplianceCalendar();
  if (calendar.isPending) return placeholder;
  if (calendar.isError || !isFormed(calendar.data.business)) return null;
  const { business } = calendar.data;
  const report = calendar.data.deadlines.find((deadline) => deadline.id === ANNUAL_REPORT_ID);
  if (!report) return null;

  let line: ReactNode;
  if (report.status === 'none') {
    line = `${business.state} has no ${titleInSentence(report.title)}`;
  } else if (report.status === 'needs') {
    line = `${NEEDS_SHORT[report.needs]} · state fee ${feeAmount(report.fee) ?? FEE_CONFIRMED_BEFORE_FILING}`;
  } else {
    line = dueLine(report);
  }
  const overdue = report.status === 'overdue';
  const source = report.status === 'none' ? report.rule : report.fee;
  return (
    <div className="ch-due-line">
      <p className={overdue ? 'ch-due-line__text ch-due-line__text--overdue' : 'ch-due-line__text'}>
        {line}
      </p>
      {'source_url' in source && <SourceLine url={source.source_url} date={source.last_verified} />}{' '}
      {CALENDAR_LINK}
      {orderable && (report.status === 'open' || report.status === 'overdue') && (
        <p className="ch-due-line__offer">{ANNUAL_REPORT_OPEN_OFFER}</p>
      )}
    </div>
  );
}
