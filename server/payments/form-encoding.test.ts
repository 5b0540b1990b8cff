import { describe, expect, it } from 'vitest';
import { encodeBracketForm, parseBracketForm } from './form-encoding';

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

  it('encodes nested parameters in brackets, leaving undefined ones out, and parses them back', () => {
    const params = {
      amount: 20900,
      confirm: true,
      customer: undefined,
      metadata: { purchase: 'Ana & Co = 1' },
      invoice_settings: { default_payment_method: '' },
    };
    const encoded = encodeBracketForm(params);
    expect(encoded).toBe(
      'amount=20900&confirm=true&metadata%5Bpurchase%5D=Ana%20%26%20Co%20%3D%201&invoice_settings%5Bdefault_payment_method%5D=',
    );
    expect(parseBracketForm(encoded)).toEqual({
      amount: '20900',
      confirm: 'true',
      metadata: { purchase: 'Ana & Co = 1' },
      invoice_settings: { default_payment_method: '' },
    });
  });
});
