import { formatCents } from '../domain/checkout/money';
import { standardFilingText } from '../domain/registration/plan-offers';
import { longCalendarDate } from '../domain/long-date';
import type { PublishedProcessingTime, StateFacts } from '../domain/state-facts/state-facts';
import { Notice } from './notice';
import { SourceLine } from './source-line';
import './filing-times-note.css';

/**
 * The state's own words for its processing time: a queue (the day of the filings it was
 * reviewing when observed) is said as such, never turned into a number of days.
 */
function publishedText(stateName: string, published: PublishedProcessingTime): string {
  if (published.queue_as_of) {
    return `${stateName} publishes a queue rather than a time: when we last looked it was reviewing online filings received on ${longCalendarDate(published.queue_as_of)}.`;
  }
  if (published.statement) return `${stateName} says: “${published.statement}”`;
  const days = published.online_business_days;
  return days
    ? `${stateName} says online filings take ${days.min}-${days.max} business days.`
    : `${stateName} publishes its processing time online.`;
}

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
      <strong>Standard filing:</strong> {estimate}. {publishedText(facts.state_name, published)}{' '}
      <SourceLine
        url={published.source_url}
        date={published.observed_on}
        dateLabel="as observed on"
      />
    </p>
  );
}

function RapidTime({ facts, asterisk }: { facts: StateFacts; asterisk: boolean }) {
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
      <strong>{asterisk ? '* Rapid filing' : 'Rapid filing'}</strong> means we file with{' '}
      {facts.state_name}’s {rapid.tier_name}: “{rapid.turnaround}” Its fee of{' '}
      {formatCents(rapid.state_fee.cents)} is the state’s; Charter adds{' '}
      {formatCents(rapid.charter_fee_cents)} for handling. Both are in the rapid filing price.
      {rapid.fee_note && ` ${rapid.fee_note}`}{' '}
      <SourceLine url={rapid.state_fee.source_url} date={rapid.state_fee.last_verified} />
    </p>
  );
}

/**
 * How long a state takes to approve a new LLC: the standard filing (the state's own published
 * time, or that it publishes none) and the rapid filing, each with its source. Registration
 * page2 explains its two filing cards with it (`asterisk`: the rapid card's mark); the Help
 * Center answers "how long does my state take" with it.
 */
export function FilingTimesNote({
  facts,
  asterisk = false,
}: {
  facts: StateFacts;
  /** Whether the rapid line repeats the asterisk a filing card marks it with. */
  asterisk?: boolean;
}) {
  return (
    <Notice className="ch-filing-times">
      <StandardTime facts={facts} />
      <RapidTime facts={facts} asterisk={asterisk} />
      <p className="ch-filing-times__credit">State figures: {facts.credit}.</p>
    </Notice>
  );
}
