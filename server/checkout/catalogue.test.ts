import { describe, expect, it } from 'vitest';
import {
  PRODUCT_KEYS,
  RAPID_STATE_FILING,
  standardStateFilingName,
} from '../../src/domain/checkout/product-keys';
import { TIERS } from '../../src/domain/tiers';
import { US_STATES } from '../../src/domain/us-states';
import { STATE_FACTS } from '../state-data/state-facts';
import { buildCatalogue } from './catalogue';

describe('the seeded catalogue', () => {
  const catalogue = buildCatalogue();
  const product = (state: string, name: string) =>
    catalogue.products.find((entry) => entry.state === state && entry.name === name);

  it('prices the standard filing of every jurisdiction at its sourced fee', () => {
    expect(US_STATES).toHaveLength(51);
    for (const { abbreviation } of US_STATES) {
      const standard = product(abbreviation, standardStateFilingName(abbreviation));
      expect(standard).toMatchObject({
        type: 'state_fee',
        unitPrice: STATE_FACTS.get(abbreviation)!.formation_fee!.cents,
        optional: false,
      });
      expect(standard!.unitPrice).toBeGreaterThan(0);
    }
  });

  it('charges the data’s state fees', () => {
    expect(product('CA', 'CA-STATE')?.unitPrice).toBe(70_00);
    expect(product('TX', 'TX-STATE')?.unitPrice).toBe(300_00);
    expect(product('MA', 'MA-STATE')?.unitPrice).toBe(500_00);
    expect(product('KY', 'KY-STATE')?.unitPrice).toBe(40_00);
    expect(product('DC', 'DC-STATE')?.unitPrice).toBe(99_00);
  });

  it('prices rapid filing as the state fee, the state’s expedite fee and Charter’s fee', () => {
    // California: $70 filing, $350 24-Hour Filing Service (Class C), Charter's $50.
    expect(product('CA', RAPID_STATE_FILING)).toMatchObject({
      unitPrice: 70_00 + 350_00 + 50_00,
      optional: true,
      description: expect.stringContaining('24-Hour Filing Service (Class C) expedite ($350.00)'),
    });
    // Delaware's next-day tier is published as $50-$100: the top of the range.
    expect(product('DE', RAPID_STATE_FILING)?.unitPrice).toBe(110_00 + 100_00 + 50_00);
  });

  it('sells each service’s own state fee where it is sourced and above zero, never the agent’s', () => {
    // Texas: certificate $15 (sourced), annual report $0, amendment unknown.
    expect(product('TX', 'TX-CERT_GOOD_STANDING-STATE')).toMatchObject({
      type: 'state_fee',
      unitPrice: 15_00,
      subscriptionInterval: null,
      description: 'Texas state fee for the Certificate of Good Standing, paid to the state.',
    });
    expect(product('TX', 'TX-LLC_ANNUAL_REPORT-STATE')).toBeUndefined();
    expect(product('TX', 'TX-LLC_AMENDMENT-STATE')).toBeUndefined();
    expect(product('CA', 'CA-LLC_ANNUAL_REPORT-STATE')?.unitPrice).toBe(20_00);
    expect(product('NV', 'NV-LLC_AMENDMENT-STATE')?.unitPrice).toBe(175_00);
    expect(catalogue.products.some((entry) => entry.name.includes('REGISTERED_AGENT-'))).toBe(
      false,
    );
    // Every one a state fee of its own state, in no package.
    const ownFees = catalogue.products.filter((entry) =>
      /^[A-Z]{2}-[A-Z_]+-STATE$/.test(entry.name),
    );
    expect(ownFees.length).toBeGreaterThan(51);
    for (const fee of ownFees) {
      expect(fee.name.startsWith(`${fee.state}-`)).toBe(true);
      expect(fee.unitPrice).toBeGreaterThan(0);
    }
    const packaged = new Set(catalogue.packageEntries.map((entry) => entry.productName));
    expect(ownFees.filter((fee) => packaged.has(fee.name))).toEqual([]);
  });

  it('sells no rapid filing where the state has no expedite that fits one business day', () => {
    for (const state of ['TX', 'FL', 'CT', 'WY']) {
      expect(product(state, RAPID_STATE_FILING), state).toBeUndefined();
    }
    const sold = US_STATES.filter(({ abbreviation }) => product(abbreviation, RAPID_STATE_FILING));
    expect(sold.map((state) => state.abbreviation)).toEqual(
      [...STATE_FACTS.values()]
        .filter((facts) => facts.rapid_filing.offered)
        .map((facts) => facts.state),
    );
  });

  it('times the state filing and the formation by the state’s own figures', () => {
    const entry = (state: string, tier: string, name: string) =>
      catalogue.packageEntries.find(
        (row) => row.state === state && row.tier === tier && row.productName === name,
      );
    const DAY = 86_400;
    expect(entry('CA', 'STARTER', 'CA-STATE')).toMatchObject({
      standardTime: 10 * DAY,
      expeditedTime: 1 * DAY,
    });
    expect(entry('CA', 'STARTER', 'LLC_FORMATION')).toMatchObject({
      standardTime: 10 * DAY,
      expeditedTime: 1 * DAY,
    });
    // Kentucky states 0-3 business days online and sells no expedite.
    expect(entry('KY', 'STARTER', 'KY-STATE')).toMatchObject({
      standardTime: 3 * DAY,
      expeditedTime: 3 * DAY,
    });
  });

  it('sells every service in every state at the modal price', () => {
    for (const { abbreviation } of US_STATES) {
      for (const key of PRODUCT_KEYS) expect(product(abbreviation, key)?.type).toBe('service');
    }
    expect(product('NY', 'EIN_APPLICATION')?.unitPrice).toBe(9900);
    expect(product('NY', 'EXPERT_REVIEW')?.unitPrice).toBe(9900);
    expect(product('NY', 'LLC_OPERATING_AGREEMENT')?.unitPrice).toBe(4900);
    expect(product('NY', 'REGISTERED_AGENT')).toMatchObject({
      unitPrice: 9900,
      subscriptionInterval: 'year',
    });
    expect(product('NY', 'LLC_FORMATION')).toMatchObject({
      unitPrice: 9900,
      subscriptionInterval: null,
      optional: false,
    });
  });

  it('gives every product its own ids, derived from state and name', () => {
    const priceIds = new Set(catalogue.products.map((entry) => entry.priceId));
    const productIds = new Set(catalogue.products.map((entry) => entry.productId));
    expect(priceIds.size).toBe(catalogue.products.length);
    expect(productIds.size).toBe(catalogue.products.length);
    expect(product('CA', 'LLC_FORMATION')).toMatchObject({
      priceId: 'price_ca_llc_formation',
      productId: 'prod_ca_llc_formation',
    });
    expect(product('CA', RAPID_STATE_FILING)?.priceId).toBe('price_ca_rapid_state');
  });

  it('packages only products the state sells, three tiers per state', () => {
    for (const { abbreviation } of US_STATES) {
      const entries = catalogue.packageEntries.filter((entry) => entry.state === abbreviation);
      expect(new Set(entries.map((entry) => entry.tier))).toEqual(new Set(TIERS));
      for (const entry of entries) expect(product(abbreviation, entry.productName)).toBeDefined();
    }
  });

  it('refuses to build without a sourced fee for some state', () => {
    const withoutWyomingFee = new Map(STATE_FACTS);
    withoutWyomingFee.set('WY', { ...STATE_FACTS.get('WY')!, formation_fee: null });
    expect(() => buildCatalogue(withoutWyomingFee)).toThrow('No LLC filing fee for Wyoming');
  });
});
