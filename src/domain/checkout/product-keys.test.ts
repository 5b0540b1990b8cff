import { describe, expect, it } from 'vitest';
import {
  isProductKey,
  isRapidStateFiling,
  isFormationStateFiling,
  isStandardStateFiling,
  isStateFeeEntry,
  PRODUCT_KEYS,
  RAPID_STATE_FILING,
  serviceOfStateFee,
  serviceStateFeeName,
  standardStateFilingName,
} from './product-keys';

describe('product keys (dashboard §3)', () => {
  it('are the eleven services of the dashboard', () => {
    expect(PRODUCT_KEYS).toEqual([
      'REGISTERED_AGENT',
      'LLC_AMENDMENT',
      'LLC_ANNUAL_REPORT',
      'BIZ_LICENSE_REPORT',
      'LLC_OPERATING_AGREEMENT',
      'EIN_APPLICATION',
      'LLC_FORMATION',
      'CERT_GOOD_STANDING',
      'DOC_LIBRARY',
      'EXPERT_REVIEW',
      'BUSINESS_HUB',
    ]);
  });

  it.each([
    ['LLC_FORMATION', true],
    ['EXPERT_REVIEW', true],
    ['EXPERT-REVIEW', false],
    ['llc_formation', false],
    ['DE-STATE', false],
  ])('isProductKey(%s) is %s', (name, expected) => {
    expect(isProductKey(name)).toBe(expected);
  });
});

describe('state fee entries', () => {
  it.each([
    // name, state fee, rapid filing, standard filing
    ['DE-STATE', true, false, true],
    ['RAPID-STATE', true, true, false],
    ['LLC-FORMATION-STANDARD-STATE', true, false, false],
    ['de-STATE', true, false, false],
    ['LLC_FORMATION', false, false, false],
    ['STATE', false, false, false],
    ['DE-STATE-FEE', false, false, false],
    ['TX-LLC_ANNUAL_REPORT-STATE', true, false, false],
  ])('%s: fee %s, rapid %s, standard %s', (name, fee, rapid, standard) => {
    expect(isStateFeeEntry(name)).toBe(fee);
    expect(isRapidStateFiling(name)).toBe(rapid);
    expect(isStandardStateFiling(name)).toBe(standard);
  });

  it('names the rapid filing RAPID-STATE', () => {
    expect(RAPID_STATE_FILING).toBe('RAPID-STATE');
  });

  it("names a state's standard filing <XX>-STATE from its abbreviation", () => {
    expect(standardStateFilingName('IL')).toBe('IL-STATE');
    expect(standardStateFilingName(' de ')).toBe('DE-STATE');
    expect(isStandardStateFiling(standardStateFilingName('wy'))).toBe(true);
  });

  it("names a service's own state fee <XX>-<KEY>-STATE, never a standard filing", () => {
    const name = serviceStateFeeName(' tx ', 'CERT_GOOD_STANDING');
    expect(name).toBe('TX-CERT_GOOD_STANDING-STATE');
    expect(isStateFeeEntry(name)).toBe(true);
    expect(isStandardStateFiling(name)).toBe(false);
    expect(isFormationStateFiling(name)).toBe(false);
    expect(serviceOfStateFee(name)).toEqual({ state: 'TX', productKey: 'CERT_GOOD_STANDING' });
  });

  it.each(['TX-STATE', 'RAPID-STATE', 'TX-GIFT-STATE', 'tx-LLC_AMENDMENT-STATE', 'LLC_AMENDMENT'])(
    '%s is no service fee',
    (name) => expect(serviceOfStateFee(name)).toBeNull(),
  );

  it('counts the standard and the rapid filing as the formation’s state filing', () => {
    expect(isFormationStateFiling('TX-STATE')).toBe(true);
    expect(isFormationStateFiling('RAPID-STATE')).toBe(true);
    expect(isFormationStateFiling('LLC_FORMATION')).toBe(false);
  });
});
