import { displayAnswer, missingValue } from '../../../domain/business-license/licence-report-words';
import type { LicenceRule } from '../../../domain/business-license/licence-rule';
import type { LicenceReport } from '../../../domain/contracts/business-license';
import { longCalendarDate } from '../../../domain/long-date';
import { Fact } from '../../../ui/fact';
import { linkHost, NewTabLink } from '../../../ui/new-tab-link';
import { Titled } from '../../../ui/titled';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import '../../../ui/card-header.css';

export type ReportedLicence = LicenceReport['levels'][number]['licences'][number];

type Confidence = LicenceRule['confidence'];

/**
 * How sure a licence is, as its badge says it and the report's key explains it
 * (src/domain/business-license/licence-rule.ts, LICENCE_CONFIDENCES).
 */
export const CONFIDENCE_WORDS: Readonly<
  Record<Confidence, { label: string; tone: string; meaning: string }>
> = {
  applies: {
    label: 'Applies',
    tone: 'success',
    meaning: 'the agency’s page says every business like yours needs it.',
  },
  'may apply': {
    label: 'May apply',
    tone: 'info',
    meaning: 'it depends on details such as size, place or amounts: check with the agency.',
  },
  'ask the agency': {
    label: 'Ask the agency',
    tone: 'neutral',
    meaning: 'Charter could not confirm it: ask the agency whether your business needs it.',
  },
};

function ConfidenceBadge({ confidence }: { confidence: Confidence }) {
  const { label, tone } = CONFIDENCE_WORDS[confidence];
  return (
    <span className={`ch-badge ch-badge--status ch-badge--${tone}`}>
      <VisuallyHidden>How sure: </VisuallyHidden>
      {label}
    </span>
  );
}

/** The agency's site, and its phone as a number a phone can call. */
function Contact({ rule }: { rule: LicenceRule }) {
  const { url, phone } = rule.agency;
  return (
    <>
      <NewTabLink href={url}>{linkHost(url)}</NewTabLink>
      {' · '}
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : missingValue(rule)}
    </>
  );
}

function OtherCosts({ rule }: { rule: LicenceRule }) {
  if (rule.fees.other.length === 0) return missingValue(rule);
  return (
    <ul className="ch-licence__costs">
      {rule.fees.other.map((cost) => (
        <li key={cost}>{cost}</li>
      ))}
    </ul>
  );
}

/**
 * One licence of the report with every field of its rule, in the order the owner acts on it
 * (who issues it, what it covers, how to apply, what it costs, how long it takes and lasts),
 * then where Charter read it and when. A value the rule does not give says why, in the words
 * the report's PDF uses.
 */
export function LicenceItem({ licence, level }: { licence: ReportedLicence; level: 3 | 4 }) {
  const { rule, why } = licence;
  const given = (value: string | null) => value ?? missingValue(rule);
  return (
    <Titled
      as="li"
      className="ch-licence"
      heading={{ text: rule.licence, level, className: 'ch-card-header__title' }}
      header={{
        className: 'ch-card-header',
        beside: <ConfidenceBadge confidence={rule.confidence} />,
      }}
    >
      <p className="ch-licence__why">{why}</p>
      <dl className="ch-licence__details">
        <Fact term="Agency">{rule.agency.name}</Fact>
        <Fact term="Contact">
          <Contact rule={rule} />
        </Fact>
        <Fact term="What it covers" className="ch-licence__wide">
          {rule.covers}
        </Fact>
        <Fact term="How to apply" className="ch-licence__wide">
          {rule.apply.how}
        </Fact>
        <Fact term="Where to apply">
          <NewTabLink href={rule.apply.url}>Apply on {linkHost(rule.apply.url)}</NewTabLink>
        </Fact>
        <Fact term="Form">{given(rule.apply.form)}</Fact>
        <Fact term="Initial fee">{given(rule.fees.initial)}</Fact>
        <Fact term="Renewal fee">{given(rule.fees.renewal)}</Fact>
        <Fact term="Other costs" className="ch-licence__wide">
          <OtherCosts rule={rule} />
        </Fact>
        <Fact term="Processing time">{given(rule.processingTime)}</Fact>
        <Fact term="Duration">{given(rule.duration)}</Fact>
        <Fact term="Renewal">{rule.renewal?.rule ?? missingValue(rule)}</Fact>
        <Fact term="Display at the premises">{displayAnswer(rule)}</Fact>
        {rule.notes && (
          <Fact term="Notes" className="ch-licence__wide">
            {rule.notes}
          </Fact>
        )}
      </dl>
      {/* The page's title as the link: the agency's site and the application are links too. */}
      <p className="ch-licence__source">
        Source: <NewTabLink href={rule.source.url}>{rule.source.title}</NewTabLink> (
        {linkHost(rule.source.url)}), verified{' '}
        <time dateTime={rule.lastVerified}>{longCalendarDate(rule.lastVerified)}</time>
      </p>
    </Titled>
  );
}
