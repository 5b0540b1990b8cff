import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { createCardToken } from './create-card-token';

const CARD = {
  cardNumber: '5555 5555 5555 4444',
  expiryDate: '04/31',
  cvc: '321',
  name: ' Ana Ruiz ',
};

/** The provider answering every call with this status and body. */
function stubProvider(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => setRuntimeConfigForTests(TEST_RUNTIME_CONFIG));
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe('createCardToken (the browser’s only call to the card provider)', () => {
  it('posts the card form-encoded with the configured publishable key', async () => {
    const fetchMock = stubProvider(200, { id: 'tok_1', card: { last4: '4444' } });
    await expect(createCardToken(CARD)).resolves.toMatchObject({ id: 'tok_1' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/payments/v1/tokens');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer pk_test');
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      'card[number]': '5555555555554444',
      'card[exp_month]': '04',
      'card[exp_year]': '31',
      'card[cvc]': '321',
      'card[name]': 'Ana Ruiz',
    });
  });

  it('leaves an empty name out', async () => {
    const fetchMock = stubProvider(200, { id: 'tok_2' });
    await createCardToken({ ...CARD, name: '  ' });
    expect(String(fetchMock.mock.calls[0]![1]?.body)).not.toContain('name');
  });

  it.each<[{ code: string; decline_code?: string; param?: string }, string]>([
    [
      { code: 'card_declined', decline_code: 'insufficient_funds' },
      'Insufficient funds. Please use another payment method.',
    ],
    [
      { code: 'card_declined', decline_code: 'lost_card' },
      'This card has been reported lost or stolen. Contact your bank.',
    ],
    [
      { code: 'invalid_expiry_year', param: 'card[exp_year]' },
      'The expiration year entered is invalid.',
    ],
  ])('words the refusal %j as the spec does', async (error, message) => {
    stubProvider(402, { error: { type: 'card_error', message: 'provider wording', ...error } });
    await expect(createCardToken(CARD)).rejects.toMatchObject({
      name: 'CardTokenError',
      message,
      code: error.code,
      declineCode: error.decline_code ?? null,
    });
  });

  it('gives the generic decline message when the provider names no known code', async () => {
    stubProvider(500, 'Bad gateway');
    await expect(createCardToken(CARD)).rejects.toMatchObject({
      code: null,
      message: expect.stringMatching(/^Your payment could not be completed\./),
    });
  });
});
