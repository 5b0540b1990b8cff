import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import { buyAndContinue, fitsTheViewport, ownerWithActiveLlc } from './formed-business-helpers';
import { expectHeading } from './questionnaire-helpers';

const EMAIL = 'rosa.licences@bluebonnet.example';

/**
 * Orders the report as the licence flow's submission does (its question screens are built
 * elsewhere): the spec's common info for the owner's Austin business, a restaurant serving
 * alcohol.
 */
async function orderReportThroughApi(page: Page): Promise<void> {
  const outcome = await page.evaluate(async (email) => {
    const token = localStorage.getItem('req_token')!;
    const owner = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    };
    const list = await (await fetch('/api/v1/business/list', { headers })).json();
    const business = list.businesses[0];
    const ordered = await fetch(`/api/v1/business_licenses/report?individual_id=${owner.sub}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        business_id: business.id,
        email,
        first_name: 'Rosa',
        last_name: 'Alvarez',
        phone: '512-555-0100',
        business_name: business.official_business_name ?? business.business_name,
        business_type: 'LLC',
        address: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        county: 'Travis County',
        industry_keyword_ids: ['722511'],
        industry_activity_ids: ['sells_alcohol', 'food'],
      }),
    });
    return ordered.ok ? 'ordered' : `${ordered.status} ${await ordered.text()}`;
  }, EMAIL);
  expect(outcome).toBe('ordered');
}

/** The report's frame: the PDF the job kept, read through its signed link into the viewer. */
const reportFrame = (page: Page) =>
  page.getByTitle('Business license report for Bluebonnet Bistro LLC (PDF)');

describe('the business license report', () => {
  const charter = journey();

  it('shows the prepared report in its frame and as text, on its page and on the documents shelf, on a desktop and on a phone', async () => {
    const { page } = await charter.newPage();
    await ownerWithActiveLlc(page, charter, {
      email: EMAIL,
      businessName: 'Bluebonnet Bistro',
      page4: { is_bizup_designated_agent: true },
    });

    // Nothing ordered yet: the spec's words, and the way back.
    await page.goto('/business-report/licenses');
    await expectHeading(page, 'Business Licenses Report');
    await expect.poll(() => page.getByText('No reports available...').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to Dashboard', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // Before it is bought, the card says how many licenses may apply to the business (the teaser).
    const card = page.getByRole('article', { name: 'Business License Report' });
    await expect
      .poll(() => card.getByText(/licenses and registrations may apply .* in Texas/).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    await buyAndContinue(page, 'Business License Report', '/business-license/industry');
    await orderReportThroughApi(page);

    // The job prepares it in moments; the page asks again until it has.
    await page.goto('/business-report/licenses');
    await expectHeading(page, 'Business Licenses Report');
    const state = page.getByRole('region', { name: 'State', exact: true });
    await expect.poll(() => state.isVisible()).toBe(true);
    await expect.poll(() => reportFrame(page).isVisible()).toBe(true);
    expect(await reportFrame(page).getAttribute('src')).toMatch(/^blob:/);
    const alcohol = state.getByRole('listitem', { name: /alcohol/i }).first();
    expect(await alcohol.getByText(/^Because your business serves or sells alcohol/).count()).toBe(
      1,
    );
    expect(
      await page.getByRole('region', { name: 'Beware of compliance letters' }).isVisible(),
    ).toBe(true);
    await expectAccessible(page, 'Business Licenses Report, prepared');

    // The documents area's shelf shows the same report, under its own heading.
    await page.goto('/documents/business-license-report');
    await expectHeading(page, 'Business Documents');
    const shelf = page.getByRole('region', { name: 'Business license report', exact: true });
    await expect.poll(() => reportFrame(page).isVisible()).toBe(true);
    expect(await shelf.getByRole('heading', { level: 3, name: 'State', exact: true }).count()).toBe(
      1,
    );
    await expectAccessible(page, 'Business Documents, business license report');

    // A phone: the report reads as text, the PDF is a download, nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/business-report/licenses');
    await expect.poll(() => state.isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Download the report (PDF)' }).isVisible())
      .toBe(true);
    expect(await reportFrame(page).isVisible()).toBe(false);
    expect(await fitsTheViewport(page)).toBe(true);
    await expectAccessible(page, 'Business Licenses Report at a phone width');
  });
});
