import { describe, expect, it } from 'vitest';
import { PRODUCT_KEYS } from '../checkout/product-keys';
import { serviceGroups } from './service-groups';

const keys = (items: readonly { productKey: string }[]) => items.map((item) => item.productKey);

describe("the Products page's groups", () => {
  it('offers every service to an owner with none', () => {
    const { yours, available } = serviceGroups({});
    expect(yours).toEqual([]);
    expect(keys(available)).toEqual(PRODUCT_KEYS);
  });

  it('puts a service with any status under yours, in the catalogue’s order, and never offers it', () => {
    const { yours, available } = serviceGroups({
      LLC_FORMATION: 'NOT_STARTED',
      REGISTERED_AGENT: 'PURCHASED',
      EIN_APPLICATION: 'REJECTED',
      CERT_GOOD_STANDING: 'NEEDS_SIGNATURE',
    });
    expect(keys(yours)).toEqual([
      'REGISTERED_AGENT',
      'EIN_APPLICATION',
      'LLC_FORMATION',
      'CERT_GOOD_STANDING',
    ]);
    expect(keys(available)).toEqual([
      'LLC_AMENDMENT',
      'LLC_ANNUAL_REPORT',
      'BIZ_LICENSE_REPORT',
      'LLC_OPERATING_AGREEMENT',
      'DOC_LIBRARY',
      'EXPERT_REVIEW',
      'BUSINESS_HUB',
    ]);
  });

  it('lists every service once, whatever the statuses', () => {
    const { yours, available } = serviceGroups({ BUSINESS_HUB: 'ACTIVE', DOC_LIBRARY: 'ACTIVE' });
    expect([...keys(yours), ...keys(available)].sort()).toEqual([...PRODUCT_KEYS].sort());
  });
});
