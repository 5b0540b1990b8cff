import type { Page } from 'playwright-core';
import type { BillingAddress } from '../../src/domain/checkout/billing-address';
import { choose, continueTo, expectHeading, fill } from './questionnaire-helpers';

/** The business the journeys' owners register (page1's answers besides the plan). */
export const REGISTERED_BUSINESS = {
  business_state: 'Texas',
  entity_type: 'LLC',
  business_name: 'Bluebonnet Bikes',
};
/** The password of the accounts the journeys' owners create. */
export const ACCOUNT_PASSWORD = 'Bluebonnet-2026!';
/** The name on the owners' card: the purchase bills them, and the dashboard greets them, by it. */
export const CARDHOLDER = 'Rosa Alvarez';
/** The card's billing address; Texas is the state page1 registers in. */
export const BILLING: BillingAddress = {
  line1: '1100 Barton Springs Rd',
  city: 'Austin',
  state: 'TX',
  postal_code: '78704',
  country: 'US',
};

/** Registration page1 as a visitor fills it. */
export async function fillPage1(page: Page): Promise<void> {
  await expectHeading(page, 'Business information');
  await choose(page, 'State of formation', REGISTERED_BUSINESS.business_state);
  await choose(page, 'Entity type', REGISTERED_BUSINESS.entity_type);
  await fill(page, 'Business name', REGISTERED_BUSINESS.business_name);
}

/** Who registration page4 names as the registered agent (the first adds it to the order). */
export type AgentChoice = "Charter's registered agent" | 'Someone else';

/**
 * Page2 to page4: the standard filing (Texas sells no expedite that fits one business day
 * online), no expert review, and the registered agent (Charter's unless told).
 */
export async function answerAddOns(
  page: Page,
  agent: AgentChoice = "Charter's registered agent",
): Promise<void> {
  await continueTo(page, '/registration/page2', 'Expedited state filing');
  await page.getByText('Standard filing', { exact: true }).click();
  await continueTo(page, '/registration/page3', 'Expert review');
  await page.getByText('No, thanks', { exact: true }).click();
  await continueTo(page, '/registration/page4', 'Registered agent');
  await page.getByText(agent, { exact: true }).click();
  await continueTo(page, '/registration/page5', 'Create your account');
}

export async function fillAccount(page: Page, email: string): Promise<void> {
  await fill(page, 'Email', email);
  await fill(page, 'Confirm email', email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ACCOUNT_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(ACCOUNT_PASSWORD);
}

/** Fills the checkout's card and billing address and presses 'Checkout & Pay'. */
export async function payWith(page: Page, cardNumber: string): Promise<void> {
  await fill(page, 'Card number', cardNumber);
  await fill(page, 'Expiration date', '1230');
  await fill(page, 'CVC', '123');
  await fill(page, 'Name on card', CARDHOLDER);
  await page.getByRole('combobox', { name: 'Street address' }).fill(BILLING.line1);
  await fill(page, 'City', BILLING.city);
  await fill(page, 'Zip code', BILLING.postal_code);
  await page.getByRole('button', { name: 'Checkout & Pay' }).click();
}

/**
 * A new visitor's whole registration: page1-page5 (Texas, standard filing, no expert review,
 * Charter's agent unless told) with a new account, the review, and a paid checkout; ends on
 * the dashboard.
 */
export async function registerAndPay(
  page: Page,
  email: string,
  tier = 'starter',
  agent?: AgentChoice,
): Promise<void> {
  await page.goto(`/registration/page1?tiers=${tier}`);
  await fillPage1(page);
  await answerAddOns(page, agent);
  await fillAccount(page, email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/registration/review');
  await page.getByRole('button', { name: 'Confirm and Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/registration/checkout');
  await expectHeading(page, 'Checkout');
  await payWith(page, '4242424242424242');
  await page.waitForURL((url) => url.pathname === '/registration/order-confirmation', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}
