import { describe, expect, it } from 'vitest';
import { parseBracketForm } from './form-encoding';

describe('the card provider’s form encoding', () => {
  it('nests bracketed names', () => {
    expect(
      parseBracketForm(
        'type=card&card[token]=tok_1&billing_details[address][line1]=1+Main+St&billing_details[name]=Ana%20Ruiz&metadata[order]=7',
      ),
    ).toEqual({
      type: 'card',
      card: { token: 'tok_1' },
      billing_details: { address: { line1: '1 Main St' }, name: 'Ana Ruiz' },
      metadata: { order: '7' },
    });
  });

  it('keeps a name whose brackets do not pair up whole', () => {
    expect(parseBracketForm('a]b=1&c[d=2&e[]=3')).toEqual({ 'a]b': '1', 'c[d': '2', 'e[]': '3' });
  });

  it('lets a later nested value replace an earlier plain one', () => {
    expect(parseBracketForm('card=x&card[number]=4242')).toEqual({ card: { number: '4242' } });
  });

  it('never writes to an object’s prototype', () => {
    const parsed = parseBracketForm('__proto__[polluted]=1&a[constructor][prototype][b]=2&c=3');
    expect(parsed).toEqual({ c: '3' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
