import { describe, expect, it } from 'vitest';
import { MASKED_TAX_ID_PATTERN, maskTaxId } from './tax-id';

describe('maskTaxId', () => {
  it('keeps only the last four digits, in the XXX-XX-XXXX layout', () => {
    expect(maskTaxId('123-45-6789')).toBe('***-**-6789');
    expect(maskTaxId('123456789')).toBe('***-**-6789');
    expect(MASKED_TAX_ID_PATTERN.test(maskTaxId('123456789'))).toBe(true);
  });
  it('is unchanged by masking twice, and shows no digits of a short value', () => {
    expect(maskTaxId('***-**-6789')).toBe('***-**-6789');
    expect(maskTaxId('12')).toBe('***-**-****');
  });
});
