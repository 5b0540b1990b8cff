import { describe, expect, it } from 'vitest';
import { productTitle } from './product-titles';

describe('order line titles', () => {
  it('names services, state fees and the rapid filing', () => {
    expect(productTitle('LLC_FORMATION')).toBe('LLC formation');
    expect(productTitle('REGISTERED_AGENT')).toBe('Registered agent');
    expect(productTitle('TX-STATE')).toBe('Texas state filing fee');
    expect(productTitle('RAPID-STATE')).toBe('Rapid state filing (1 business day)');
    expect(productTitle('SOMETHING_ELSE')).toBe('SOMETHING_ELSE');
  });
});
