import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import { stubApi, type StubHandler as Handler } from '../../../../tests/support/stub-api';
import type { PaymentMethod } from '../../../domain/payments/payment-method';
import { DEFAULT_CARD_NOTE } from '../../../domain/payments/payment-method';
import { BillingDetails } from './billing-details';

signedInEachTest();

const CUSTOMER = 'cus_ana';
const OWNER = {
  individual_id: 1,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Ruiz',
  phone: '5125550143',
  tier: 'STARTER',
  stripe_customer_id: CUSTOMER,
  business_state: 'TX',
  add_ons: [],
};
const VISA: PaymentMethod = {
  payment_method_id: 'pm_visa',
  brand: 'visa',
  last4: '4242',
  exp_month: 4,
  exp_year: 2031,
  isdefault: true,
};
const AMEX: PaymentMethod = {
  payment_method_id: 'pm_amex',
  brand: 'amex',
  last4: '0005',
  exp_month: 11,
  exp_year: 2031,
  isdefault: false,
};
const ADDRESS = {
  line1: '1 Congress Ave',
  line2: '',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
};

const CARDS = `GET /checkout/v1/customer/${CUSTOMER}/payment_methods`;
const ADDRESS_GET = `GET /checkout/v1/customer/${CUSTOMER}/billing_address`;
const ok = (body: unknown) => () => ({ status: 200, body });

function routes(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/v1/individual/1': ok(OWNER),
    [CARDS]: ok([AMEX, VISA]),
    [ADDRESS_GET]: ok({ address: ADDRESS }),
    ...extra,
  };
}

const renderPanel = () => renderAtPath('/settings/billing-details', <BillingDetails />);
const cardItem = (name: RegExp) =>
  screen.getAllByRole('listitem').find((item) => name.test(item.textContent ?? ''))!;

describe('BillingDetails', () => {
  it('lists the saved cards with brand icons, the default badged and kept until last', async () => {
    stubApi(routes());
    renderPanel();
    expect(await screen.findByRole('img', { name: 'Visa' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'American Express' })).toBeTruthy();
    const visa = cardItem(/4242/);
    expect(within(visa).getByText('Default')).toBeTruthy();
    expect(within(visa).getByText(DEFAULT_CARD_NOTE)).toBeTruthy();
    expect(within(visa).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(cardItem(/0005/)).getByRole('button', { name: /Delete/ })).toBeTruthy();
  });

  it('makes another card the default', async () => {
    const calls = stubApi(
      routes({
        'POST /checkout/v1/customer/payment_method/default': ok([
          { ...AMEX, isdefault: true },
          { ...VISA, isdefault: false },
        ]),
      }),
    );
    renderPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: /Make default.*American Express ending in 0005/ }),
    );
    await waitFor(() => expect(within(cardItem(/0005/)).getByText('Default')).toBeTruthy());
    expect(within(cardItem(/4242/)).getByRole('button', { name: /Delete/ })).toBeTruthy();
    expect(calls.find((call) => call.key.includes('/default'))?.body).toEqual({
      customer_id: CUSTOMER,
      payment_method_id: 'pm_amex',
    });
  });

  it('deletes a card once the owner confirms', async () => {
    const calls = stubApi(
      routes({
        [`DELETE /checkout/v1/customer/payment_method?customer_id=${CUSTOMER}&payment_method_id=pm_amex`]:
          ok([VISA]),
      }),
    );
    renderPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: /Delete.*American Express ending in 0005/ }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Card deleted.')).toBeTruthy();
    expect(screen.queryByText(/0005/)).toBeNull();
    // The default card is the last: it can go now.
    expect(within(cardItem(/4242/)).getByRole('button', { name: /Delete/ })).toBeTruthy();
  });

  it('checks a new card with its issuer: a decline is said in the dialog, then a card is saved', async () => {
    let saves = 0;
    const calls = stubApi(
      routes({
        'POST /payments/v1/tokens': ok({
          id: 'tok_1',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, name: 'Ana Ruiz' },
        }),
        // The checkout service answers the issuer's refusal with the spec's message (402).
        'POST /checkout/v1/customer/payment_method': () =>
          ++saves === 1
            ? {
                status: 402,
                body: {
                  code: 'card_declined',
                  decline_code: 'generic_decline',
                  message: 'Your card was declined. Please use a different card.',
                },
              }
            : {
                status: 200,
                body: {
                  message: 'Payment methods created successfully.',
                  customer_id: CUSTOMER,
                  payment_method: VISA,
                },
              },
      }),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    const fill = (name: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    fill(/Card number/, '4000000000000002');
    fill(/Expiration date/, '12/31');
    fill(/CVC/, '123');
    fill(/Name on card/, 'Ana Ruiz');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Street address/ }), {
      target: { value: '1 Congress Ave' },
    });
    fill(/City/, 'Austin');
    fill(/Zip code/, '78701');
    const state = within(dialog).getByRole('combobox', { name: /State/ });
    fireEvent.change(state, { target: { value: 'TX' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(
      await within(dialog).findByText('Your card was declined. Please use a different card.'),
    ).toBeTruthy();
    fill(/Card number/, '4242424242424242');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Payment methods created successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.find((call) => call.key === 'POST /checkout/v1/customer/payment_method')?.body,
    ).toMatchObject({ customer_id: CUSTOMER, payment_method_token: 'tok_1', verify: true });
  });

  it('updates the billing address with the spec’s message', async () => {
    const calls = stubApi(
      routes({
        'POST /checkout/v1/customer/billing_address': ok({
          message: 'Billing address updated successfully.',
          address: { ...ADDRESS, city: 'Round Rock' },
        }),
      }),
    );
    renderPanel();
    const city = (await screen.findByRole('textbox', { name: /City/ })) as HTMLInputElement;
    expect(city.value).toBe('Austin');
    fireEvent.change(city, { target: { value: 'Round Rock' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save billing address' }));
    expect(await screen.findByText('Billing address updated successfully.')).toBeTruthy();
    expect(
      calls.find((call) => call.key.includes('billing_address') && call.key.startsWith('POST'))
        ?.body,
    ).toMatchObject({
      customer_id: CUSTOMER,
      address: { city: 'Round Rock', state: 'TX' },
    });
  });

  it('shows the empty state for an owner without cards', async () => {
    stubApi(routes({ 'GET /api/v1/individual/1': ok({ ...OWNER, stripe_customer_id: null }) }));
    renderPanel();
    expect(await screen.findByText(/No saved cards yet/)).toBeTruthy();
    expect(screen.getByText(/Add a card to set it/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeTruthy();
  });

  it('says when the cards could not load, with Try again', async () => {
    let answers = 0;
    stubApi(
      routes({
        [CARDS]: () =>
          ++answers === 1
            ? { status: 404, body: { message: 'Not found' } }
            : { status: 200, body: [VISA] },
      }),
    );
    renderPanel();
    expect(await screen.findByText(/We could not load your saved cards/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Visa' })).toBeTruthy();
  });
});
