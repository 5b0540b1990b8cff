import { describe, expect, it } from 'vitest';
import { longCalendarDate } from '../../src/domain/long-date';
import { nextRenewalDate } from '../../src/domain/checkout/renewal-schedule';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import { paidOwnerThroughApi } from './paid-owner';
import { expectHeading } from './questionnaire-helpers';

const INVOICE = /^Invoice INV-\d{6}$/;

/** The UTC day a year from now: the free year's end, as the server dates it. */
function firstRenewal(): string {
  return nextRenewalDate(new Date().toISOString().slice(0, 10));
}

describe('the registered agent’s renewal (issue 30 point 6, decision 0088)', () => {
  const charter = journey();

  it('is charged on its date, then, cancelled on the subscriptions page, not at the next date', async () => {
    const { page } = await charter.newPage();
    await paidOwnerThroughApi(
      page,
      charter.url,
      'rosa.renewals@bluebonnet.example',
      'starter',
      "Charter's registered agent",
    );
    const renewsOn = firstRenewal();
    const nextYear = nextRenewalDate(renewsOn);

    await page.goto('/invoices/subscriptions-renewals');
    await expectHeading(page, 'Invoices');
    const agent = page.getByRole('article', { name: 'Registered Agent' });
    await expect.poll(() => agent.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await agent.getByText(longCalendarDate(renewsOn), { exact: true }).isVisible()).toBe(
      true,
    );

    // The server's clock cannot move: the back office runs the renewals' round as of the date
    // (a demo server only).
    // The round's counts are the server's: the formed demo owner's agent, bought the day the
    // data template was made, renews that day too. The owner's own invoices tell theirs.
    const charged = await charter.ops('renewals', '--as-of', renewsOn);
    expect(charged).toContain(`Renewals round for ${renewsOn}:`);
    expect(charged).not.toContain(' 0 charged');

    await page.goto('/invoices/invoices-list');
    const invoices = page.getByRole('article', { name: INVOICE });
    await expect.poll(() => invoices.count(), { timeout: 15_000 }).toBe(2);
    // Newest first: the renewal, at the agent's yearly price.
    const renewal = invoices.first();
    expect(await renewal.getByText('Registered Agent', { exact: true }).first().isVisible()).toBe(
      true,
    );
    expect(await renewal.getByText('$99.00').first().isVisible()).toBe(true);
    expect(await renewal.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, 'All invoices, the renewal charged');

    await page.goto('/invoices/subscriptions-renewals');
    await expect
      .poll(() => agent.getByText(longCalendarDate(nextYear), { exact: true }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expectAccessible(page, 'Subscriptions & renewals, renewed for a year');

    await agent.getByRole('button', { name: 'Cancel renewal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel renewal' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Why are you cancelling?').selectOption('no_longer_needed');
    await dialog.getByRole('button', { name: 'Cancel renewal' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => agent.getByText(/You cancelled this renewal/).isVisible(), { timeout: 15_000 })
      .toBe(true);

    const ended = await charter.ops('renewals', '--as-of', nextYear);
    // Charged no more: the owner's invoices are still the two (below).
    expect(ended).toContain('1 ended (cancelled)');

    await page.reload();
    await expect
      .poll(() => agent.getByText('Ended', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(
      await agent.getByText(/Every state requires an LLC to keep a registered agent/).isVisible(),
    ).toBe(true);
    expect(await agent.getByRole('link', { name: 'SBA: Register your business' }).isVisible()).toBe(
      true,
    );
    expect(await agent.getByRole('button', { name: 'Cancel renewal' }).count()).toBe(0);
    await expectAccessible(page, 'Subscriptions & renewals, the agent ended');

    await page.goto('/invoices/invoices-list');
    await expect.poll(() => invoices.count(), { timeout: 15_000 }).toBe(2);
  });
});
