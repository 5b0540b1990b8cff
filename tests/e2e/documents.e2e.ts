import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import { expectHeading } from './questionnaire-helpers';
import { paidOwnerThroughApi } from './paid-owner';

const RECEIPT = /^Receipt INV-\d{6}$/;

/** The shelf's list of documents, named as the shelf is. */
const shelf = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

/** Downloads the receipt as the owner does, and reads the file the browser saved. */
async function downloadReceipt(page: Page): Promise<{ fileName: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download Receipt INV-\d{6}$/ }).click(),
  ]);
  return {
    fileName: download.suggestedFilename(),
    bytes: await readFile((await download.path())!),
  };
}

describe('the documents area', () => {
  const charter = journey();

  it('keeps the registration’s receipt on the company documents shelf and downloads it, on a desktop and on a phone', async () => {
    const { page } = await charter.newPage();
    await paidOwnerThroughApi(page, charter.url, 'rosa.documents@bluebonnet.example');

    // Desktop: the main menu's Documents, the left menu's shelves.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Documents' })
      .click();
    await page.waitForURL((url) => url.pathname === '/documents/all-documents');
    await expectHeading(page, 'Business Documents');
    // The receipt is written a moment after the purchase.
    await expect
      .poll(
        async () => {
          if (
            await shelf(page, 'All documents').getByRole('heading', { name: RECEIPT }).isVisible()
          )
            return true;
          await page.reload();
          return false;
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);

    const menu = page.getByRole('navigation', { name: 'Documents' });
    await menu.getByRole('link', { name: 'Compliance' }).click();
    await page.waitForURL((url) => url.pathname === '/documents/compliance');
    await expect.poll(() => page.getByText('No compliance documents yet.').isVisible()).toBe(true);

    await menu.getByRole('link', { name: 'Company documents' }).click();
    await page.waitForURL((url) => url.pathname === '/documents/company-documents');
    const receipt = shelf(page, 'Company documents').getByRole('listitem');
    await expect.poll(() => receipt.getByRole('heading', { name: RECEIPT }).isVisible()).toBe(true);
    expect(await receipt.getByText('PDF', { exact: true }).isVisible()).toBe(true);

    const onDesktop = await downloadReceipt(page);
    expect(onDesktop.fileName).toMatch(/^charter-receipt-INV-\d{6}\.pdf$/);
    expect(onDesktop.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The page stays where it was: the file was saved, not opened in its place.
    expect(new URL(page.url()).pathname).toBe('/documents/company-documents');

    // Phone: the left menu is a dropdown above the shelf.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/documents/all-documents');
    await expectHeading(page, 'Business Documents');
    await expect
      .poll(() => shelf(page, 'All documents').getByRole('heading', { name: RECEIPT }).isVisible())
      .toBe(true);
    expect(await menu.isVisible()).toBe(false);
    await expectAccessible(page, 'Business Documents, all documents, at a phone width');
    await page.getByRole('button', { name: 'Documents: All documents' }).click();
    const choices = page.getByRole('menu');
    await expect.poll(() => choices.isVisible()).toBe(true);
    await expectAccessible(page, 'Business Documents, its menu open, at a phone width');
    await choices.getByRole('menuitem', { name: 'Company documents' }).click();
    await page.waitForURL((url) => url.pathname === '/documents/company-documents');
    await expect
      .poll(() =>
        shelf(page, 'Company documents').getByRole('heading', { name: RECEIPT }).isVisible(),
      )
      .toBe(true);

    const onPhone = await downloadReceipt(page);
    expect(onPhone.fileName).toBe(onDesktop.fileName);
    expect(onPhone.bytes.equals(onDesktop.bytes)).toBe(true);
  });
});
