import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Buys a service from its dashboard card with the card the registration saved: Learn More,
 * Purchase, 'Checkout & Pay'. Resolves with the success modal, open.
 */
export async function buyWithSavedCard(page: Page, title: string): Promise<Locator> {
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `Learn More about ${title}` })
    .click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Purchase' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect.poll(() => checkout.getByText('•••• 4242').isVisible()).toBe(true);
  await checkout.getByRole('button', { name: 'Checkout & Pay' }).click();
  const success = page.getByRole('dialog', { name: 'Purchase complete' });
  await expect.poll(() => success.isVisible(), { timeout: 30_000 }).toBe(true);
  return success;
}
