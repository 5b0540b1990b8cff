import {
  feeSentence,
  ruleSentence,
  titleInSentence,
} from '../../../domain/compliance/deadline-words';
import { longCalendarDate } from '../../../domain/long-date';
import type { AnnualReportFacts } from '../api/annual-report-facts';
import './annual-report-due.css';

/**
 * The report this filing is for, from the state data the compliance calendar reads (no second
 * copy of any figure): its due date, the state's fee and the rule, each with its source.
 */
export function AnnualReportDue({ facts }: { facts: AnnualReportFacts }) {
  const { deadline } = facts;
  if (!deadline || deadline.status === 'none') return null;
  return (
    <section className="ch-annual-report-due" aria-labelledby="annual-report-due-heading">
      <h2 id="annual-report-due-heading" className="ch-annual-report-due__heading">
        {`${facts.business_name} · ${facts.state} ${titleInSentence(deadline.title)}`}
      </h2>
      {'due' in deadline && <p>{`Due ${longCalendarDate(deadline.due)}`}</p>}
      <p className="ch-annual-report-due__source">{feeSentence(deadline)}</p>
      <p className="ch-annual-report-due__source">{ruleSentence(facts.state, deadline.rule)}</p>
    </section>
  );
}
