import { describe, expect, it } from 'vitest';
import { STATE_DATA_CREDIT } from '../state-facts/dataset-credit';
import type { ServiceStateFee, StateFacts } from '../state-facts/state-facts';
import { chargedServiceFees, filesWithStateFee, stateFeeNote } from './service-state-fees';

const SOURCE = { source_url: 'https://sos.example.gov/fees', last_verified: '2026-08-06' };
const sourced = (cents: number): ServiceStateFee => ({ status: 'sourced', cents, ...SOURCE });

/** A state's facts with only what the service fees read. */
const facts = {
  state: 'TX',
  state_name: 'Texas',
  formation_fee: { cents: 30000, ...SOURCE },
  service_fees: {
    LLC_ANNUAL_REPORT: sourced(0),
    LLC_AMENDMENT: { status: 'unknown' },
    CERT_GOOD_STANDING: sourced(1500),
  },
  credit: STATE_DATA_CREDIT,
} as StateFacts;

describe('each service’s own state fee', () => {
  it('is sourced and charged: the figure and its source', () => {
    expect(stateFeeNote('CERT_GOOD_STANDING', facts)).toEqual({
      text: 'The Texas state fee for the Certificate of Good Standing is $15.00, paid with your order.',
      source: { cents: 1500, ...SOURCE },
      // Charter's own reading of the state's schedule, not the dataset's figure.
      credit: null,
    });
  });

  it('is sourced as none: the state charges nothing, with its source', () => {
    expect(stateFeeNote('LLC_ANNUAL_REPORT', facts)).toEqual({
      text: 'Texas charges no state fee for the Annual Report.',
      source: SOURCE,
      // The dataset's figure: its licence asks for the credit.
      credit: STATE_DATA_CREDIT,
    });
  });

  it('is unknown: confirmed before filing, no figure, nothing charged now', () => {
    expect(stateFeeNote('LLC_AMENDMENT', facts)).toEqual({
      text: 'The Texas state fee for the Articles of Amendment is confirmed before filing; nothing is charged for it now.',
      source: null,
      credit: null,
    });
  });

  it('is the formation’s filing fee for the formation only', () => {
    expect(stateFeeNote('LLC_FORMATION', facts)?.text).toBe(
      'The Texas state fee for the Business Formation is $300.00, paid with your order.',
    );
  });

  it.each(['REGISTERED_AGENT', 'EIN_APPLICATION', 'DOC_LIBRARY'] as const)(
    'is none for %s',
    (productKey) => {
      expect(filesWithStateFee(productKey)).toBe(false);
      expect(stateFeeNote(productKey, facts)).toBeNull();
    },
  );

  it('sells as products only the sourced fees above zero', () => {
    expect(chargedServiceFees(facts)).toEqual([
      { productKey: 'CERT_GOOD_STANDING', fee: { cents: 1500, ...SOURCE } },
    ]);
  });
});
