import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readMailFolder } from '../support/mail-folder';
import { journey } from './fixtures';
import { buyWithSavedCard } from './dashboard-helpers';
import { fileFormationThroughApi, fitsTheViewport } from './formed-business-helpers';
import { paidOwnerThroughApi } from './paid-owner';
import {
  continueTo,
  countAcceptedSaves,
  expectHeading,
  savedPage,
  serviceWorkerControls,
} from './questionnaire-helpers';

const CARD = 'Business License Report';
const INDUSTRY = '/business-license/industry';
const ACTIVITIES = '/business-license/industry-activities';
const REVIEW = '/business-license/review';
const CONFIRMATION = '/business-license/business-license-confirmation';
const ALCOHOL = 'Serves or sells alcoholic drinks';

/** The owner's latest report as the API answers it (its state: being prepared, prepared). */
function latestReport(page: Page): Promise<{ state?: string; report?: unknown } | null> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('req_token')!;
    const { sub } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    const response = await fetch(`/api/v1/business_licenses/report/${sub}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.ok ? ((await response.json()) as { state?: string; report?: unknown }) : null;
  });
}

/**
 * A new owner whose formation is bought but not filed (PURCHASED): registered and paid through
 * the API, the formation's pages saved (its business class a full-service restaurant, 722511),
 * who buys the licence report and continues into its first step.
 */
async function ownerOrderingTheReport(page: Page, url: string, email: string, zip = '78701') {
  await paidOwnerThroughApi(page, url, email);
  await fileFormationThroughApi(
    page,
    'Bluebonnet Bistro',
    { is_bizup_designated_agent: true },
    { business_zip_code: zip },
    { submit: false, page2: { business_class: '722511' } },
  );
  await page.goto('/dashboard');
  await expectHeading(page, 'Welcome, Rosa Alvarez');
  // The formation only bought, the success modal leads to it: the card leads to the report.
  const success = await buyWithSavedCard(page, CARD);
  await success.getByRole('button', { name: 'Return to Dashboard' }).click();
  await page
    .getByRole('article', { name: CARD })
    .getByRole('link', { name: 'Get Your License Report' })
    .click();
  await page.waitForURL((url) => url.pathname === INDUSTRY);
}

/** Searches the industry field and picks the option the search finds. */
async function chooseIndustry(page: Page, typed: string, option: RegExp): Promise<void> {
  const field = page.getByRole('combobox', { name: /Business category/ });
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

describe('the business license report', () => {
  const charter = journey();

  it('is ordered by an owner whose formation is bought: a restaurant serving alcohol, prepared and emailed', async () => {
    const { page } = await charter.newPage();
    const email = 'rosa.licence@bluebonnet.example';
    await ownerOrderingTheReport(page, charter.url, email);

    // STEP 1 OF 2: the formation's business class is preselected; Back is hidden.
    await expectHeading(page, 'Business category');
    expect(await page.getByText('STEP 1 OF 2').first().isVisible()).toBe(true);
    const field = page.getByRole('combobox', { name: /Business category/ });
    await expect.poll(() => field.inputValue()).toBe('Full-Service Restaurants');
    expect(await page.getByRole('link', { name: 'Back' }).count()).toBe(0);

    // Cleared, Continue is disabled (CLEAR); a common name finds its NAICS code.
    await page.getByRole('button', { name: 'Clear the business category' }).click();
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await chooseIndustry(page, 'full service restaurant', /^Full-Service Restaurants/);
    expect(await next.isDisabled()).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheViewport(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // STEP 2 OF 2: the restaurant's activities.
    await continueTo(page, ACTIVITIES, 'Business activities');
    expect(await page.getByText('STEP 2 OF 2').first().isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: ALCOHOL }).check();
    await page.getByRole('checkbox', { name: 'Prepares, serves or sells food' }).check();
    await continueTo(page, REVIEW, 'Review your business license report');

    // The review names both; its modals are the spec's.
    const category = page.getByRole('region', { name: 'Business Category' });
    await expect.poll(() => category.getByText('Full-Service Restaurants').isVisible()).toBe(true);
    const activities = page.getByRole('region', { name: 'Business Activities' });
    expect(await activities.getByText(new RegExp(ALCOHOL)).isVisible()).toBe(true);
    await activities.getByRole('button', { name: /Edit/ }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Your Business Activities' });
    await expect.poll(() => modal.getByRole('checkbox', { name: ALCOHOL }).isChecked()).toBe(true);
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await page.waitForURL((url) => url.pathname === CONFIRMATION, { timeout: 20_000 });
    await expectHeading(page, 'Your business license report has been ordered');
    const status = page.getByRole('link', { name: /Check Your Report Status/ });
    expect(await status.getAttribute('target')).toBe('_blank');
    expect(await status.getAttribute('href')).toBe(`${charter.url}/business-report/licenses`);

    // The job prepares it: the county geocoded from the ZIP code, the alcohol licence named.
    await expect
      .poll(async () => (await latestReport(page))?.state, { timeout: 30_000 })
      .toBe('prepared');
    const prepared = JSON.stringify((await latestReport(page))!.report);
    expect(prepared).toContain('"county":"Travis County"');
    expect(prepared).toContain('Texas Alcoholic Beverage Commission');
    await expect
      .poll(
        async () =>
          (await readMailFolder(charter.dataDir)).filter((mail) => mail.to.includes(email)).length,
      )
      .toBeGreaterThan(0);

    // 'Check Your Report Status' opens the report's page in a new tab, its PDF framed.
    const [reportTab] = await Promise.all([page.context().waitForEvent('page'), status.click()]);
    await reportTab.waitForURL((url) => url.pathname === '/business-report/licenses');
    await expectHeading(reportTab, 'Business Licenses Report');
    await expect
      .poll(() => reportTab.getByText('Texas Alcoholic Beverage Commission').first().isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect.poll(() => reportTab.locator('iframe[title]').count()).toBe(1);
    await reportTab.close();

    // Among the documents, and its renewals on the compliance calendar.
    await page.goto('/documents/business-license-report');
    await expect
      .poll(() => page.getByText('Texas Alcoholic Beverage Commission').first().isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.goto('/compliance');
    const renewals = page.getByRole('region', { name: 'License renewals' });
    await expect.poll(() => renewals.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await renewals.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.goto(CONFIRMATION);

    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe(CONFIRMATION);
  }, 150_000);

  it('goes on without the county when geocoding fails, and says so', async () => {
    const { page } = await charter.newPage();
    await ownerOrderingTheReport(page, charter.url, 'rosa.nocounty@bluebonnet.example', '00000');
    await chooseIndustry(page, 'bookkeeping', /^Bookkeeping/);
    // An industry without activities goes straight to the review.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === REVIEW);
    await expect
      .poll(() => page.getByRole('link', { name: 'Back' }).getAttribute('href'))
      .toBe(INDUSTRY);
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await expect
      .poll(() => page.getByText(/^Geocoding failed: /).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.waitForURL((url) => url.pathname === CONFIRMATION, { timeout: 20_000 });
    await expect
      .poll(async () => (await latestReport(page))?.state, { timeout: 30_000 })
      .toBe('prepared');
    expect(JSON.stringify((await latestReport(page))!.report)).toContain(
      'Charter could not find the county of your business address',
    );
  }, 150_000);

  it('keeps the answers typed offline and syncs them once back online', async () => {
    const { context, page } = await charter.newPage();
    const saves = countAcceptedSaves(context, 'business_licenses');
    await ownerOrderingTheReport(page, charter.url, 'rosa.licence.offline@bluebonnet.example');
    await serviceWorkerControls(page);
    const field = page.getByRole('combobox', { name: /Business category/ });
    await expect.poll(() => field.inputValue()).toBe('Full-Service Restaurants');

    // The keyword list arrived with the page: the search works offline.
    await context.setOffline(true);
    await chooseIndustry(page, 'liquor store', /^Beer, Wine, and Liquor Stores/);
    await continueTo(page, ACTIVITIES, 'Business activities');
    await context.setOffline(false);
    await page.getByRole('checkbox', { name: ALCOHOL }).check();
    await continueTo(page, REVIEW, 'Review your business license report');
    await expect
      .poll(() => ['industry', 'industry-activities'].map((name) => saves.get(name)), {
        timeout: 20_000,
      })
      .toEqual([1, 1]);
    expect(await savedPage(page, 'business_licenses', 'industry')).toMatchObject({
      industry: '445310:Beer, Wine, and Liquor Stores',
    });
    expect(await savedPage(page, 'business_licenses', 'industry-activities')).toMatchObject({
      industry_activity_ids: ['sells_alcohol'],
    });
  }, 150_000);
});
