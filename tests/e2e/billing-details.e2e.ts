import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CARD_NOTE } from '../../src/domain/payments/payment-method';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import { paidOwnerThroughApi } from './paid-owner';
import { BILLING, CARDHOLDER } from './registration-helpers';

const cardRow = (page: Page, last4: string) =>
  page.getByRole('listitem').filter({ hasText: `•••• ${last4}` });

/** The add-card dialog's fields, as an owner fills them. */
async function fillNewCard(page: Page, cardNumber: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await field('Card number').fill(cardNumber);
  await field('Expiration date').fill('1230');
  await field('CVC').fill('123');
  await field('Name on card').fill(CARDHOLDER);
  await dialog.getByRole('combobox', { name: 'Street address' }).fill(BILLING.line1);
  await field('City').fill(BILLING.city);
  await dialog.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await field('Zip code').fill(BILLING.postal_code);
}

const visible = (page: Page, text: string | RegExp) => () =>
  page.getByText(text).first().isVisible();

describe('Settings → Billing details', () => {
  const charter = journey();

  it('manages the saved cards (add with a decline, default, delete with confirmation) and the billing address', async () => {
    const { page } = await charter.newPage();
    await paidOwnerThroughApi(page, charter.url, 'rosa.billing@bluebonnet.example');
    await page.goto('/settings/billing-details');
    await expect.poll(() => cardRow(page, '4242').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await cardRow(page, '4242').getByText('Default').isVisible()).toBe(true);
    expect(await cardRow(page, '4242').getByRole('img', { name: 'Visa' }).isVisible()).toBe(true);
    // The billing address is the card's, from the checkout.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'City', exact: true }).inputValue())
      .toBe(BILLING.city);

    // Add a card: the spec's checks first, a declined card, then a Mastercard that is saved.
    await page.getByRole('button', { name: 'Add a card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect.poll(() => dialog.getByText('Invalid card number').isVisible()).toBe(true);
    await expectAccessible(page, 'the add-card dialog with its messages');
    // A card its issuer declines is refused when it is saved (checked with the issuer).
    await fillNewCard(page, '4000000000000002');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect
      .poll(() =>
        dialog.getByText('Your card was declined. Please use a different card.').isVisible(),
      )
      .toBe(true);
    await expectAccessible(page, 'the add-card dialog with a declined card');
    expect(await cardRow(page, '0002').count()).toBe(0);
    await dialog
      .getByRole('textbox', { name: 'Card number', exact: true })
      .fill('5555555555554444');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect.poll(visible(page, 'Payment methods created successfully.')).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => cardRow(page, '4444').isVisible()).toBe(true);
    expect(await cardRow(page, '4444').getByRole('img', { name: 'Mastercard' }).isVisible()).toBe(
      true,
    );
    // The default card stays until it is the last one.
    expect(await cardRow(page, '4242').getByText(DEFAULT_CARD_NOTE).isVisible()).toBe(true);

    // Make the Mastercard the default: the Visa can now be deleted.
    await cardRow(page, '4444')
      .getByRole('button', { name: /Make default/ })
      .click();
    await expect.poll(() => cardRow(page, '4444').getByText('Default').isVisible()).toBe(true);
    await cardRow(page, '4242')
      .getByRole('button', { name: /Delete/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this card?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await expectAccessible(page, 'the delete-card confirmation');
    await confirm.getByRole('button', { name: 'Delete card' }).click();
    await expect.poll(() => cardRow(page, '4242').count()).toBe(0);

    // The billing address, kept at the provider.
    const city = page.getByRole('textbox', { name: 'City', exact: true });
    await expect.poll(() => city.inputValue()).toBe(BILLING.city);
    await city.fill('Round Rock');
    await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill('78664');
    await page.getByRole('button', { name: 'Save billing address' }).click();
    await expect.poll(visible(page, 'Billing address updated successfully.')).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'City', exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .toBe('Round Rock');

    // The last card, the default, can go too.
    await cardRow(page, '4444')
      .getByRole('button', { name: /Delete/ })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete this card?' })
      .getByRole('button', { name: 'Delete card' })
      .click();
    await expect.poll(visible(page, /No saved cards yet/)).toBe(true);
    // The address is its own query, refetched after the cards' list: it may answer later.
    await expect.poll(visible(page, /Add a card to set it/)).toBe(true);
  });
});
