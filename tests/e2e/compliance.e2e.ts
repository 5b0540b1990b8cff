import { describe, expect, it } from 'vitest';
import { charterDay } from '../../server/compliance/charter-days';
import { daysBetween, yearOf } from '../../src/domain/estimates/calendar-date';
import { longCalendarDate } from '../../src/domain/long-date';
import { readCalendarFeed } from '../support/ical-feed';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import { fitsTheViewport, ownerWithActiveLlc, serviceCard } from './formed-business-helpers';
import { expectHeading } from './questionnaire-helpers';

describe('the compliance calendar', () => {
  const charter = journey();

  it('shows a newcomer their next deadline on the dashboard, every deadline with its source, and puts them in their own calendar', async () => {
    const { context, page } = await charter.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await ownerWithActiveLlc(page, charter, {
      email: 'rosa.calendar@bluebonnet.example',
      businessName: 'Bluebonnet Bikes',
      page4: { is_bizup_designated_agent: true },
    });

    // Formed today in Texas: the first annual report is due May 15 of next year.
    const today = charterDay(new Date());
    const due = `${yearOf(today) + 1}-05-15`;
    const line = `Due ${longCalendarDate(due)} · in ${daysBetween(today, due)} days · state fee $0.00`;
    const card = serviceCard(page, 'Annual Report');
    await expect.poll(() => card.getByText(line, { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(/^Source: comptroller\.texas\.gov/).isVisible()).toBe(true);

    await card.getByRole('link', { name: 'See all your deadlines' }).click();
    await page.waitForURL((url) => url.pathname === '/compliance');
    await expectHeading(page, 'Compliance Calendar');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(
      await nav.getByRole('link', { name: 'Compliance Calendar' }).getAttribute('aria-current'),
    ).toBe('page');
    const report = page.getByRole('listitem', { name: 'Annual report' });
    await expect.poll(() => report.isVisible()).toBe(true);
    expect(await report.getByText(`Due ${longCalendarDate(due)} ·`).isVisible()).toBe(true);
    expect(await report.getByText('“May 15”').isVisible()).toBe(true);
    expect(
      await report
        .getByRole('link', { name: /comptroller\.texas\.gov/ })
        .first()
        .getAttribute('href'),
    ).toBe('https://comptroller.texas.gov/taxes/franchise/');
    expect(await page.getByRole('listitem', { name: 'Franchise Tax' }).isVisible()).toBe(true);
    // Charter's registered agent came with the registration: its renewal is listed too.
    expect(await page.getByRole('listitem', { name: 'Registered Agent renewal' }).isVisible()).toBe(
      true,
    );
    expect(
      await page
        .getByText(/US LLC State Requirements Dataset/)
        .first()
        .isVisible(),
    ).toBe(true);

    // On a phone the page fits, and is checked again.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheViewport(page)).toBe(true);
    await expectAccessible(page, '/compliance on a phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The private feed: made, shown once, copied, fetched as a calendar application would.
    const feed = page.getByRole('region', { name: 'Add to your calendar' });
    await feed.getByRole('button', { name: 'Create calendar link' }).click();
    const address = feed.getByLabel('Your private calendar link');
    await expect.poll(() => address.isVisible()).toBe(true);
    const url = await address.inputValue();
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/compliance\/calendar\/[\w-]{43}\.ics$/,
    );
    await expectAccessible(page, '/compliance with a new calendar link');
    await feed.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => feed.getByRole('status').textContent()).toContain('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const fetched = await fetch(url);
    expect(fetched.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const { events } = readCalendarFeed(await fetched.text());
    expect(events[0]).toMatchObject({
      summary: 'Texas annual report due — Bluebonnet Bikes LLC',
      start: due,
      allDay: true,
    });

    // Revoked after asking: the address stops answering.
    await feed.getByRole('button', { name: 'Revoke link' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke your calendar link?' });
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await expect
      .poll(() => feed.getByRole('button', { name: 'Create calendar link' }).isVisible())
      .toBe(true);
    expect((await fetch(url)).status).toBe(404);
  });
});
