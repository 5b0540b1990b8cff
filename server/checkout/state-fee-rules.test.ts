import { describe, expect, it } from 'vitest';
import { stateFeeRefusal } from './state-fee-rules';

/** Lines of one order: `name@state` (the state defaults to Texas). */
const order = (...names: string[]) =>
  names.map((entry) => {
    const [productName, state = 'TX'] = entry.split('@');
    return { productName: productName!, state };
  });
const SOLD = new Set(['TX-CERT_GOOD_STANDING-STATE', 'CA-LLC_ANNUAL_REPORT-STATE']);

describe('which state fees an order may carry', () => {
  it.each([
    ['the formation with its standard filing', order('LLC_FORMATION', 'TX-STATE')],
    ['the formation with the rapid filing', order('LLC_FORMATION@CA', 'RAPID-STATE@CA')],
    ['a service with its own fee', order('CERT_GOOD_STANDING', 'TX-CERT_GOOD_STANDING-STATE')],
    ['a service whose fee is zero or unknown, alone', order('LLC_ANNUAL_REPORT', 'LLC_AMENDMENT')],
    ['services without a state fee', order('REGISTERED_AGENT', 'EIN_APPLICATION')],
  ])('accepts %s', (_, lines) => {
    expect(stateFeeRefusal(lines, SOLD)).toBeNull();
  });

  it.each([
    [
      'a formation fee with another service',
      order('LLC_ANNUAL_REPORT', 'TX-STATE'),
      'The Texas state filing fee is only sold with the Business Formation in Texas.',
    ],
    [
      'a formation fee of another state',
      order('LLC_FORMATION', 'CA-STATE@CA'),
      'The California state filing fee is only sold with the Business Formation in California.',
    ],
    [
      'the formation without its filing fee',
      order('LLC_FORMATION'),
      'The Business Formation is sold with one Texas state filing fee, standard or expedited.',
    ],
    [
      'the formation with both filings',
      order('LLC_FORMATION', 'TX-STATE', 'RAPID-STATE'),
      'The Business Formation is sold with one Texas state filing fee, standard or expedited.',
    ],
    [
      'a service’s fee alone',
      order('TX-CERT_GOOD_STANDING-STATE'),
      'The Texas state fee for the Certificate of Good Standing is only sold with the Certificate of Good Standing in Texas.',
    ],
    [
      'a service’s fee with another service',
      order('LLC_AMENDMENT', 'TX-CERT_GOOD_STANDING-STATE'),
      'The Texas state fee for the Certificate of Good Standing is only sold with the Certificate of Good Standing in Texas.',
    ],
    [
      'a service’s fee priced in another state',
      order('CERT_GOOD_STANDING', 'TX-CERT_GOOD_STANDING-STATE@CA'),
      'The Texas state fee for the Certificate of Good Standing is only sold with the Certificate of Good Standing in Texas.',
    ],
    [
      'a service without the fee the catalogue sells for it',
      order('LLC_ANNUAL_REPORT@CA'),
      'The Annual Report is sold with the California state fee for the Annual Report.',
    ],
  ])('refuses %s', (_, lines, message) => {
    expect(stateFeeRefusal(lines, SOLD)).toBe(message);
  });
});
