import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey } from './fixtures';
import { choose, continueTo, expectHeading, fill } from './questionnaire-helpers';
import { fillAccount } from './registration-helpers';

/** A plan card's price, e.g. '$745.00', as the card shows it. */
async function cardPrice(page: Page, plan: string): Promise<string> {
  const card = page.locator('.ch-choice__option', { has: page.getByText(plan, { exact: true }) });
  return (await card.locator('.ch-choice__price').textContent()) ?? '';
}

/** The order summary's 'Due today' amount. */
async function dueToday(summary: Locator): Promise<string> {
  return (await summary.locator('.ch-order-panel__total strong').textContent()) ?? '';
}

describe('registration shows true prices before the account', () => {
  const charter = journey();

  it('a visitor from ?tiers=complete sees Texas prices, then Delaware’s, picks rapid filing, and the summary and the checkout total agree to the cent', async () => {
    const { page } = await charter.newPage();
    await page.goto('/registration/page1?tiers=complete');
    await expectHeading(page, 'Business information');
    await expect
      .poll(() => page.getByText('Step 1 of 5: Business information').isVisible())
      .toBe(true);

    // Texas: $300.00 filing fee in every plan; Complete holds its expert review.
    await choose(page, 'State of formation', 'Texas');
    await expect.poll(() => cardPrice(page, 'Complete')).toBe('$745.00');
    expect(await cardPrice(page, 'Starter')).toBe('$399.00');
    expect(await cardPrice(page, 'Growth')).toBe('$547.00');
    const complete = page.getByRole('radio', { name: /^Complete/ });
    expect(await complete.isChecked()).toBe(true);
    await expect
      .poll(() => page.getByText('Texas filing fee ($300.00) included').first().isVisible())
      .toBe(true);

    // The naming rules beside the name, and the anonymous availability check answers.
    await fill(page, 'Business name', 'Lottery Bikes');
    await expect
      .poll(() => page.getByText(/"Lottery" is a restricted word in Texas/).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Name available').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Search Texas's business records/ }).count()).toBe(
      1,
    );

    // Delaware: the cards follow the state ($110.00 filing fee).
    await choose(page, 'State of formation', 'Delaware');
    await expect.poll(() => cardPrice(page, 'Complete')).toBe('$555.00');
    expect(await cardPrice(page, 'Starter')).toBe('$209.00');
    // The plans are one group to the keyboard: arrow keys move the choice, and back.
    await complete.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByRole('radio', { name: /^Growth/ }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => complete.isChecked()).toBe(true);
    await choose(page, 'Entity type', 'LLC');
    await fill(page, 'Business name', 'Bluebonnet Bikes LLC');

    const summary = page.getByRole('complementary', { name: 'Your order' });
    await expect.poll(() => dueToday(summary)).toBe('$555.00');
    await expect
      .poll(() => summary.getByText('Delaware filing fee', { exact: true }).isVisible())
      .toBe(true);

    // Page2: both filings priced for Delaware; rapid explained and chosen.
    await continueTo(page, '/registration/page2', 'Expedited state filing');
    await expect
      .poll(() => page.getByText('Step 2 of 5: Expedited state filing').isVisible())
      .toBe(true);
    await expect.poll(() => cardPrice(page, 'Rapid filing')).toBe('$260.00');
    expect(await cardPrice(page, 'Standard filing')).toBe('$110.00');
    await expect.poll(() => page.getByText(/\* Rapid filing/).isVisible()).toBe(true);
    await page.getByText('Rapid filing', { exact: true }).click();
    await expect.poll(() => dueToday(summary)).toBe('$705.00');
    await expect
      .poll(() => summary.getByText('Delaware filing fee with rapid filing').isVisible())
      .toBe(true);

    // Back keeps page1's answers; Continue returns to page2 with rapid still chosen.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/registration/page1');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Business name', exact: true }).inputValue())
      .toBe('Bluebonnet Bikes LLC');
    await continueTo(page, '/registration/page2', 'Expedited state filing');
    await expect
      .poll(() => page.getByRole('radio', { name: /^Rapid filing/ }).isChecked())
      .toBe(true);

    await continueTo(page, '/registration/page3', 'Expert review');
    await page.getByText('No, thanks', { exact: true }).click();
    await continueTo(page, '/registration/page4', 'Registered agent');
    await page.getByText("Charter's registered agent", { exact: true }).click();
    // The agent is free for its first year: nothing more today, a renewal later.
    await expect.poll(() => summary.getByText('Renews later').isVisible()).toBe(true);
    expect(await dueToday(summary)).toBe('$705.00');
    await continueTo(page, '/registration/page5', 'Create your account');
    await fillAccount(page, 'dana.delaware@bluebonnet.example');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/registration/review');
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/registration/checkout');
    await expectHeading(page, 'Checkout');

    // The checkout charges what the summary said.
    const checkoutSummary = page.getByRole('complementary', { name: 'Your order' });
    await expect.poll(() => dueToday(checkoutSummary)).toBe('$705.00');
    expect(
      await checkoutSummary.getByText('Delaware filing fee with rapid filing').isVisible(),
    ).toBe(true);
  });

  it('a state without an online expedite says why and keeps the standard filing', async () => {
    const { page } = await charter.newPage();
    await page.goto('/registration/page1?tiers=starter');
    await expectHeading(page, 'Business information');
    await choose(page, 'State of formation', 'Florida');
    await choose(page, 'Entity type', 'LLC');
    await fill(page, 'Business name', 'Gulf Coast Kayaks LLC');
    await continueTo(page, '/registration/page2', 'Expedited state filing');
    await expect
      .poll(() => page.getByText('Florida does not offer expedited filing.').first().isVisible())
      .toBe(true);
    expect(await page.getByRole('radio', { name: /^Rapid filing/ }).isDisabled()).toBe(true);
    await expect
      .poll(() =>
        page.getByText(/Florida does not publish a processing time for a new LLC/).isVisible(),
      )
      .toBe(true);
  });
});
