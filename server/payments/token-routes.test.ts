import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCardTokens } from '../db/schema';
import { PUBLISHABLE_KEY, paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { TEST_CARDS } from './test-cards';
import { TOKEN_CARD_BRANDS } from './stripe-objects';

describe('card tokens at POST /payments/v1/tokens', () => {
  let t: TestApp;
  let payments: ReturnType<typeof paymentsClient>;
  const nextYear = String(new Date().getFullYear() + 1);

  beforeAll(async () => {
    t = await createTestApp();
    payments = paymentsClient(t.app);
  });
  afterAll(() => t.close());

  const tokenize = (card: Record<string, string>, options: { json?: boolean } = {}) =>
    payments.post(
      '/v1/tokens',
      { card: { exp_month: '12', exp_year: nextYear, cvc: '123', ...card } },
      { key: PUBLISHABLE_KEY, ...options },
    );

  it('tokenises a form-encoded card in the provider’s shape', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await tokenize({ number: '4242 4242 4242 4242', name: 'Ana Ruiz' });
    expect(response.statusCode).toBe(200);
    const token = response.json();
    expect(token).toEqual({
      id: expect.stringMatching(/^tok_[A-Za-z0-9]{24}$/),
      object: 'token',
      type: 'card',
      used: false,
      livemode: false,
      created: expect.any(Number),
      card: {
        id: expect.stringMatching(/^card_[A-Za-z0-9]{24}$/),
        object: 'card',
        // The provider's Card object names brands so; its payment methods say 'visa'.
        brand: 'Visa',
        last4: '4242',
        exp_month: 12,
        exp_year: Number(nextYear),
        name: 'Ana Ruiz',
        funding: 'credit',
        country: 'US',
        fingerprint: expect.any(String),
      },
    });
    expect(token.created).toBeGreaterThanOrEqual(before);
  });

  it('takes a JSON body with numeric expiry as well', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/payments/v1/tokens',
      headers: { authorization: `Bearer ${PUBLISHABLE_KEY}` },
      payload: { card: { number: '5555555555554444', exp_month: 3, exp_year: 2031, cvc: '321' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().card).toMatchObject({
      brand: 'MasterCard',
      exp_month: 3,
      exp_year: 2031,
    });
  });

  it('names each test card’s brand and funding as the provider does', async () => {
    for (const card of TEST_CARDS) {
      const response = await tokenize({
        number: card.number,
        cvc: card.brand === 'amex' ? '1234' : '123',
      });
      expect(response.statusCode, card.number).toBe(200);
      expect(response.json().card, card.number).toMatchObject({
        brand: TOKEN_CARD_BRANDS[card.brand],
        funding: card.funding,
        last4: card.number.slice(-4),
      });
    }
  });

  it('gives the same card the same fingerprint, and another card another', async () => {
    const fingerprint = async (number: string) =>
      (await tokenize({ number })).json().card.fingerprint as string;
    const first = await fingerprint('4242424242424242');
    expect(await fingerprint('4242424242424242')).toBe(first);
    expect(await fingerprint('4000056655665556')).not.toBe(first);
  });

  it('reads a two-digit expiry year as this century’s', async () => {
    const response = await tokenize({ number: '4242424242424242', exp_year: nextYear.slice(2) });
    expect(response.json().card.exp_year).toBe(Number(nextYear));
  });

  it('keeps neither the card number nor the CVC', async () => {
    const token = (await tokenize({ number: '6011111111111117', cvc: '739' })).json();
    const [row] = await t.database.db
      .select()
      .from(paymentCardTokens)
      .where(eq(paymentCardTokens.id, token.id));
    // Everything but the random ids and the keyed hash, which may hold any digits by chance.
    const { id: _id, cardId: _cardId, fingerprint: _fingerprint, ...facts } = row!;
    const stored = Object.values(facts).map(String);
    expect(stored.some((value) => value.includes('6011111111111117'))).toBe(false);
    expect(stored.some((value) => value.includes('739'))).toBe(false);
    expect(row).toMatchObject({ brand: 'discover', last4: '1117' });
  });

  const cardErrors: [string, Record<string, string>, string, string][] = [
    ['a number failing Luhn', { number: '4242424242424241' }, 'incorrect_number', 'card[number]'],
    ['a number too short', { number: '424242424242' }, 'incorrect_number', 'card[number]'],
    ['a number of no brand', { number: '9999999999999995' }, 'incorrect_number', 'card[number]'],
    [
      'a month 13',
      { number: '4242424242424242', exp_month: '13' },
      'invalid_expiry_month',
      'card[exp_month]',
    ],
    [
      'a month that is no number',
      { number: '4242424242424242', exp_month: 'ab' },
      'invalid_expiry_month',
      'card[exp_month]',
    ],
    [
      'a past year',
      { number: '4242424242424242', exp_year: '2020' },
      'invalid_expiry_year',
      'card[exp_year]',
    ],
    [
      'a year that is no year',
      { number: '4242424242424242', exp_year: '20x5' },
      'invalid_expiry_year',
      'card[exp_year]',
    ],
    ['a 2-digit CVC', { number: '4242424242424242', cvc: '12' }, 'invalid_cvc', 'card[cvc]'],
    [
      'a 4-digit CVC on Visa',
      { number: '4242424242424242', cvc: '1234' },
      'invalid_cvc',
      'card[cvc]',
    ],
    [
      'a 3-digit CVC on Amex',
      { number: '378282246310005', cvc: '123' },
      'invalid_cvc',
      'card[cvc]',
    ],
  ];

  it.each(cardErrors)('refuses %s with 402 %s', async (_case, card, code, param) => {
    const response = await tokenize(card);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: { type: 'card_error', code, param, message: expect.any(String) },
    });
  });

  it('refuses a month already past in the current year', async () => {
    const now = new Date();
    if (now.getMonth() === 0) return; // January: no month of this year is past yet
    const response = await tokenize({
      number: '4242424242424242',
      exp_month: String(now.getMonth()),
      exp_year: String(now.getFullYear()),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe('invalid_expiry_month');
  });

  it('answers a missing card field with 400 parameter_missing', async () => {
    const response = await payments.post(
      '/v1/tokens',
      { card: { exp_month: '12', exp_year: nextYear } },
      { key: PUBLISHABLE_KEY },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'card[number]',
        message: 'Missing required param: card[number].',
      },
    });
  });
});
