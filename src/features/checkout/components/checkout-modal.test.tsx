/*
 * The checkout modal against the real server (checkout service, payments sandbox, main API)
 * running in a process of its own on a free port: real card tokens, saved cards, purchases,
 * declines and receipts, through the browser's own fetch.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { checkoutJson } from '../../../api/http';
import { getOwnerProfile } from '../../../api/owner-profile';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { writeTokens } from '../../../api/token-store';
import type { CheckoutProduct } from '../../../domain/checkout/checkout-product';
import { orderTotalCents } from '../../../domain/checkout/money';
import type { OwnerProfile } from '../../../domain/owner-profile';
import type { PaymentMethod } from '../../../domain/payments/payment-method';
import { ToastProvider } from '../../../ui/toast';
import { saveNewCard } from '../new-card';
import { CheckoutModal, type CheckoutModalProps } from './checkout-modal';

const DECLINED = 'Your card was declined. Please use a different card.';
const VISA = '4242 4242 4242 4242';
const MASTERCARD = '5555 5555 5555 4444';
/** The sandbox declines this card when it is charged (card_declined), not when it is saved. */
const DECLINING_VISA = '4000 0000 0000 0002';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const ADDRESS = {
  line1: '1 Congress Ave',
  line2: '',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US' as const,
};

let server: TestServer;
let catalogue: CheckoutProduct[];

beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.url}/checkout/v1/dashboard_product/list?state=TX`);
  catalogue = ((await response.json()) as { products: CheckoutProduct[] }).products;
}, 60_000);
afterAll(() => server.stop());

beforeEach(() => {
  setRuntimeConfigForTests({
    ...TEST_RUNTIME_CONFIG,
    apiBaseUrl: `${server.url}/api`,
    checkoutBaseUrl: `${server.url}/checkout`,
    payments: { baseUrl: `${server.url}/payments`, publishableKey: server.publishableKey },
    receiptPolling: { intervalMs: 100, attempts: 50 },
  });
});
afterEach(() => setRuntimeConfigForTests(null));

const product = (name: string) => catalogue.find((entry) => entry.name === name)!;
/** A certificate of good standing in Texas, with Texas's own $15 fee for it (decision 0045). */
const certificateOrder = () => [
  product('CERT_GOOD_STANDING'),
  product('TX-CERT_GOOD_STANDING-STATE'),
];

/** A new owner, signed in in this browser, with `cards` saved in this order (first: default). */
async function ownerWithCards(cards: readonly string[]): Promise<OwnerProfile> {
  const account = await server.signedInOwner('checkout', { firstName: 'Ana', lastName: 'Ruiz' });
  writeTokens({ accessToken: account.token, refreshToken: null, idToken: null });
  let customerId: string | null = null;
  for (const cardNumber of cards) {
    const card = { cardNumber, expiryDate: `12/${nextYear}`, cvc: '123', name: 'Ana Ruiz' };
    customerId = (await saveNewCard(card, ADDRESS, customerId)).customer_id;
  }
  // The business's state is set by a first purchase; the dashboard passes it along.
  return { ...(await getOwnerProfile(account.id)), business_state: 'TX' };
}

function renderModal(owner: OwnerProfile, props: Partial<CheckoutModalProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handlers = { onClose: vi.fn(), onPurchased: vi.fn() };
  const lines = props.lines ?? certificateOrder();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CheckoutModal
          lines={lines}
          description="Certificate of Good Standing"
          owner={owner}
          {...handlers}
          {...props}
        />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { queryClient, ...handlers };
}

const checkoutDialog = () => screen.getByRole('dialog', { name: 'Checkout' });
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const textField = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** The messages tied to a control (aria-describedby), as a screen reader reads them with it. */
function describedBy(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function typeNewCard(cardNumber: string) {
  type(textField('Card number'), cardNumber);
  type(textField('Expiration date'), `12${nextYear}`);
  type(textField('CVC'), '123');
  type(textField('Name on card'), 'Ana Ruiz');
  type(screen.getByRole('combobox', { name: /^Street address/ }), ADDRESS.line1);
  type(textField('City'), ADDRESS.city);
  type(textField('Zip code'), ADDRESS.postal_code);
}

describe('CheckoutModal', () => {
  it('shows the order, the saved cards with the default chosen, and the total', async () => {
    const owner = await ownerWithCards([VISA, MASTERCARD]);
    renderModal(owner);

    const dialog = checkoutDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const order = within(screen.getByRole('region', { name: 'Your Order' }));
    expect(order.getByText('Certificate of Good Standing')).toBeTruthy();
    expect(order.getByText('Texas state fee for the Certificate of Good Standing')).toBeTruthy();
    expect(order.getByText('$15.00')).toBeTruthy();
    // Where the figure comes from: the state's own page and the day it was checked.
    expect(
      await order.findByText(
        /^The Texas state fee for the Certificate of Good Standing is \$15\.00, paid with your order\./,
      ),
    ).toBeTruthy();
    expect(order.getByRole('link', { name: /direct\.sos\.state\.tx\.us/ })).toBeTruthy();
    expect(order.getByText(/, verified /)).toBeTruthy();

    await waitFor(() => expect(radio(/^Visa ending in 4242/).checked).toBe(true));
    expect(radio(/^Visa ending in 4242/).closest('label')?.textContent).toContain('Default');
    expect(radio(/^Mastercard ending in 4444/).checked).toBe(false);
    expect(radio(/^Add a new card$/).checked).toBe(false);
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();

    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    const total = orderTotalCents(certificateOrder()) / 100;
    expect(summary.getByText('Total').parentElement?.textContent).toBe(`Total$${total}.00`);
    // The terms page, opened beside the checkout.
    const terms = screen.getByRole('link', { name: /terms of service/ });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(button('Cancel').disabled).toBe(false);
    expect(button('Checkout & Pay').disabled).toBe(false);
  });

  it('offers only a new card to an owner without a payment customer; the agent’s year is free', async () => {
    const owner = await ownerWithCards([]);
    expect(owner.stripe_customer_id).toBeNull();
    renderModal(owner, { lines: [product('REGISTERED_AGENT')] });

    expect(screen.getByText('Free for 1st year, then $99.00/year')).toBeTruthy();
    expect(radio(/^Add a new card$/).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Card details' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Billing address' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /^State/ }) as HTMLSelectElement).value).toBe(
      'TX',
    );
  });

  it('charges the agent no state fee', async () => {
    renderModal(await ownerWithCards([]), { lines: [product('REGISTERED_AGENT')] });
    const order = within(screen.getByRole('region', { name: 'Your Order' }));
    expect(order.getByText('Registered Agent')).toBeTruthy();
    expect(order.queryByText(/state fee/)).toBeNull();
    expect(order.queryByRole('status')).toBeNull();
  });

  it('says where Texas charges no fee for the service, and charges none', async () => {
    renderModal(await ownerWithCards([]), { lines: [product('LLC_ANNUAL_REPORT')] });
    const order = within(screen.getByRole('region', { name: 'Your Order' }));
    expect(
      await order.findByText(/^Texas charges no state fee for the Annual Report\./),
    ).toBeTruthy();
    expect(order.getByText(/, verified /)).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.queryByText('State fee')).toBeNull();
    expect(summary.getByText('Total').parentElement?.textContent).toBe('Total$99.00');
  });

  it('says a fee that could not be sourced is confirmed before filing, and charges none now', async () => {
    renderModal(await ownerWithCards([]), { lines: [product('LLC_AMENDMENT')] });
    const order = within(screen.getByRole('region', { name: 'Your Order' }));
    expect(
      await order.findByText(
        'The Texas state fee for the Articles of Amendment is confirmed before filing; nothing is charged for it now.',
      ),
    ).toBeTruthy();
    expect(order.queryByRole('link')).toBeNull();
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.queryByText('State fee')).toBeNull();
    expect(summary.getByText('Total').parentElement?.textContent).toBe('Total$99.00');
  });

  it('asks for a card when Checkout & Pay is pressed with ‘Add a new card’ chosen', async () => {
    const owner = await ownerWithCards([VISA]);
    const { onPurchased } = renderModal(owner);
    await waitFor(() => expect(radio(/^Visa ending in 4242/).checked).toBe(true));

    fireEvent.click(radio(/^Add a new card$/));
    fireEvent.click(button('Checkout & Pay'));

    const addNew = radio(/^Add a new card$/);
    expect(describedBy(addNew)).toContain('Please add new card or select other payment method');
    expect(document.activeElement).toBe(addNew);
    expect(screen.queryByRole('dialog', { name: 'Completing your purchase' })).toBeNull();

    // Choosing a saved card clears the message.
    fireEvent.click(radio(/^Visa ending in 4242/));
    expect(screen.queryByText('Please add new card or select other payment method')).toBeNull();
    expect(onPurchased).not.toHaveBeenCalled();
  });

  it('saves a new card: it joins the list, is chosen, and a success toast says so', async () => {
    const owner = await ownerWithCards([]);
    renderModal(owner);

    fireEvent.click(button('Save'));
    expect(describedBy(textField('Card number'))).toContain('Invalid card number');

    typeNewCard(MASTERCARD);
    fireEvent.click(button('Save'));

    const saved = await screen.findByRole('radio', { name: /^Mastercard ending in 4444/ });
    expect((saved as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(saved);
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(toasts.getByText('Success')).toBeTruthy();
    expect(toasts.getByText('Payment methods created successfully.')).toBeTruthy();

    // The card is the owner's customer's, at the checkout service.
    const profile = await getOwnerProfile(owner.individual_id);
    const methods = await checkoutJson<PaymentMethod[]>(
      `/v1/customer/${profile.stripe_customer_id}/payment_methods`,
    );
    expect(methods).toMatchObject([{ brand: 'mastercard', last4: '4444', isdefault: true }]);

    // A next new card starts empty.
    fireEvent.click(radio(/^Add a new card$/));
    expect(textField('Card number').value).toBe('');
  });

  it('keeps the modal open with the decline in red when the card is declined', async () => {
    const owner = await ownerWithCards([DECLINING_VISA]);
    const { onPurchased, onClose } = renderModal(owner);
    await waitFor(() => expect(radio(/^Visa ending in 0002/).checked).toBe(true));

    // Something typed for another card stays.
    fireEvent.click(radio(/^Add a new card$/));
    type(textField('Name on card'), 'Ana Ruiz');
    fireEvent.click(radio(/^Visa ending in 0002/));

    fireEvent.click(button('Checkout & Pay'));
    const progress = await screen.findByRole('dialog', { name: 'Completing your purchase' });
    // The checkout behind is hidden from screen readers, and its buttons disabled.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const cancel = screen.getByRole('button', { name: 'Cancel', hidden: true });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
    const failed = await within(progress).findByRole('alert', {}, { timeout: 10_000 });
    expect(failed.textContent).toBe(DECLINED);
    expect(within(progress).getAllByRole('listitem')[0]!.textContent).toContain('failed');

    // The overlay resets after 3 s; the checkout is back with the failure in red.
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Completing your purchase' })).toBeNull(),
      { timeout: 6000 },
    );
    const message = within(checkoutDialog())
      .getAllByRole('alert')
      .find((alert) => alert.textContent === DECLINED);
    expect(message?.className).toContain('ch-checkout-modal__error');
    expect(button('Cancel').disabled).toBe(false);
    expect(onPurchased).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(radio(/^Add a new card$/));
    expect(textField('Name on card').value).toBe('Ana Ruiz');
  }, 30_000);

  it('pays with the chosen card, refreshes the owner’s data and hands over the invoice', async () => {
    const owner = await ownerWithCards([VISA]);
    const { onPurchased, onClose, queryClient } = renderModal(owner);
    queryClient.setQueryData(['owner-profile', owner.individual_id], owner);
    queryClient.setQueryData(['services-status'], {});
    await waitFor(() => expect(radio(/^Visa ending in 4242/).checked).toBe(true));

    fireEvent.click(button('Checkout & Pay'));
    const progress = await screen.findByRole('dialog', { name: 'Completing your purchase' });
    expect(within(progress).getAllByRole('listitem')[0]!.textContent).toBe(
      'Processing Payment, in progress',
    );
    // Escape does nothing while paying.
    act(() => void fireEvent.keyDown(progress, { key: 'Escape' }));
    expect(onClose).not.toHaveBeenCalled();

    await waitFor(() => expect(onPurchased).toHaveBeenCalledOnce(), { timeout: 15_000 });
    expect(onPurchased.mock.calls[0]![0]).toMatchObject({
      customer_id: owner.stripe_customer_id,
      products: ['CERT_GOOD_STANDING', 'TX-CERT_GOOD_STANDING-STATE'],
      total: orderTotalCents(certificateOrder()),
    });
    expect(queryClient.getQueryState(['services-status'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['owner-profile', owner.individual_id])?.isInvalidated).toBe(
      true,
    );
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);

  it('closes with Cancel or Escape, never with a click outside', async () => {
    const owner = await ownerWithCards([]);
    const { onClose } = renderModal(owner);
    const overlay = checkoutDialog().closest('.ch-modal-overlay')!;
    // jsdom has no PointerEvent: react-aria reads a press outside from the mouse events.
    fireEvent.mouseDown(overlay);
    fireEvent.mouseUp(overlay);
    fireEvent.click(overlay);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(checkoutDialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
