import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import {
  buyAndContinue,
  fitsTheViewport,
  ownerWithActiveLlc,
  serviceCard,
} from './formed-business-helpers';
import { expectHeading } from './questionnaire-helpers';

const CARD = 'Articles of Amendment';
const OWNER_EMAIL = 'rosa.amendment@bluebonnet.example';
const TAG = 'Will be edited in your amendment';

/** A review section, found by its heading. */
const section = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 2 }) });

describe('articles of amendment, from purchase to the amended business profile', () => {
  const charter = journey();

  it('an owner with an ACTIVE formation buys the amendment, changes the name and the owners, confirms, files it, and once ACTIVE the profile carries the new name', async () => {
    const { page } = await charter.newPage();
    await ownerWithActiveLlc(page, charter, {
      email: OWNER_EMAIL,
      businessName: 'Bluebonnet Bikes',
      page4: { is_bizup_designated_agent: true },
    });
    await buyAndContinue(page, CARD, '/amendment/review');

    // The review: the business on file, Edit only where the state allows it.
    await expectHeading(
      page,
      'Articles of Amendment: Please review the information we have on file for Bluebonnet Bikes formed in Texas',
    );
    const structure = section(page, 'Business Structure');
    await expect
      .poll(() =>
        structure.getByText('Texas does not allow editing of business structure').isVisible(),
      )
      .toBe(true);
    expect(await structure.getByText('All the owners (Member-managed LLC)').isVisible()).toBe(true);
    expect(await structure.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await expect
      .poll(() => section(page, 'Business Name').getByText('Bluebonnet Bikes LLC').isVisible())
      .toBe(true);

    // A new name: the official name follows it.
    await page.getByRole('button', { name: 'Edit business name' }).click();
    const nameModal = page.getByRole('dialog', { name: 'Review & Update Your Business Name' });
    await expect.poll(() => nameModal.isVisible()).toBe(true);
    await nameModal.getByRole('textbox', { name: 'Business name' }).fill('Bluebonnet Cycles');
    // Checked as at formation: free in Texas (its own old name aside), and Texas's naming rules.
    await expect.poll(() => nameModal.getByText('Name available').isVisible()).toBe(true);
    expect(await nameModal.getByText('Naming rules in Texas').isVisible()).toBe(true);
    expect(await nameModal.getByText('Bluebonnet Cycles LLC').isVisible()).toBe(true);
    await expectAccessible(page, 'the business name modal');
    await nameModal.getByRole('button', { name: 'Apply Changes' }).click();
    await expect.poll(() => nameModal.count()).toBe(0);
    await expect
      .poll(() => section(page, 'Business Name').getByText('Bluebonnet Cycles LLC').isVisible())
      .toBe(true);

    // A second owner: the shares split 50/50.
    await page.getByRole('button', { name: 'Edit owners' }).click();
    const ownersModal = page.getByRole('dialog', { name: 'Review & Update Your Owners' });
    await expect.poll(() => ownersModal.isVisible()).toBe(true);
    await ownersModal.getByRole('button', { name: 'Add another owner' }).click();
    const second = ownersModal.getByRole('region', { name: 'Owner 2' });
    await second.getByRole('textbox', { name: 'First name', exact: true }).fill('Ivan');
    await second.getByRole('textbox', { name: 'Last name', exact: true }).fill('Petrov');
    await second
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill('ivan@bluebonnetbikes.example');
    await expectAccessible(page, 'the owners modal with two owners');
    await ownersModal.getByRole('button', { name: 'Save And Apply Changes' }).click();
    await expect.poll(() => ownersModal.count()).toBe(0);
    await expect
      .poll(() => section(page, 'Owners').getByText('ivan@bluebonnetbikes.example').isVisible())
      .toBe(true);

    // The confirmation review tags the two sections changed, and only those.
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/amendment/review-confirmation');
    await expectHeading(page, 'Confirm All Information is Correct');
    await expect.poll(() => page.getByText(TAG, { exact: true }).count()).toBe(2);
    for (const heading of ['Business Name', 'Owners']) {
      expect(await section(page, heading).getByText(TAG).count()).toBe(1);
    }
    for (const heading of ['Business Category', 'Business Structure', 'Location']) {
      expect(await section(page, heading).getByText(TAG).count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    // On a phone, nothing scrolls sideways.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheViewport(page)).toBe(true);
    await page.setViewportSize(desktop);

    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/amendment/amendment-confirmation', {
      timeout: 20_000,
    });
    await expectHeading(page, 'Your articles of amendment have been submitted');
    expect(await page.getByText('business name, owners').isVisible()).toBe(true);

    // The dashboard: SUBMITTED.
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect
      .poll(() => serviceCard(page, CARD).getByText('Submitted', { exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    // The state approves it: the business profile carries the new name.
    await charter.ops('set-status', OWNER_EMAIL, 'LLC_AMENDMENT', 'ACTIVE');
    await page.goto('/business-profile');
    await expect
      .poll(
        () => page.getByRole('heading', { level: 2, name: 'Bluebonnet Cycles LLC' }).isVisible(),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    // The previous name stays in the business's history.
    const history = page.getByRole('region', { name: 'Amendment history' });
    await expect.poll(() => history.getByText('(was Bluebonnet Bikes LLC)').isVisible()).toBe(true);
    expect(await history.getByText('(was Rosa Alvarez)').isVisible()).toBe(true);
  });
});
