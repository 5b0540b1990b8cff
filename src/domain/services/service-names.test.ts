import { describe, expect, it } from 'vitest';
import { PRODUCT_KEYS } from '../checkout/product-keys';
import { productKeyOfServiceName, SERVICE_NAMES, serviceNameOf } from './service-names';

describe('service names (foundation §3: underscores turned into hyphens)', () => {
  it.each([
    ['LLC_FORMATION', 'llc-formation'],
    ['EIN_APPLICATION', 'ein-application'],
    ['BIZ_LICENSE_REPORT', 'biz-license-report'],
    ['BUSINESS_HUB', 'business-hub'],
  ] as const)('%s is named %s', (key, name) => {
    expect(serviceNameOf(key)).toBe(name);
    expect(productKeyOfServiceName(name)).toBe(key);
  });

  it('lists every service by name', () => {
    expect(SERVICE_NAMES).toHaveLength(PRODUCT_KEYS.length);
    expect(SERVICE_NAMES).toContain('cert-good-standing');
  });

  it('reads every product key back from its service name', () => {
    for (const key of PRODUCT_KEYS) expect(productKeyOfServiceName(serviceNameOf(key))).toBe(key);
  });

  it.each([
    ['LLC-FORMATION', 'LLC_FORMATION'],
    ['LLC_FORMATION', 'LLC_FORMATION'],
    [' Ein-Application ', 'EIN_APPLICATION'],
    ['cert_good_standing', 'CERT_GOOD_STANDING'],
    ['LLC-FORMATION-STANDARD-STATE', 'LLC_FORMATION'],
    ['llc-formation-rapid-state', 'LLC_FORMATION'],
  ])('reads %s as %s whatever its case, separators or formation variant', (name, key) => {
    expect(productKeyOfServiceName(name)).toBe(key);
  });

  it.each(['DE-STATE', 'RAPID-STATE', 'llc-formation-de-state', '', 'llc formation'])(
    'knows no service called %j',
    (name) => {
      expect(productKeyOfServiceName(name)).toBeNull();
    },
  );
});
