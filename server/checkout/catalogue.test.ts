import { describe, expect, it } from 'vitest';
import {
  PRODUCT_KEYS,
  RAPID_STATE_FILING,
  standardStateFilingName,
} from '../../src/domain/checkout/product-keys';
import { TIERS } from '../../src/domain/tiers';
import { US_STATES } from '../../src/domain/us-states';
import { buildCatalogue } from './catalogue';
import { RAPID_FILING_SURCHARGE, STATE_FILING_FEES } from './state-filing-fees';

describe('the seeded catalogue', () => {
  const catalogue = buildCatalogue();
  const product = (state: string, name: string) =>
    catalogue.products.find((entry) => entry.state === state && entry.name === name);

  it('has a fee for exactly the 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(Object.keys(STATE_FILING_FEES).sort()).toEqual(
      US_STATES.map((state) => state.abbreviation).sort(),
    );
  });

  it('prices the standard and the rapid filing of every jurisdiction in positive whole cents', () => {
    for (const { abbreviation } of US_STATES) {
      const standard = product(abbreviation, standardStateFilingName(abbreviation));
      const rapid = product(abbreviation, RAPID_STATE_FILING);
      for (const fee of [standard, rapid]) {
        expect(fee?.type).toBe('state_fee');
        expect(Number.isInteger(fee?.unitPrice) && fee!.unitPrice > 0).toBe(true);
      }
      expect(rapid!.unitPrice).toBe(standard!.unitPrice + RAPID_FILING_SURCHARGE);
      expect(standard!.optional).toBe(false);
      expect(rapid!.optional).toBe(true);
    }
  });

  it('charges the known state fees', () => {
    expect(product('CA', 'CA-STATE')?.unitPrice).toBe(7000);
    expect(product('TX', 'TX-STATE')?.unitPrice).toBe(30000);
    expect(product('MA', 'MA-STATE')?.unitPrice).toBe(50000);
    expect(product('KY', 'KY-STATE')?.unitPrice).toBe(4000);
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
    expect(product('TX', RAPID_STATE_FILING)?.priceId).toBe('price_tx_rapid_state');
  });

  it('packages only products the state sells, three tiers per state', () => {
    for (const { abbreviation } of US_STATES) {
      const entries = catalogue.packageEntries.filter((entry) => entry.state === abbreviation);
      expect(new Set(entries.map((entry) => entry.tier))).toEqual(new Set(TIERS));
      for (const entry of entries) expect(product(abbreviation, entry.productName)).toBeDefined();
    }
  });

  it('refuses to build without a fee for some state', () => {
    const withoutWyoming = Object.fromEntries(
      Object.entries(STATE_FILING_FEES).filter(([code]) => code !== 'WY'),
    );
    expect(() => buildCatalogue(withoutWyoming)).toThrow('No LLC filing fee for Wyoming');
  });
});
