import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey, login } from './fixtures';
import { expectHeading, fill } from './questionnaire-helpers';
import { registerAndPay } from './registration-helpers';

/** A service's card on the dashboard, found by its heading. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function expectCardStatus(page: Page, title: string, status: string): Promise<void> {
  await expect
    .poll(() => card(page, title).getByText(status, { exact: true }).count(), { timeout: 15_000 })
    .toBe(1);
}

/** `npm run ops` has set a status: the owner reloads and the dashboard asks the server again. */
async function reloadDashboard(page: Page): Promise<void> {
  await page.reload();
  await expectHeading(page, 'Welcome, Rosa Alvarez');
}

describe('the dashboard of a new owner', () => {
  const charter = journey();

  it('buys EIN with the saved card (a declined new card first) and follows it to ACTIVE as npm run ops sets its status', async () => {
    const { context, page } = await charter.newPage();
    const email = 'rosa.dashboard@bluebonnet.example';
    await registerAndPay(page, email);

    // The registration's purchases show at once; EIN was not in the STARTER order.
    await expectCardStatus(page, 'EIN / Tax ID', 'Not purchased');
    await expect
      .poll(() =>
        page.getByRole('article', { name: 'Complete Your Business Registration' }).count(),
      )
      .toBe(1);
    await expectCardStatus(page, 'Registered Agent', 'Purchased');

    // Learn More → Purchase → the checkout modal, the registration's card already chosen.
    await card(page, 'EIN / Tax ID')
      .getByRole('button', { name: 'Learn More about EIN / Tax ID' })
      .click();
    const info = page.getByRole('dialog', { name: 'EIN / Tax ID' });
    await expect.poll(() => info.getByText('Why Choose EIN / Tax ID?').isVisible()).toBe(true);
    await info.getByRole('button', { name: 'Purchase' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect.poll(() => checkout.getByText('•••• 4242').isVisible()).toBe(true);

    // A new card the bank declines: saved, but paying with it fails with the spec's message.
    await checkout.getByText('Add a new card', { exact: true }).click();
    await checkout.getByRole('textbox', { name: 'Card number' }).fill('4000000000000002');
    await checkout.getByRole('textbox', { name: 'Expiration date' }).fill('1230');
    await checkout.getByRole('textbox', { name: 'CVC' }).fill('123');
    await checkout.getByRole('textbox', { name: 'Name on card' }).fill('Rosa Alvarez');
    await checkout.getByRole('combobox', { name: 'Street address' }).fill('1100 Barton Springs Rd');
    await fill(page, 'City', 'Austin');
    await fill(page, 'Zip code', '78704');
    await checkout.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => checkout.getByText('•••• 0002').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await checkout.getByRole('button', { name: 'Checkout & Pay' }).click();
    // Step 1 of the progress fails with it, then the modal keeps it in red.
    const declined = 'Your card was declined. Please use a different card.';
    await expect
      .poll(() => page.getByText(declined).first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => checkout.getByText(declined).isVisible()).toBe(true);

    // The saved card pays.
    await checkout.getByText('•••• 4242').click();
    await checkout.getByRole('button', { name: 'Checkout & Pay' }).click();
    const success = page.getByRole('dialog', { name: 'Purchase complete' });
    await expect.poll(() => success.isVisible(), { timeout: 30_000 }).toBe(true);
    await success.getByRole('button', { name: 'Return to Dashboard' }).click();
    await expectCardStatus(page, 'EIN / Tax ID', 'Purchased');

    // The back office moves the order along; each reload shows where it stands.
    expect(await charter.ops('owners')).toContain(email);
    await charter.ops('set-status', email, 'EIN_APPLICATION', 'SUBMITTED');
    await reloadDashboard(page);
    await expectCardStatus(page, 'EIN / Tax ID', 'Submitted');
    await expect
      .poll(() => card(page, 'EIN / Tax ID').getByText('Preparing Your IRS Filing').isVisible())
      .toBe(true);

    await charter.ops('set-status', email, 'ein-application', 'IN_PROGRESS');
    await reloadDashboard(page);
    await expectCardStatus(page, 'EIN / Tax ID', 'In progress');
    await expect
      .poll(() => card(page, 'EIN / Tax ID').getByText('Under IRS Review').isVisible())
      .toBe(true);

    await charter.ops('set-status', email, 'EIN_APPLICATION', 'ACTIVE');
    await reloadDashboard(page);
    await expectCardStatus(page, 'EIN / Tax ID', 'Active');
    await expect
      .poll(() => card(page, 'EIN / Tax ID').getByText('EIN Assigned', { exact: true }).isVisible())
      .toBe(true);
    expect(
      await card(page, 'EIN / Tax ID')
        .getByRole('link', { name: 'View Profile' })
        .getAttribute('href'),
    ).toBe('/business-profile');

    // A formation the state rejects: the rejected block with its reason, and Contact Support
    // opening a request about it (decision 0090).
    await charter.ops(
      'set-status',
      email,
      'llc-formation',
      'REJECTED',
      '--reason',
      'The name is too close to Lone Star Bikes LLC',
    );
    await reloadDashboard(page);
    const formation = page.getByRole('article').filter({ hasText: 'Business Formation' }).first();
    await expect.poll(() => formation.getByText('Rejected by State').isVisible()).toBe(true);
    await expect
      .poll(() =>
        formation.getByText('Reason: The name is too close to Lone Star Bikes LLC').isVisible(),
      )
      .toBe(true);
    const support = await formation
      .getByRole('link', { name: 'Contact Support' })
      .getAttribute('href');
    expect(new URLSearchParams(support!.split('?')[1]).get('question')).toBe(
      'About my rejected Business Formation order. The reason given: The name is too close to Lone Star Bikes LLC',
    );
    await context.close();
  });

  it("shows a card's price once the checkout has answered, never a price it would replace", async () => {
    const { context, page } = await charter.newPage();
    await login(page);
    // Hold the product list back: the cards are there, their prices still loading.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/checkout/v1/dashboard_product/list*', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const ein = card(page, 'EIN / Tax ID');
    await expect
      .poll(() => ein.getByRole('status', { name: 'Loading the price of EIN / Tax ID' }).count())
      .toBe(1);
    expect(await ein.getByText(/\$\d/).count()).toBe(0);
    release();
    await expect.poll(() => ein.getByText('$99.00', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it("shows a returning owner their cards from this tab's copy, reload after reload, with the network off", async () => {
    const { context, page } = await charter.newPage();
    await login(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await expect.poll(() => card(page, 'EIN / Tax ID').isVisible()).toBe(true);
    await context.setOffline(true);
    for (let reload = 0; reload < 3; reload += 1) {
      await page.reload();
      await expect.poll(() => card(page, 'EIN / Tax ID').isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/Welcome back, Dana Demo/).isVisible()).toBe(true);
      // Long enough for the failed refreshes to settle before the next reload.
      await page.waitForTimeout(1500);
    }
    await context.close();
  });
});
