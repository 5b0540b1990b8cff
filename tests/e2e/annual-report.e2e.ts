import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANNUAL_REPORT_ID } from '../../src/domain/compliance/state-deadlines';
import { longCalendarDate } from '../../src/domain/long-date';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import {
  buyAndContinue,
  fileFormationThroughApi,
  reloadDashboard,
  serviceCard,
} from './formed-business-helpers';
import { continueTo, expectHeading } from './questionnaire-helpers';
import { paidOwnerThroughApi } from './paid-owner';

const OWNER_EMAIL = 'rosa.annual@goldengate.example';
const BUSINESS = 'Golden Gate Bikes LLC';
const CARD = 'Annual Report';

/** A California LLC: its report asks the wage-law question (decision 0054). */
const CALIFORNIA_PAGE1 = {
  business_street_address1: '1 Market St',
  business_street_address2: 'Suite 300',
  business_city: 'San Francisco',
  business_state: 'California',
  business_zip_code: '94105',
};

/** The annual report's next due date on the owner's calendar, as the API answers it. */
function annualReportDue(page: Page): Promise<string | undefined> {
  return page.evaluate(async (id) => {
    const token = localStorage.getItem('req_token')!;
    const { sub } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    const response = await fetch(`/api/v1/compliance/deadlines/${sub}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { deadlines: Array<{ id: string; due?: string }> };
    return body.deadlines.find((deadline) => deadline.id === id)?.due;
  }, ANNUAL_REPORT_ID);
}

describe('the annual report, from purchase to the next due date', () => {
  const charter = journey();

  it('an owner of an ACTIVE California LLC buys it, walks location, 8 managers and the wage-law question, edits managers, files it, and the calendar moves on once the state files it', async () => {
    const { page } = await charter.newPage();
    await paidOwnerThroughApi(page, charter.url, OWNER_EMAIL, 'starter');
    await fileFormationThroughApi(
      page,
      'Golden Gate Bikes',
      { is_bizup_designated_agent: true },
      CALIFORNIA_PAGE1,
    );
    await charter.ops('set-status', OWNER_EMAIL, 'llc-formation', 'ACTIVE');
    await reloadDashboard(page);
    const firstDue = await annualReportDue(page);
    expect(firstDue).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Bought from its card; a report not started opens at page1, proposed from the business.
    await buyAndContinue(page, CARD, '/annual-report/page1');
    await expectHeading(page, 'Location');
    const street = page.getByRole('textbox', { name: 'Business street address', exact: true });
    await expect.poll(() => street.inputValue()).toBe('1 Market St');
    // page1 has no Back: its Continue spans the form.
    expect(await page.getByRole('link', { name: 'Back' }).count()).toBe(0);
    const form = (await page.locator('form').boundingBox())!;
    const next = (await page.getByRole('button', { name: 'Continue', exact: true }).boundingBox())!;
    expect(next.width).toBeGreaterThan(form.width * 0.9);
    await page.getByRole('textbox', { name: 'Mailing city', exact: true }).fill('Oakland');
    await page.getByRole('textbox', { name: 'Mailing zip code', exact: true }).fill('94607');
    await continueTo(page, '/annual-report/page2', 'Managers');

    // Managers: Rosa from the formation, then up to 8; Add manager disappears at 8.
    await expect
      .poll(() =>
        page.getByRole('textbox', { name: 'First name', exact: true }).first().inputValue(),
      )
      .toBe('Rosa');
    expect(await page.getByText('Have an additional manager?').isVisible()).toBe(true);
    for (let n = 2; n <= 8; n += 1) {
      await page.getByRole('button', { name: 'Add manager' }).click();
      const row = page.getByRole('region', { name: `Manager ${n}` });
      await row.getByRole('textbox', { name: 'First name', exact: true }).fill(`Manager${n}`);
      await row.getByRole('textbox', { name: 'Last name', exact: true }).fill('Chen');
      await row
        .getByRole('textbox', { name: 'Email', exact: true })
        .fill(`manager${n}@goldengate.example`);
    }
    expect(await page.getByRole('button', { name: 'Add manager' }).count()).toBe(0);
    expect(await page.getByText('You can list up to 8 managers.').isVisible()).toBe(true);
    const percentages = page.getByRole('textbox', { name: 'Ownership percentage' });
    await expect.poll(() => percentages.nth(7).inputValue()).toBe('16');
    // The saved location is offered as each manager's address.
    const second = page.getByRole('region', { name: 'Manager 2' });
    await second
      .getByRole('switch', { name: 'Use the business address' })
      .setChecked(true, { force: true });
    await expect
      .poll(() => second.getByRole('textbox', { name: 'City', exact: true }).inputValue())
      .toBe('San Francisco');
    await expectAccessible(page, 'page2 with 8 managers');
    await continueTo(page, '/annual-report/wage-law-violations', 'Wage law violations');

    // The review before the question is answered: it says California asks it, and leads there.
    await page.goto('/annual-report/review');
    await expectHeading(page, 'Review your annual report');
    const ask = page.getByRole('link', { name: 'Answer the wage law question' });
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Wage Law Violations' }).count()).toBe(0);
    await ask.click();
    await page.waitForURL((url) => url.pathname === '/annual-report/wage-law-violations');
    await expectHeading(page, 'Wage law violations');

    // The wage-law question, asked in California.
    await page.getByRole('radio', { name: 'No, there is no such judgment' }).check({ force: true });
    await continueTo(page, '/annual-report/review', 'Review your annual report');

    // The review: its three sections, each with Edit, and the state's due date and fee.
    for (const heading of ['Wage Law Violations', `Manager(s) of ${BUSINESS}`, 'Location']) {
      await expect
        .poll(() => page.getByRole('heading', { name: heading, exact: true }).isVisible())
        .toBe(true);
    }
    const due = page.getByRole('region', { name: /California biennial report/ });
    expect(await due.getByText(/^State fee: \$\d+\.\d\d Source:/).isVisible()).toBe(true);
    expect(
      await due
        .getByRole('link', { name: /^sos\.ca\.gov/ })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Answer the wage law question' }).count()).toBe(0);
    await page.getByRole('button', { name: `Edit Manager(s) of ${BUSINESS}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Managers' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(
      await dialog
        .getByText(
          'Every great business starts with a great team. Review and update managers details.',
        )
        .isVisible(),
    ).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Remove manager 1' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Remove manager 8' }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Add manager' }).isVisible())
      .toBe(true);
    await expectAccessible(page, 'the Edit Managers dialog');
    await dialog.getByRole('button', { name: 'Save And Apply Changes' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByText('manager8@goldengate.example').count()).toBe(0);
    expect(await page.getByText('manager7@goldengate.example').count()).toBe(1);

    // Filed: the confirmation, then SUBMITTED on the card.
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/annual-report/annual-report-confirmation', {
      timeout: 20_000,
    });
    await expectHeading(page, 'Your annual report has been submitted');
    expect(await page.getByText(longCalendarDate(firstDue!)).isVisible()).toBe(true);
    await reloadDashboard(page);
    await expect
      .poll(() => serviceCard(page, CARD).getByText('Submitted', { exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    // The state files it: the card's due line shows the next occurrence.
    await charter.ops('set-status', OWNER_EMAIL, 'LLC_ANNUAL_REPORT', 'ACTIVE');
    const nextDue = await annualReportDue(page);
    expect(nextDue! > firstDue!).toBe(true);
    await reloadDashboard(page);
    await expect
      .poll(() =>
        serviceCard(page, CARD)
          .getByText(new RegExp(`^Due ${longCalendarDate(nextDue!)} ·`))
          .isVisible(),
      )
      .toBe(true);
  });
});
