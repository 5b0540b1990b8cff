import { readFile } from 'node:fs/promises';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import { buyAndContinue, fitsTheViewport, ownerWithActiveLlc } from './formed-business-helpers';
import { expectHeading, serviceWorkerControls } from './questionnaire-helpers';

/*
 * Business templates filled with the business (issue 28, decision 0070): an owner with a formed
 * LLC buys the templates, answers the contractor agreement's few questions (offline: they wait
 * on the device), gets the DOCX filled with their business and those answers once back online,
 * and finds it among their company documents.
 */

const CONTRACTOR_AGREEMENT = 'Independent Contractor Agreement with IP Assignment';

describe('business templates filled with the business', () => {
  const charter = journey();

  it('fills a contractor agreement with the business’s details and keeps it among the documents', async () => {
    const { context, page } = await charter.newPage();
    await ownerWithActiveLlc(page, charter, {
      email: 'rosa.templates@bluebonnet.example',
      businessName: 'Bluebonnet Bikes',
      page4: { is_bizup_designated_agent: true },
    });
    await buyAndContinue(page, 'Business Templates', '/templates');
    await expectHeading(page, 'Templates');

    // The agreement, found by search, is filled from its row.
    await page.getByRole('searchbox').fill('contractor');
    const fill = page.getByRole('link', {
      name: `Fill ${CONTRACTOR_AGREEMENT} with your business`,
    });
    await expect.poll(() => fill.isVisible(), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page, 'Templates, with the library');
    await fill.click();
    await page.waitForURL((url) => url.pathname === '/templates/independent-contractor-agreement');
    await serviceWorkerControls(page);
    await expectHeading(page, CONTRACTOR_AGREEMENT);

    // On a train: the answers are kept on the device and the filled page waits for a connection.
    await context.setOffline(true);
    await page.getByLabel('Contractor name').fill('Dana Whitfield');
    await page.getByLabel('Services').fill('Brand identity and a new website for the shop.');
    await page.getByLabel('Pay rate').fill('$85 per hour, invoiced monthly');
    await page.getByLabel('Start date').fill('01/15/2027');
    await expectAccessible(page, 'A template’s questions');
    await page.getByRole('button', { name: 'Fill my template' }).click();

    await page.waitForURL((url) => url.pathname === '/templates/filled');
    await expect
      .poll(() =>
        page.getByText(/^You are offline\. Your answers are kept on this device/).isVisible(),
      )
      .toBe(true);
    await expectAccessible(page, 'The filled template, waiting for a connection');

    // Back online, the answers reach the server and the template is filled there.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(
        () =>
          page
            .getByRole('heading', { level: 1, name: `Your ${CONTRACTOR_AGREEMENT} is ready` })
            .isVisible(),
        { timeout: 20_000 },
      )
      .toBe(true);
    await expectAccessible(page, 'The filled template');
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download DOCX' }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe('independent-contractor-agreement.docx');
    const { value: text } = await mammoth.extractRawText({
      buffer: await readFile((await saved.path())!),
    });
    expect(text).toContain('Bluebonnet Bikes LLC');
    expect(text).toContain('Dana Whitfield');
    expect(text).toContain('$85 per hour, invoiced monthly');
    expect(text).toContain('01/15/2027');

    // Among the company documents, on a desktop and on a phone.
    await page.getByRole('link', { name: 'Go to your documents' }).click();
    await page.waitForURL((url) => url.pathname === '/documents/company-documents');
    await expect
      .poll(() => page.getByText(CONTRACTOR_AGREEMENT, { exact: true }).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expectAccessible(page, 'Company documents with the filled template');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheViewport(page)).toBe(true);

    // The answers stay: the page opens with them, to refine and fill again.
    await page.goto('/templates/independent-contractor-agreement');
    await expect
      .poll(() => page.getByLabel('Contractor name').inputValue(), { timeout: 15_000 })
      .toBe('Dana Whitfield');
    expect(await fitsTheViewport(page)).toBe(true);
    await expectAccessible(page, 'A template’s questions on a phone');
  });
});
