import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import { stubApi, type StubAnswer, type StubHandler } from '../../../../tests/support/stub-api';
import {
  RECEIPT_BEING_PREPARED,
  RECEIPT_DOWNLOAD_FAILED,
} from '../../../domain/checkout/receipt-messages';
import type { ListedInvoice, ListedSubscription } from '../../../domain/contracts/invoices';
import { CHOOSE_A_REASON } from './cancel-renewal-dialog';
import { NO_INVOICES } from './invoice-list';
import { InvoicesPage } from './invoices-page';
import { NO_SUBSCRIPTIONS } from './subscriptions-renewals';

signedInEachTest();

const OWNER = {
  individual_id: 1,
  email: 'dana@example.com',
  first_name: 'Dana',
  last_name: 'Demo',
  phone: '5125550143',
  tier: 'STARTER',
  stripe_customer_id: 'cus_1',
  business_state: 'TX',
  add_ons: [],
};

const FORMATION: ListedInvoice = {
  invoice_id: 1,
  number: 'INV-000001',
  customer_id: 'cus_1',
  products: ['LLC_FORMATION', 'TX-STATE', 'REGISTERED_AGENT'],
  lines: [
    { product_name: 'LLC_FORMATION', price_id: 'p1', unit_price: 4900, amount: 4900 },
    { product_name: 'TX-STATE', price_id: 'p2', unit_price: 30000, amount: 30000 },
    { product_name: 'REGISTERED_AGENT', price_id: 'p3', unit_price: 9900, amount: 0 },
  ],
  total: 34900,
  paid_at: '2026-11-02T15:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  receipt_url: '/checkout/v1/customer/cus_1/receipts/1.pdf',
};

const EIN: ListedInvoice = {
  ...FORMATION,
  invoice_id: 2,
  number: 'INV-000002',
  products: ['EIN_APPLICATION'],
  lines: [{ product_name: 'EIN_APPLICATION', price_id: 'p4', unit_price: 7900, amount: 7900 }],
  total: 7900,
  paid_at: '2026-11-20T15:00:00.000Z',
};

const AGENT: ListedSubscription = {
  subscription_id: 7,
  customer_id: 'cus_1',
  product_name: 'REGISTERED_AGENT',
  status: 'active',
  renews_on: '2027-11-02',
  renewal_price: 9900,
  cancel_at_period_end: false,
  cancel_reason: null,
  cancelled_at: null,
  retry_on: null,
  last_decline: null,
  card: { brand: 'visa', last4: '4242' },
};

const ROUTES: Record<string, StubHandler> = {
  'GET /api/v1/individual/1': () => ({ status: 200, body: OWNER }),
  'GET /checkout/v1/customer/cus_1/invoices': () => ({
    status: 200,
    body: { invoices: [EIN, FORMATION] },
  }),
  'GET /checkout/v1/customer/cus_1/subscriptions': () => ({
    status: 200,
    body: { subscriptions: [AGENT] },
  }),
};

const invoiceNamed = (number: string) =>
  screen.findByRole('article', { name: `Invoice ${number}` });

