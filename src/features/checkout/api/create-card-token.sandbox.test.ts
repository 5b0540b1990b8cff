// @vitest-environment node
/*
 * The token request exactly as the browser builds it, sent with the real fetch to the real
 * server (payments sandbox mounted at /payments) listening on a free port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY } from '../../../../server/test-support/payments-client';
import { createTestApp, type TestApp } from '../../../../server/test-support/test-app';
import type { CardFormFields } from '../../../domain/payments/card-form';
import { createCardToken, type CardTokenError } from './create-card-token';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** The card form's values as its masks leave them. */
const card = (fields: Partial<CardFormFields>): CardFormFields => ({
  cardNumber: '4242 4242 4242 4242',
  expiryDate: `12/${nextYear}`,
  cvc: '123',
  name: 'Ana Ruiz',
  ...fields,
});

describe('createCardToken against the payments sandbox', () => {
  let t: TestApp;
  let provider: { baseUrl: string; publishableKey: string };

  beforeAll(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    provider = { baseUrl: `${address}/payments`, publishableKey: PUBLISHABLE_KEY };
  }, 60_000);
  afterAll(() => t.close());

  it('is accepted: the token stands for the typed card', async () => {
    const token = await createCardToken(card({}), provider);
    expect(token.id).toMatch(/^tok_/);
    expect(token.card).toMatchObject({
      // The provider's Card object names brands so ('visa' on its payment methods).
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2000 + Number(nextYear),
      name: 'Ana Ruiz',
    });
  });

  it('sends American Express as masked (4-6-5) with its 4-digit CVC', async () => {
    const token = await createCardToken(
      card({ cardNumber: '3782 822463 10005', cvc: '1234', name: '' }),
      provider,
    );
    expect(token.card).toMatchObject({ brand: 'American Express', last4: '0005', name: null });
  });

  it('turns a bad number into the spec’s incorrect_number message', async () => {
    const refusal = (await createCardToken(
      card({ cardNumber: '4242 4242 4242 4241' }),
      provider,
    ).catch((error: unknown) => error)) as CardTokenError;
    expect(refusal).toMatchObject({
      name: 'CardTokenError',
      code: 'incorrect_number',
      param: 'card[number]',
      message: 'The card number entered is incorrect. Please check and try again.',
    });
  });

  it('is refused without the publishable key', async () => {
    await expect(
      createCardToken(card({}), { ...provider, publishableKey: 'pk_test_wrong' }),
    ).rejects.toMatchObject({ name: 'CardTokenError' });
  });
});
