import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import { paidOwnerThroughApi } from './paid-owner';
import { expectHeading } from './questionnaire-helpers';

const INVOICE = /^Invoice INV-\d{6}$/;

describe('the invoices area', () => {
  const charter = journey();

  it('lists the invoices, downloads a receipt, cancels the agent’s renewal with a reason and undoes it', async () => {
    const { page } = await charter.newPage();
    // The registration buys Charter's registered agent, which starts its yearly subscription.
    await paidOwnerThroughApi(
      page,
      charter.url,
      'rosa.invoices@bluebonnet.example',
      'starter',
      "Charter's registered agent",
    );

    await page.goto('/invoices');
    await page.waitForURL((url) => url.pathname === '/invoices/invoices-list');
    await expectHeading(page, 'Invoices');
    const invoice = page.getByRole('article', { name: INVOICE });
    await expect.poll(() => invoice.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await invoice.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    expect(await invoice.getByText(/^Business Formation, /).isVisible()).toBe(true);

    await invoice.getByRole('button', { name: 'Show lines' }).click();
    const lines = invoice.getByRole('table', { name: /^Lines of invoice INV-\d{6}$/ });
    await expect.poll(() => lines.isVisible()).toBe(true);
    await expectAccessible(page, 'All invoices, an invoice’s lines shown');

    // The receipt is written a moment after the purchase: until then the spec's message says so.
    await expect
      .poll(
        async () => {
          const downloading = page.waitForEvent('download', { timeout: 3000 }).catch(() => null);
          await invoice.getByRole('button', { name: 'Download receipt' }).click();
          const download = await downloading;
          if (!download) return null;
          expect(download.suggestedFilename()).toMatch(/^charter-receipt-INV-\d{6}\.pdf$/);
          return (await readFile((await download.path())!)).subarray(0, 5).toString();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('%PDF-');

    await page.goto('/invoices/formation-package');
    await expect.poll(() => page.getByRole('article', { name: INVOICE }).isVisible()).toBe(true);
    await page.goto('/invoices/one-time-services');
    await expect.poll(() => page.getByText(/^No one-time services yet\./).isVisible()).toBe(true);

    await page.goto('/invoices/subscriptions-renewals');
    const agent = page.getByRole('article', { name: 'Registered Agent' });
    await expect.poll(() => agent.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await agent.getByText(/per year$/).isVisible()).toBe(true);
    expect(await agent.getByText(/60, 30 and 7 days before it/).isVisible()).toBe(true);

    await agent.getByRole('button', { name: 'Cancel renewal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel renewal' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page, 'Cancel renewal dialog');
    await dialog.getByLabel('Why are you cancelling?').selectOption('no_longer_needed');
    await dialog.getByLabel(/Anything else/).fill('We are moving the agent in-house.');
    await dialog.getByRole('button', { name: 'Cancel renewal' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const keep = agent.getByRole('button', { name: 'Keep my subscription' });
    await expect.poll(() => keep.isVisible()).toBe(true);
    expect(await agent.getByText(/You cancelled this renewal/).isVisible()).toBe(true);
    await expectAccessible(page, 'Subscriptions & renewals, the renewal cancelled');

    // The compliance calendar now shows the agent ending, not renewing.
    await page.goto('/compliance');
    await expect
      .poll(() => page.getByRole('listitem', { name: 'Registered Agent ends' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    await page.goto('/invoices/subscriptions-renewals');
    await expect.poll(() => keep.isVisible(), { timeout: 15_000 }).toBe(true);
    await keep.click();
    await expect
      .poll(() => agent.getByRole('button', { name: 'Cancel renewal' }).isVisible())
      .toBe(true);
    expect(await agent.getByText(/You cancelled this renewal/).count()).toBe(0);
  });
});
