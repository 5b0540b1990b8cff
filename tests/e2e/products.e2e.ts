import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { buyWithSavedCard } from './dashboard-helpers';
import { journey } from './fixtures';
import { paidOwnerThroughApi } from './paid-owner';
import { expectHeading } from './questionnaire-helpers';

/** Whether `group` holds the service's card, showing `text` (its status, its price). */
async function expectCard(group: Locator, title: string, text: string): Promise<void> {
  await expect
    .poll(
      () => group.getByRole('article', { name: title }).getByText(text, { exact: true }).count(),
      { timeout: 15_000 },
    )
    .toBe(1);
}

/** Where the card's next step leads: its link named `label`. */
function nextStep(group: Locator, title: string, label: string): Promise<string | null> {
  return group
    .getByRole('article', { name: title })
    .getByRole('link', { name: label })
    .getAttribute('href');
}

describe('the Products page', () => {
  const charter = journey();

  it("lists the owner's services and the others with their prices, explains one and sells another through the checkout", async () => {
    const { context, page } = await charter.newPage();
    await paidOwnerThroughApi(page, charter.url, 'rosa.products@bluebonnet.example');
    await expectHeading(page, 'Welcome, Rosa Alvarez');
    // From the main navigation: behind the Menu button at a phone's width.
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.waitForURL((url) => url.pathname === '/services');
    await expectHeading(page, 'Products');

    // The STARTER order's services are the owner's, each with its status and next step.
    const yours = page.getByRole('region', { name: 'Your services' });
    const available = page.getByRole('region', { name: 'Available to add' });
    await expectCard(yours, 'Business Formation', 'Purchased');
    await expectCard(yours, 'Registered Agent', 'Purchased');
    expect(await nextStep(yours, 'Business Formation', 'Complete Business Registration')).toBe(
      '/formation/page1',
    );

    // Everything else is on offer at the checkout service's Texas price.
    await expectCard(available, 'EIN / Tax ID', 'Not purchased');
    await expectCard(available, 'EIN / Tax ID', '$99.00');
    await expectCard(available, 'Operating Agreement', 'Not purchased');
    expect(await yours.getByRole('article', { name: 'EIN / Tax ID' }).count()).toBe(0);

    // Learn More explains a service the owner may add.
    await available
      .getByRole('article', { name: 'Operating Agreement' })
      .getByRole('button', { name: 'Learn More about Operating Agreement' })
      .click();
    const info = page.getByRole('dialog', { name: 'Operating Agreement' });
    await expect
      .poll(() => info.getByText('Why Choose Operating Agreement?').isVisible())
      .toBe(true);
    await expect.poll(() => info.getByRole('button', { name: 'Purchase' }).isEnabled()).toBe(true);
    await expectAccessible(page, "the Products page's Learn More modal");
    await info.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // EIN bought with the saved card, through the same checkout as on the dashboard.
    const success = await buyWithSavedCard(page, 'EIN / Tax ID');
    await expectAccessible(page, "the Products page's success modal");
    await success.getByRole('button', { name: 'Return to Products' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expectHeading(page, 'Products');
    await expectCard(yours, 'EIN / Tax ID', 'Purchased');
    expect(await available.getByRole('article', { name: 'EIN / Tax ID' }).count()).toBe(0);
    // The formation is only purchased: EIN may start now (dashboard §4).
    expect(await nextStep(yours, 'EIN / Tax ID', 'Apply for Your EIN')).toBe('/ein/page1');

    // A reload lists it among the owner's services still.
    await page.reload();
    await expectHeading(page, 'Products');
    await expectCard(yours, 'EIN / Tax ID', 'Purchased');
    await context.close();
  });
});
