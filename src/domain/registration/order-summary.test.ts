import { STATE_DATA_CREDIT } from '../state-facts/dataset-credit';
import { describe, expect, it } from 'vitest';
import type { CheckoutProduct } from '../checkout/checkout-product';
import type { StateFacts } from '../state-facts/state-facts';
import type { Tier } from '../tiers';
import { buildOrderSummary } from './order-summary';
import {
  chooseExpertReview,
  chooseRegisteredAgent,
  chooseServiceFiling,
  createRegistrationCheckout,
  selectedProducts,
  type RegistrationCheckout,
} from './selection-rules';

const product = (name: string, unit_price: number, optional: boolean): CheckoutProduct => ({
  name,
  unit_price,
  price_id: `price_${name}`,
  optional,
});

/** Texas's GROWTH list as the checkout service answers it: the package, then the add-ons. */
const growthProducts = (expertReviewOptional = true): CheckoutProduct[] => [
  product('LLC_FORMATION', 9900, false),
  product('REGISTERED_AGENT', 9900, true),
  product('EIN_APPLICATION', 9900, false),
  product('LLC_OPERATING_AGREEMENT', 4900, false),
  product('EXPERT_REVIEW', 9900, expertReviewOptional),
  product('TX-STATE', 30000, false),
  product('RAPID-STATE', 85000, true),
];

const SOURCE = {
  source_url: 'https://www.sos.state.tx.us/corp/forms_702.shtml',
  last_verified: '2026-07-17',
};

const TEXAS: StateFacts = {
  state: 'TX',
  state_name: 'Texas',
  formation_fee: { cents: 30000, ...SOURCE },
  standard_filing: { business_days: { min: 5, max: 10 }, published: null },
  rapid_filing: {
    offered: true,
    business_days: 1,
    state_fee: { cents: 50000, ...SOURCE },
    charter_fee_cents: 5000,
    tier_name: 'Next-Day Service',
    turnaround: 'processed by close of business the next business day',
    fee_note: null,
  },
  naming: null,
  entity_search: null,
  service_fees: {
    LLC_ANNUAL_REPORT: { status: 'unknown' },
    LLC_AMENDMENT: { status: 'unknown' },
    CERT_GOOD_STANDING: { status: 'unknown' },
  },
  compliance: {
    annual_report: {
      title: 'Annual report',
      due: { kind: 'fixed', due: { month: 5, day: 15 }, opens: null, cycle: 'annual' },
      first_filing: null,
      as_written: 'May 15',
      reading: null,
      to_confirm: null,
      ...SOURCE,
    },
    recurring_fees: [],
  },
  credit: STATE_DATA_CREDIT,
};

const TODAY = new Date('2026-11-25T15:00:00Z');
const day = (date: Date) => date.toISOString().slice(0, 10);

function summaryOf(checkout: RegistrationCheckout, tier: Tier, facts: StateFacts | null = TEXAS) {
  return buildOrderSummary({ lines: selectedProducts(checkout), tier, facts, today: TODAY }, day);
}

const start = (tier: Tier = 'GROWTH', products = growthProducts()) =>
  createRegistrationCheckout(products, { tier, state: 'TX', entityType: 'LLC' });