describe('InvoicesPage', () => {
  it('lists every invoice with its date, products, total, status and card; lines expand', async () => {
    stubApi(ROUTES);
    renderAtPath('/invoices/invoices-list', <InvoicesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeTruthy();
    const formation = await invoiceNamed('INV-000001');
    expect(await invoiceNamed('INV-000002')).toBeTruthy();
    const facts = within(formation);
    expect(facts.getByText('November 2, 2026')).toBeTruthy();
    expect(
      facts.getByText('Business Formation, Texas state filing fee, Registered Agent'),
    ).toBeTruthy();
    // The total, and the lines' total (in the DOM while hidden, for aria-controls).
    expect(facts.getAllByText('$349.00')).toHaveLength(2);
    expect(facts.getByText('Paid')).toBeTruthy();
    expect(facts.getByText('Visa ending in 4242')).toBeTruthy();

    const toggle = facts.getByRole('button', { name: 'Show lines' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(facts.queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const lines = facts.getByRole('table', { name: 'Lines of invoice INV-000001' });
    expect(within(lines).getByRole('cell', { name: '$300.00' })).toBeTruthy();
  });

  it('groups the formation package and one-time services', async () => {
    stubApi(ROUTES);
    const formationPage = renderAtPath('/invoices/formation-package', <InvoicesPage />);
    expect(await invoiceNamed('INV-000001')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Invoice INV-000002' })).toBeNull();
    formationPage.unmount();

    renderAtPath('/invoices/one-time-services', <InvoicesPage />);
    expect(await invoiceNamed('INV-000002')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Invoice INV-000001' })).toBeNull();
  });

  it('says so when there is nothing, and offers Try again when the list fails', async () => {
    let failing = true;
    stubApi({
      ...ROUTES,
      'GET /checkout/v1/customer/cus_1/invoices': () =>
        failing
          ? { status: 500, body: { message: 'Boom' } }
          : { status: 200, body: { invoices: [] } },
    });
    renderAtPath('/invoices/invoices-list', <InvoicesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your invoices.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NO_INVOICES['invoices-list'])).toBeTruthy();
  });

  it('says the spec’s message when a receipt is being prepared or fails', async () => {
    let answer: StubAnswer = { status: 404, body: { message: RECEIPT_BEING_PREPARED } };
    stubApi({ ...ROUTES, 'GET /checkout/v1/customer/cus_1/receipts/2.pdf': () => answer });
    renderAtPath('/invoices/invoices-list', <InvoicesPage />);
    const ein = within(await invoiceNamed('INV-000002'));
    fireEvent.click(ein.getByRole('button', { name: 'Download receipt' }));
    expect((await ein.findByRole('alert')).textContent).toBe(RECEIPT_BEING_PREPARED);
    answer = { status: 500, body: { message: 'Boom' } };
    fireEvent.click(ein.getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(ein.getByRole('alert').textContent).toBe(RECEIPT_DOWNLOAD_FAILED));
  });

  it('shows a subscription’s price, renewal, card and reminders, and cancels it with a reason', async () => {
    let current = AGENT;
    const calls = stubApi({
      ...ROUTES,
      'GET /checkout/v1/customer/cus_1/subscriptions': () => ({
        status: 200,
        body: { subscriptions: [current] },
      }),
      'POST /checkout/v1/customer/cus_1/subscriptions/7/cancel': () => {
        current = {
          ...AGENT,
          cancel_at_period_end: true,
          cancel_reason: 'too_expensive',
          cancelled_at: '2026-11-30T10:00:00.000Z',
        };
        return { status: 200, body: current };
      },
      'POST /checkout/v1/customer/cus_1/subscriptions/7/keep': () => {
        current = AGENT;
        return { status: 200, body: current };
      },
    });
    renderAtPath('/invoices/subscriptions-renewals', <InvoicesPage />);
    const agent = within(await screen.findByRole('article', { name: 'Registered Agent' }));
    expect(agent.getByText('$99.00 per year')).toBeTruthy();
    expect(agent.getByText('November 2, 2027')).toBeTruthy();
    expect(agent.getByText(/60, 30 and 7 days before it/)).toBeTruthy();
    expect(agent.getByRole('link', { name: 'compliance calendar' }).getAttribute('href')).toBe(
      '/compliance',
    );

    fireEvent.click(agent.getByRole('button', { name: 'Cancel renewal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel renewal' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel renewal' }));
    expect(await dialog.findByText(CHOOSE_A_REASON)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Why are you cancelling/), {
      target: { value: 'too_expensive' },
    });
    fireEvent.change(dialog.getByLabelText(/Anything else/), {
      target: { value: 'Found it cheaper' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel renewal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.key.endsWith('/cancel'))?.body).toEqual({
      reason: 'too_expensive',
      note: 'Found it cheaper',
    });

    const keep = await screen.findByRole('button', { name: 'Keep my subscription' });
    expect(screen.getByText(/stays active until November 2, 2027/)).toBeTruthy();
    fireEvent.click(keep);
    expect(await screen.findByRole('button', { name: 'Cancel renewal' })).toBeTruthy();
  });

  it('says why a subscription could not be kept', async () => {
    const message =
      "This subscription's renewal date (November 2, 2027) has passed, so it can no longer be changed.";
    stubApi({
      ...ROUTES,
      'GET /checkout/v1/customer/cus_1/subscriptions': () => ({
        status: 200,
        body: {
          subscriptions: [
            { ...AGENT, cancel_at_period_end: true, cancel_reason: 'other', cancelled_at: null },
          ],
        },
      }),
      'POST /checkout/v1/customer/cus_1/subscriptions/7/keep': () => ({
        status: 409,
        body: { message },
      }),
    });
    renderAtPath('/invoices/subscriptions-renewals', <InvoicesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my subscription' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  const showing = async (subscription: ListedSubscription) => {
    stubApi({
      ...ROUTES,
      'GET /checkout/v1/customer/cus_1/subscriptions': () => ({
        status: 200,
        body: { subscriptions: [subscription] },
      }),
    });
    renderAtPath('/invoices/subscriptions-renewals', <InvoicesPage />);
    return within(await screen.findByRole('article', { name: 'Registered Agent' }));
  };

  it('tells a declined renewal: the bank’s words, the retry’s day and where to change the card', async () => {
    const agent = await showing({
      ...AGENT,
      status: 'past_due',
      retry_on: '2027-11-05',
      last_decline: 'Your card was declined.',
    });
    expect(agent.getByText('Payment declined')).toBeTruthy();
    expect(agent.getByText('Renewal due')).toBeTruthy();
    const notice = agent.getByText(/We could not charge \$99\.00 for this renewal/);
    expect(notice.textContent).toContain('Your card was declined.');
    expect(notice.textContent).toContain('We will try again on November 5, 2027.');
    expect(agent.getByRole('link', { name: 'Billing details' }).getAttribute('href')).toBe(
      '/settings/billing-details',
    );
    expect(agent.queryByRole('button', { name: 'Cancel renewal' })).toBeNull();
  });

  it.each([
    [
      'lapsed',
      /Your Registered Agent has lapsed: every charge for the renewal due November 2, 2027/,
    ],
    ['ended', /Your Registered Agent ended on November 2, 2027, as you asked/],
  ] as const)(
    'tells a %s agent what the state requires next, with its source',
    async (status, said) => {
      const agent = await showing({ ...AGENT, status, last_decline: 'Your card was declined.' });
      expect(agent.getByText(said)).toBeTruthy();
      expect(
        agent.getByText(/Every state requires an LLC to keep a registered agent/),
      ).toBeTruthy();
      expect(agent.getByRole('link', { name: 'SBA: Register your business' })).toBeTruthy();
      expect(agent.queryByRole('button', { name: 'Cancel renewal' })).toBeNull();
    },
  );

  it('lists nothing, and calls nothing, for an owner who has bought nothing', async () => {
    const calls = stubApi({
      'GET /api/v1/individual/1': () => ({
        status: 200,
        body: { ...OWNER, stripe_customer_id: null },
      }),
    });
    renderAtPath('/invoices/subscriptions-renewals', <InvoicesPage />);
    expect(await screen.findByText(NO_SUBSCRIPTIONS)).toBeTruthy();
    expect(calls.some((call) => call.key.includes('/checkout/'))).toBe(false);
  });
});
