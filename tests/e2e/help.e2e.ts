import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey, login } from './fixtures';
import { paidOwnerThroughApi } from './paid-owner';
import { expectHeading } from './questionnaire-helpers';
import { answerAddOns, fillAccount, fillPage1 } from './registration-helpers';

/*
 * The Help Center and the legal pages (issue: help pages): an owner finds answers by topic, by
 * the filter and by an answer's own address; a visitor on the checkout opens the terms it links
 * to, and moves on to the privacy policy.
 */

const question = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const answerOf = async (page: Page, name: string) =>
  page.locator(`#${await question(page, name).getAttribute('aria-controls')}`);

describe('the Help Center', () => {
  const charter = journey();

  it('shows an owner the answers by topic and by filter, and opens one from its address', async () => {
    const { page } = await charter.newPage();
    await login(page, '/help-center');
    await expectHeading(page, 'Help Center');

    // A topic leads to its questions; its state answer starts from the owner's state.
    await page.getByRole('link', { name: /^Processing times/ }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#topic-timelines');
    const stateTimes = 'How long does my state take to approve a new LLC?';
    await question(page, stateTimes).click();
    expect(await question(page, stateTimes).getAttribute('aria-expanded')).toBe('true');
    const times = await answerOf(page, stateTimes);
    await times.getByRole('combobox', { name: 'State' }).selectOption('CA');
    await expect
      .poll(() => times.getByText(/California publishes a queue rather than a time/).isVisible())
      .toBe(true);
    expect(
      await times
        .getByText(
          'State figures: US LLC State Requirements Dataset (StartupSole LLC, 2026), CC BY 4.0.',
        )
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page, 'the Help Center with a state’s filing times');

    // The filter keeps the questions it finds.
    await page.getByRole('searchbox', { name: 'Search the answers' }).fill('refund');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /match “refund”/ })
          .isVisible(),
      )
      .toBe(true);
    expect(await question(page, 'How long does an EIN take?').count()).toBe(0);
    const refunds = 'Can I get a refund or cancel an order?';
    await question(page, refunds).click();
    const refundAnswer = await answerOf(page, refunds);
    await expect
      .poll(() => refundAnswer.getByText(/Charter has not published a refund policy/).isVisible())
      .toBe(true);
    expect(
      await refundAnswer.getByRole('link', { name: 'send us a request' }).getAttribute('href'),
    ).toBe('/submit-request');

    // An answer's own address opens it, and its link to another answer moves there, opened.
    await page.goto('/help-center#paid-a-scam');
    const paid = 'I already paid one of these letters. What can I do?';
    await expect
      .poll(() => question(page, paid).getAttribute('aria-expanded'), { timeout: 15_000 })
      .toBe('true');
    expect(await page.getByRole('searchbox', { name: 'Search the answers' }).inputValue()).toBe('');
    await (
      await answerOf(page, paid)
    )
      .getByRole('link', { name: 'how to check an official-looking letter' })
      .click();
    const scams = 'I got an official-looking letter asking me to pay. Is it real?';
    await expect.poll(() => question(page, scams).getAttribute('aria-expanded')).toBe('true');
    expect(new URL(page.url()).hash).toBe('#compliance-letter-scams');
    const scamAnswer = await answerOf(page, scams);
    expect(await scamAnswer.getByText(/Spotting compliance-letter scams/).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Submit a request' }).click();
    await page.waitForURL((url) => url.pathname === '/submit-request');
  });

  it('starts the state answer from the business’s own state', async () => {
    const { page } = await charter.newPage();
    await paidOwnerThroughApi(page, charter.url, 'rosa.help@bluebonnet.example');
    await page.goto('/help-center#state-processing-times');
    const state = page.getByRole('combobox', { name: 'State' });
    await expect.poll(() => state.inputValue(), { timeout: 15_000 }).toBe('TX');
    await expect
      .poll(() =>
        page.getByText(/Texas does not publish a processing time for a new LLC/).isVisible(),
      )
      .toBe(true);
  });
});

describe('the terms of service and the privacy policy', () => {
  const charter = journey();

  it('are linked from the sign-in page', async () => {
    const { page } = await charter.newPage();
    await page.goto('/dashboard');
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await expectHeading(page, 'Privacy policy');
  });

  it('open from the checkout’s terms link, beside the checkout, and link each other', async () => {
    const { context, page } = await charter.newPage();
    await page.goto('/registration/page1?tiers=starter');
    await fillPage1(page);
    await answerAddOns(page);
    await fillAccount(page, 'ines.terms@bluebonnet.example');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/registration/review');
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/registration/checkout');
    await expectHeading(page, 'Checkout');

    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: /terms of service/ }).click();
    const terms = await opened;
    await terms.waitForURL((url) => url.pathname === '/terms');
    await expectHeading(terms, 'Terms of service');
    expect(await terms.getByText(/^Effective /).textContent()).toMatch(
      /^Effective \w+ \d+, \d{4}$/,
    );
    expect(await terms.getByText(/They are not legal advice/).isVisible()).toBe(true);
    await expectAccessible(terms, 'the terms of service');
    // The checkout is still there, unchanged.
    expect(new URL(page.url()).pathname).toBe('/registration/checkout');

    await terms
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Privacy policy' })
      .click();
    await terms.waitForURL((url) => url.pathname === '/privacy');
    await expectHeading(terms, 'Privacy policy');
    expect(await terms.getByText(/AES-256-GCM/).isVisible()).toBe(true);
    await expectAccessible(terms, 'the privacy policy');
    await terms.close();
  });
});