describe('the registration order summary', () => {
  it('shows the plan with what it holds, then the state filing fee with its source', () => {
    const summary = summaryOf(start(), 'GROWTH');
    expect(summary.lines.map((line) => [line.title, line.priceText])).toEqual([
      ['Growth plan', '$247.00'],
      ['Texas filing fee', '$300.00'],
    ]);
    expect(summary.lines[0]!.details).toEqual([
      'Business Formation · EIN / Tax ID · Operating Agreement',
    ]);
    expect(summary.lines[1]!.source).toEqual({ cents: 30000, ...SOURCE });
    expect(summary.todayCents).toBe(54700);
    expect(summary.renewals).toEqual([]);
  });

  it('rapid filing replaces the standard fee and shows how it is made up', () => {
    const summary = summaryOf(chooseServiceFiling(start(), 'rapid'), 'GROWTH');
    const filing = summary.lines[1]!;
    expect([filing.title, filing.priceText]).toEqual([
      'Texas filing fee with rapid filing',
      '$850.00',
    ]);
    expect(filing.details).toEqual([
      'Texas filing fee $300.00',
      'Next-Day Service $500.00',
      'Charter rapid handling $50.00',
    ]);
    expect(summary.todayCents).toBe(24700 + 85000);
  });

  it('standard again after rapid brings the standard fee back', () => {
    const back = chooseServiceFiling(chooseServiceFiling(start(), 'rapid'), 'standard');
    expect(summaryOf(back, 'GROWTH').lines.map((line) => line.title)).toEqual([
      'Growth plan',
      'Texas filing fee',
    ]);
  });

  it('an expert review chosen is its own line; declined, it is gone', () => {
    const withReview = chooseExpertReview(start(), 'GROWTH', true);
    expect(
      summaryOf(withReview, 'GROWTH').lines.map((line) => [line.title, line.priceText]),
    ).toEqual([
      ['Growth plan', '$247.00'],
      ['Texas filing fee', '$300.00'],
      ['Expert Review', '$99.00'],
    ]);
    const declined = chooseExpertReview(withReview, 'GROWTH', false);
    expect(summaryOf(declined, 'GROWTH').lines.map((line) => line.title)).not.toContain(
      'Expert Review',
    );
  });

  it('COMPLETE holds the expert review in the plan, whatever page3 answers', () => {
    const complete = chooseExpertReview(
      start('COMPLETE', growthProducts(false)),
      'COMPLETE',
      false,
    );
    const summary = summaryOf(complete, 'COMPLETE');
    expect(summary.lines[0]!.title).toBe('Complete plan');
    expect(summary.lines[0]!.details[0]).toContain('Expert Review');
    expect(summary.lines.map((line) => line.title)).not.toContain('Expert Review');
  });

  it("Charter's registered agent is free for the first year and renews a year from today", () => {
    const summary = summaryOf(chooseRegisteredAgent(start(), true), 'GROWTH');
    const agent = summary.lines.find((line) => line.key === 'REGISTERED_AGENT')!;
    expect([agent.title, agent.priceText, agent.todayCents]).toEqual([
      'Registered Agent',
      'Free for 1st year',
      0,
    ]);
    expect(agent.details).toEqual(['Then $99.00/year from 2027-11-25']);
    expect(summary.renewals).toEqual([
      { title: 'Registered Agent', cents: 9900, on: '2027-11-25' },
    ]);
    expect(summary.todayCents).toBe(54700);
  });

  it('an agent of their own leaves the agent and its renewal out', () => {
    const own = chooseRegisteredAgent(chooseRegisteredAgent(start(), true), false);
    const summary = summaryOf(own, 'GROWTH');
    expect(summary.lines.map((line) => line.key)).not.toContain('REGISTERED_AGENT');
    expect(summary.renewals).toEqual([]);
  });

  it('totals exactly what the checkout charges for the same selection', () => {
    let checkout = chooseServiceFiling(start(), 'rapid');
    checkout = chooseExpertReview(checkout, 'GROWTH', true);
    checkout = chooseRegisteredAgent(checkout, true);
    const summary = summaryOf(checkout, 'GROWTH');
    const lineSum = summary.lines.reduce((sum, line) => sum + line.todayCents, 0);
    expect(summary.todayCents).toBe(lineSum);
    expect(summary.todayCents).toBe(24700 + 85000 + 9900);
  });

  it('before the facts arrive, the fees read by their product titles', () => {
    const summary = summaryOf(chooseServiceFiling(start(), 'rapid'), 'GROWTH', null);
    expect(summary.lines[1]).toMatchObject({
      title: 'Expedited state filing fee',
      details: ['Paid to the state, with its expedited service'],
      source: null,
    });
  });
});
