import type { RapidFiling } from '../../src/domain/state-facts/state-facts';
import { RAPID_FILING_DAYS } from '../../src/domain/estimates/filing-days';
import type { DatasetExpediteTier, DatasetState } from './dataset';

/**
 * Charter's own fee for an expedited filing, on top of the state's filing and expedite fees
 * (decision 0041): the one place this figure lives.
 */
export const CHARTER_RAPID_FILING_FEE_CENTS = 50_00;

/** The tier Charter buys: the state's name for it and its turnaround, both verbatim. */
interface ChosenTier {
  tier: string;
  turnaround: string;
}

/** A state that sells expedites, none of which Charter can promise as 1 business day. */
interface NoFittingTier {
  reason: string;
}

/**
 * Which expedite tier "Rapid filing · 1 business day" buys in each state whose dataset record
 * sells expedites for LLC formation (decision 0041): the cheapest tier that can be bought on an
 * online filing (or whose channels the state leaves open) and whose turnaround, in the state's
 * words, completes within one business day: same day, next business day, 24 hours, N hours.
 * The dataset's turnaround is free text, so the choice is read and written here by hand;
 * rapid-filing.test.ts checks each tier still exists, with these words and a fee.
 *
 * States the dataset records as offering no expedite, not researched, or not for LLC formation
 * are not listed: their reason follows from the record (`rapidFiling` below).
 */
export const RAPID_FILING_TIERS: Readonly<Record<string, ChosenTier | NoFittingTier>> = {
  AK: { reason: 'Alaska’s expedite moves a filing ahead in line but promises no turnaround.' },
  AZ: {
    tier: 'Next day',
    turnaround: 'the filing will be reviewed by the C.O.B. on the following business day',
  },
  CA: {
    tier: '24-Hour Filing Service (Class C)',
    turnaround: 'Filing response guaranteed within 24 hours, excluding weekends and holidays.',
  },
  DC: { tier: 'Expedited same-day service', turnaround: 'same-day' },
  // Published as $50–$100 by document type: Charter charges the top of the range.
  DE: {
    tier: 'Next Day Service',
    turnaround:
      'Request will be completed the next business day of receipt, excluding weekends and holidays.',
  },
  GA: {
    tier: 'Same Day Expedited Service',
    turnaround: 'Review completed and a response sent to the filer the same day as receipt.',
  },
  HI: { reason: 'Hawaii’s expedited review states no turnaround.' },
  IA: { reason: 'Iowa’s fastest expedite takes two business days.' },
  ID: {
    tier: 'expedited service',
    turnaround: 'within eight (8) working hours after the entity filing is delivered',
  },
  IL: { reason: 'Illinois sells same-day expedited LLC filing in person only, not online.' },
  LA: {
    tier: 'expedite',
    turnaround: 'Documents processed within 24 hours available for pick-up or mail.',
  },
  MD: { reason: 'Maryland’s same-day expedite is an in-person drop box, not available online.' },
  ME: { reason: 'Maine’s next-business-day expedite is requested by mail, not online.' },
  MI: { tier: '24 Hours for Formation/Qualification Docs', turnaround: '24 Hours' },
  MN: {
    reason:
      'Minnesota’s while-you-wait expedite is in person only; its online expedite takes 2–5 business days.',
  },
  MT: {
    reason:
      'Montana does not publish what its expedite fee buys or whether it covers LLC formation.',
  },
  NC: {
    tier: '24 hours',
    turnaround:
      'for the filing of a document within 24 hours after receipt, excluding weekends and holidays',
  },
  NH: { reason: 'New Hampshire’s expedited service is in person only and states no turnaround.' },
  NJ: { reason: 'New Jersey sells its same-day and hourly expedites in person or by fax only.' },
  NV: { reason: 'Nevada sells its 24-hour expedite by mail or in person only, not online.' },
  NY: {
    tier: 'Within 24 hours of the request',
    turnaround:
      'Within 24 hours of the request (not counting weekends, holidays, or any other days on which the Department of State is not open for business)',
  },
  OH: { reason: 'Ohio sells its next-business-day expedite by mail or in person only.' },
  OK: { reason: 'Oklahoma’s same-day filing is in person only, not online.' },
  PA: { tier: 'Same-day service', turnaround: 'Same-day service' },
  SD: { reason: 'South Dakota’s expedite promises a faster filing but no turnaround.' },
  TX: {
    reason:
      'Texas’s fastest expedite for LLC formation is not available online (only by email, in person or by courier).',
  },
  UT: { reason: 'Utah publishes an expedite fee but not the turnaround it buys.' },
  // Published as "$50 or $100": Charter charges the top of the range.
  VA: {
    tier: 'Next Day',
    turnaround: 'receive a filing response by 4:00PM EST the following business day',
  },
  WA: {
    reason:
      'Washington’s expedite takes up to three working days; same-day service is at the counter only.',
  },
  WI: {
    tier: 'Expedited processing - next day',
    turnaround: 'by close of business the first business day following the date of receipt',
  },
  WV: { tier: '24-Hour', turnaround: '24-Hour' },
};

/**
 * The fee charged for a tier, in cents: its fee, or the top of a published range, so the owner
 * is never asked for more later. Null when the tier has no fee.
 */
export function tierFeeCents(tier: DatasetExpediteTier): number | null {
  const usd = tier.feeUsd ?? tier.feeUsdMax;
  return usd === null ? null : Math.round(usd * 100);
}

const RANGE_NOTE =
  'The state publishes this fee as a range by document type; Charter charges the top of it.';

/** Whether the dataset's own record already says no, and why, before any tier is read. */
function recordedNo({ name, expedite }: DatasetState): string | null {
  if (expedite.offered === false) return `${name} does not offer expedited filing.`;
  if (expedite.offered === null) return `${name} does not publish an expedite fee we could verify.`;
  if (expedite.appliesToLlcFormation === false) {
    return `${name}’s expedited service does not cover LLC formation.`;
  }
  return null;
}

/** Rapid filing in one state, from its dataset record and the table above. */
export function rapidFiling(code: string, state: DatasetState): RapidFiling {
  const { expedite } = state;
  const notOffered = (reason: string): RapidFiling => ({
    offered: false,
    reason,
    source_url: expedite.sourceUrl,
  });
  const no = recordedNo(state);
  if (no !== null) return notOffered(no);

  const choice = RAPID_FILING_TIERS[code];
  if (choice === undefined) throw new Error(`No rapid filing decision for ${state.name}`);
  if ('reason' in choice) return notOffered(choice.reason);
  const tier = expedite.tiers.find((candidate) => candidate.tierName === choice.tier);
  const cents = tier && tierFeeCents(tier);
  if (!tier || cents === null || cents === undefined) {
    throw new Error(`${state.name} no longer sells the expedite tier "${choice.tier}" with a fee`);
  }
  return {
    offered: true,
    business_days: RAPID_FILING_DAYS,
    state_fee: { cents, source_url: tier.evidence.url, last_verified: expedite.lastVerified },
    charter_fee_cents: CHARTER_RAPID_FILING_FEE_CENTS,
    tier_name: tier.tierName,
    turnaround: choice.turnaround,
    fee_note: tier.feeUsd === null ? RANGE_NOTE : null,
  };
}
