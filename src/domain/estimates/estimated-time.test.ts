import { describe, expect, it } from 'vitest';
import { PRODUCT_KEYS } from '../checkout/product-keys';
import { estimatedTimeText } from './estimated-time';

describe('estimated time texts', () => {
  it('say 3 days for certificate, templates and expert review, 3 minutes for the rest', () => {
    const texts = Object.fromEntries(PRODUCT_KEYS.map((key) => [key, estimatedTimeText(key)]));
    expect(texts).toEqual({
      REGISTERED_AGENT: '3 minutes',
      LLC_AMENDMENT: '3 minutes',
      LLC_ANNUAL_REPORT: '3 minutes',
      BIZ_LICENSE_REPORT: '3 minutes',
      LLC_OPERATING_AGREEMENT: '3 minutes',
      EIN_APPLICATION: '3 minutes',
      LLC_FORMATION: '3 minutes',
      CERT_GOOD_STANDING: '3 days',
      DOC_LIBRARY: '3 days',
      EXPERT_REVIEW: '3 days',
      BUSINESS_HUB: '3 minutes',
    });
  });
});
