import {
  FEE_CONFIRMED_BEFORE_FILING,
  feeAmount,
  titleInSentence,
} from '../../../domain/compliance/deadline-words';
import { longCalendarDate } from '../../../domain/long-date';
import { SourceLine } from '../../../ui/source-line';
import type { AnnualReportFacts } from '../../../domain/contracts/annual-report-facts';
import './annual-report-due.css';

/**
 * The report this filing is for, from the state data the compliance calendar reads (no second
 * copy of any figure): its due date, the state's fee and the rule, each with its source.
 */
export function AnnualReportDue({ facts }: { facts: AnnualReportFacts }) {
  const { deadline } = facts;
  if (!deadline || deadline.status === 'none') return null;
  const { fee, rule } = deadline;
  const amount = feeAmount(fee);
  return (
    <section className="ch-annual-report-due" aria-labelledby="annual-report-due-heading">
      <h2 id="annual-report-due-heading" className="ch-annual-report-due__heading">
        {`${facts.business_name} · ${facts.state} ${titleInSentence(deadline.title)}`}
      </h2>
      {deadline.status !== 'needs' && <p>{`Due ${longCalendarDate(deadline.due)}`}</p>}
      <p>
        {'State fee: '}
        {amount === null || fee.status === 'unknown' ? (
          `${FEE_CONFIRMED_BEFORE_FILING} (the state publishes no figure Charter could source)`
        ) : (
          <>
            {amount} <SourceLine url={fee.source_url} date={fee.last_verified} />
          </>
        )}
      </p>
      <p className="ch-annual-report-due__rule">
        {`${facts.state}’s rule, as written: “${rule.as_written}” `}
        <SourceLine url={rule.source_url} date={rule.last_verified} />
      </p>
    </section>
  );
}
