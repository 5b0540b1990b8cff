import { describe, expect, it } from 'vitest';
import { STATE_DATASET, type DatasetState } from './dataset';
import { CHARTER_RAPID_FILING_FEE_CENTS, rapidFiling, RAPID_FILING_TIERS } from './rapid-filing';

const records = Object.entries(STATE_DATASET.states);

/** Records whose own fields do not already settle rapid filing: the table decides them. */
const decidedByTable = ([, record]: [string, DatasetState]) =>
  record.expedite.offered === true && record.expedite.appliesToLlcFormation !== false;

describe('the rapid filing table against the copied dataset', () => {
  it('decides exactly the states that sell an expedite for LLC formation', () => {
    expect(Object.keys(RAPID_FILING_TIERS).sort()).toEqual(
      records
        .filter(decidedByTable)
        .map(([code]) => code)
        .sort(),
    );
  });

  it('names tiers the state still sells, with the turnaround quoted and a fee', () => {
    for (const [code, choice] of Object.entries(RAPID_FILING_TIERS)) {
      if ('reason' in choice) continue;
      const tier = STATE_DATASET.states[code]!.expedite.tiers.find(
        (candidate) => candidate.tierName === choice.tier,
      );
      expect(tier, `${code} ${choice.tier}`).toBeDefined();
      expect(tier!.turnaround, code).toBe(choice.turnaround);
      expect(tier!.feeUsd ?? tier!.feeUsdMax, code).toBeGreaterThan(0);
    }
  });
});

describe('rapid filing in a state', () => {
  const rapid = (code: string) => rapidFiling(code, STATE_DATASET.states[code]!);

  it('prices a fixed-fee tier at the state’s fee, with its source', () => {
    expect(rapid('CA')).toEqual({
      offered: true,
      business_days: 1,
      state_fee: {
        cents: 350_00,
        source_url: expect.stringMatching(/^https:\/\/.*sos\.ca\.gov/),
        last_verified: STATE_DATASET.states.CA!.expedite.lastVerified,
      },
      charter_fee_cents: CHARTER_RAPID_FILING_FEE_CENTS,
      tier_name: '24-Hour Filing Service (Class C)',
      turnaround: 'Filing response guaranteed within 24 hours, excluding weekends and holidays.',
      fee_note: null,
    });
  });

  it('charges the top of a range-priced tier and says so', () => {
    const delaware = rapid('DE');
    expect(delaware).toMatchObject({
      offered: true,
      tier_name: 'Next Day Service',
      state_fee: { cents: 100_00, source_url: 'https://corp.delaware.gov/expserv/' },
    });
    expect(delaware.offered && delaware.fee_note).toMatch(/range.*top/);
  });

  it('is not offered, with the state’s reason, where the record says no', () => {
    expect(rapid('FL')).toMatchObject({
      offered: false,
      reason: 'Florida does not offer expedited filing.',
    });
    expect(rapid('CT')).toMatchObject({
      offered: false,
      reason: 'Connecticut does not publish an expedite fee we could verify.',
    });
    expect(rapid('WY')).toMatchObject({
      offered: false,
      reason: 'Wyoming’s expedited service does not cover LLC formation.',
    });
  });

  it('is not offered where no tier fits one business day online', () => {
    expect(rapid('TX')).toMatchObject({
      offered: false,
      reason: expect.stringContaining(
        'Texas’s fastest expedite for LLC formation is not available online',
      ),
    });
    expect(rapid('IA')).toMatchObject({
      offered: false,
      reason: 'Iowa’s fastest expedite takes two business days.',
    });
  });

  it('refuses a record whose chosen tier has gone', () => {
    const california = STATE_DATASET.states.CA!;
    const withoutTiers: DatasetState = {
      ...california,
      expedite: { ...california.expedite, tiers: [] },
    };
    expect(() => rapidFiling('CA', withoutTiers)).toThrow(
      'California no longer sells the expedite tier "24-Hour Filing Service (Class C)" with a fee',
    );
  });
});
