import { describe, expect, it } from 'vitest';
import { businessNameKey } from './business-name';

describe('businessNameKey', () => {
  it('ignores case, extra whitespace and a trailing legal identifier', () => {
    const variants = [
      'Lone Star Coffee',
      '  lone   star COFFEE ',
      'Lone Star Coffee, LLC',
      'Lone Star Coffee LLC',
      'LONE STAR COFFEE L.L.C.',
      'Lone Star Coffee Limited Liability Company',
      'Lone Star Coffee Corporation',
      'Lone Star Coffee, Incorporated',
      'Lone Star Coffee Inc.',
      'Lone Star Coffee,LLC',
    ];
    for (const name of variants) expect(businessNameKey(name), name).toBe('lone star coffee');
  });

  it('keeps identifiers that are part of a word or not at the end, and drops only one', () => {
    expect(businessNameKey('Bellc')).toBe('bellc');
    expect(businessNameKey('Acme LLC Services')).toBe('acme llc services');
    expect(businessNameKey('Acme Inc LLC')).toBe('acme inc');
  });

  it('keeps a name that is nothing but an identifier', () => {
    expect(businessNameKey(' LLC ')).toBe('llc');
  });
});
