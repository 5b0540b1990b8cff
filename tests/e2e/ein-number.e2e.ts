import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import {
  buyAndContinue,
  ownerWithActiveLlc,
  reloadDashboard,
  serviceCard,
} from './formed-business-helpers';
import { expectHeading } from './questionnaire-helpers';

const EIN_CARD = 'EIN / Tax ID';
const EIN = '84-1234567';
const MASKED = '**-***4567';

describe('the EIN the IRS assigned (issue 30, point 4)', () => {
  const charter = journey();

  it('is recorded by the back office, shown masked on the EIN card and the profile, and revealed by its owner', async () => {
    const { context, page } = await charter.newPage();
    const email = 'rosa.ein-number@bluebonnet.example';
    await ownerWithActiveLlc(page, charter, {
      email,
      businessName: 'Pecan Pies',
      page4: { is_bizup_designated_agent: true },
    });
    await buyAndContinue(page, EIN_CARD, '/ein/page1');

    // The IRS assigned the number: the back office records it, and prints it masked only.
    const printed = await charter.ops('set-ein', email, EIN);
    expect(printed).toContain(`EIN ${MASKED} recorded for business`);
    expect(printed).toContain('ein-application: PURCHASED -> ACTIVE.');
    expect(printed).not.toContain(EIN);

    await reloadDashboard(page);
    const card = serviceCard(page, EIN_CARD);
    await expect.poll(() => card.getByText('EIN Assigned', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.getByText(MASKED).isVisible()).toBe(true);
    expect(await card.getByText(EIN).count()).toBe(0);
    await expectAccessible(page, '/dashboard with the EIN masked');
    await card.getByRole('button', { name: 'Show the full EIN' }).click();
    await expect.poll(() => card.getByText(EIN).isVisible()).toBe(true);
    await expectAccessible(page, '/dashboard with the EIN shown');
    await card.getByRole('button', { name: 'Hide the full EIN' }).click();
    await expect.poll(() => card.getByText(MASKED).isVisible()).toBe(true);

    await page.goto('/business-profile');
    await expectHeading(page, 'Your Business Profile');
    const details = page.getByRole('region', { name: 'Business details' });
    await expect.poll(() => details.getByText(MASKED).isVisible()).toBe(true);
    await expectAccessible(page, '/business-profile with the EIN masked');
    await details.getByRole('button', { name: 'Show the full EIN' }).click();
    await expect.poll(() => details.getByText(EIN).isVisible()).toBe(true);
    await expectAccessible(page, '/business-profile with the EIN shown');
    await details.getByRole('button', { name: 'Hide the full EIN' }).click();

    // Offline, the full number is nowhere on the device: the reveal says it needs a connection.
    await context.setOffline(true);
    await details.getByRole('button', { name: 'Show the full EIN' }).click();
    const alert = details.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toBe('Showing your full EIN needs a connection: Charter keeps it only on its server.');
    expect(await details.getByText(EIN).count()).toBe(0);
    await expectAccessible(page, '/business-profile offline, the EIN not revealed');
    await context.setOffline(false);
  });
});
