import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { CheckoutProduct } from '../../src/domain/checkout/checkout-product';
import type { PurchasePayload } from '../../src/domain/contracts/checkout';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import {
  rebuildRegistrationCheckout,
  selectedProducts,
  type RegistrationPageAnswers,
} from '../../src/domain/registration/selection-rules';
import { restoredRegistrationBasics } from '../../src/domain/registration/session-restore';
import type { RuntimeConfig } from '../../src/domain/runtime-config';
import { login } from './fixtures';
import {
  ACCOUNT_PASSWORD,
  BILLING,
  CARDHOLDER,
  REGISTERED_BUSINESS,
  type AgentChoice,
} from './registration-helpers';

/** A JSON request to the journey's server; throws with the answer when it is not a 2xx. */
async function send<T>(url: string, init: RequestInit & { json?: object }): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...rest.headers,
    },
    ...(json ? { body: JSON.stringify(json) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * What registerAndPay leaves, made through the server's API instead of the registration's
 * screens (registration.e2e.ts and the checkout journeys walk those): a new owner who answered
 * page1-page5 as registerAndPay does, paid the order those answers make with a card kept as the
 * owner's saved card, then signed in through the browser. Ends on the dashboard. The calls are
 * the ones the registration and checkout screens make, in their order.
 */
export async function paidOwnerThroughApi(
  page: Page,
  origin: string,
  email: string,
  tier = 'starter',
  agent: AgentChoice = "Charter's registered agent",
): Promise<void> {
  const config = await send<RuntimeConfig>(`${origin}/config.json`, {});
  const api = `${origin}${config.apiBaseUrl}`;
  const checkout = `${origin}${config.checkoutBaseUrl}`;

  // The anonymous browser session the pages are saved under (no bot check on loopback).
  const created = await fetch(`${api}/v1/browser_session/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ browser_agent: 'charter-e2e' }),
  });
  if (!created.ok) throw new Error(`browser session: ${created.status} ${await created.text()}`);
  const sessionId = ((await created.json()) as { id: string }).id;
  const cookie = created.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  const answers: RegistrationPageAnswers & { page5: Answers } = {
    page1: { ...REGISTERED_BUSINESS, tier: tier.toUpperCase() },
    page2: { service_filing: 'standard' },
    page3: { is_expert_review: false },
    page4: { is_bizup_designated_agent: agent === "Charter's registered agent" },
    page5: {
      email,
      confirm_email: email,
      password: ACCOUNT_PASSWORD,
      confirm_password: ACCOUNT_PASSWORD,
    },
  };
  for (const [name, pageAnswers] of Object.entries(answers)) {
    await send(`${api}/v1/pages/${name}`, {
      method: 'POST',
      headers: { cookie, 'idempotency-key': randomUUID() },
      json: { ...pageAnswers, browser_session_id: sessionId, updated_at: null },
    });
  }

  const tokens = await send<{ access_token: string }>(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: ACCOUNT_PASSWORD,
      client_id: 'charter-web',
      scope: 'openid',
    }).toString(),
  });
  const bearer = { authorization: `Bearer ${tokens.access_token}` };

  const basics = restoredRegistrationBasics(answers);
  const { products } = await send<{ products: CheckoutProduct[] }>(
    `${checkout}/v1/dashboard_product/list?${new URLSearchParams({ state: basics.state, tier: basics.tier })}`,
    {},
  );
  const lines = selectedProducts(rebuildRegistrationCheckout(products, basics, answers));

  const card = await send<{ id: string }>(`${origin}${config.payments.baseUrl}/v1/tokens`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.payments.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '30',
      'card[cvc]': '123',
      'card[name]': CARDHOLDER,
    }).toString(),
  });
  const saved = await send<{ payment_method: { payment_method_id: string } }>(
    `${checkout}/v1/customer/payment_method`,
    {
      method: 'POST',
      headers: { ...bearer, 'idempotency-key': `card-${card.id}` },
      json: {
        payment_method_token: card.id,
        billing_details: { name: CARDHOLDER, address: BILLING },
      },
    },
  );
  const [firstName = '', lastName = ''] = CARDHOLDER.split(' ');
  const payload: PurchasePayload = {
    individual: { first_name: firstName, last_name: lastName, email },
    description: `Registration of ${REGISTERED_BUSINESS.business_name} (${basics.state})`,
    payment_method_token: saved.payment_method.payment_method_id,
    subscriptions: lines.map((line) => ({
      product_name: line.name,
      price_id: line.price_id,
      quantity: 1,
    })),
  };
  await send(`${api}/v1/checkout`, {
    method: 'POST',
    headers: { ...bearer, 'idempotency-key': `purchase-${randomUUID()}` },
    json: payload,
  });

  await login(page, '/dashboard', email, ACCOUNT_PASSWORD);
}
