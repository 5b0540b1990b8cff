import { formatCents } from '../../../domain/checkout/money';
import { standardFilingText } from '../../../domain/registration/plan-offers';
import type { StateFacts } from '../../../domain/state-facts/state-facts';
import { Notice } from '../../../ui/notice';
import { SourceLine } from '../../../ui/source-line';

function StandardTime({ facts }: { facts: StateFacts }) {
  const published = facts.standard_filing.published;
  const estimate = standardFilingText(facts);
  if (!published) {
    return (
      <p>
        <strong>Standard filing:</strong> {facts.state_name} does not publish a processing time for
        a new LLC, so we estimate {estimate} from the day we file.
      </p>
    );
  }
  return (
    <p>
      <strong>Standard filing:</strong> {estimate}.{' '}
      {published.statement
        ? `${facts.state_name} says: “${published.statement}”`
        : `${facts.state_name} publishes its processing time for online filings.`}{' '}
      <SourceLine
        url={published.source_url}
        date={published.observed_on}
        dateLabel="as observed on"
      />
    </p>
  );
}

function RapidTime({ facts }: { facts: StateFacts }) {
  const rapid = facts.rapid_filing;
  if (!rapid.offered) {
    return (
      <p>
        <strong>Rapid filing is not available:</strong> {rapid.reason}
      </p>
    );
  }
  return (
    <p>
      <strong>* Rapid filing</strong> means we file with {facts.state_name}’s {rapid.tier_name}: “
      {rapid.turnaround}” Its fee of {formatCents(rapid.state_fee.cents)} is the state’s; Charter
      adds {formatCents(rapid.charter_fee_cents)} for handling. Both are in the rapid filing price.{' '}
      <SourceLine url={rapid.state_fee.source_url} date={rapid.state_fee.last_verified} />
    </p>
  );
}

/**
 * Page2's explanation of its two filing cards: how long the state takes for a standard filing
 * (its own published time, or that it publishes none) and what the rapid filing's asterisk
 * means, each with its source.
 */
export function FilingTimesNote({ facts }: { facts: StateFacts }) {
  return (
    <Notice className="ch-filing-times">
      <StandardTime facts={facts} />
      <RapidTime facts={facts} />
      <p className="ch-filing-times__credit">State figures: {facts.credit}.</p>
    </Notice>
  );
}
