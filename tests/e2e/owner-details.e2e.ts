import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import { ownerWithActiveLlc } from './formed-business-helpers';
import { choose, expectHeading, fill, fillStreet } from './questionnaire-helpers';
import {
  AMENDMENT_LINK_LABEL,
  onFileWithState,
} from '../../src/domain/owner-details/owner-details';
import { PRODUCTS_PATH } from '../../src/domain/services/service-paths';

const OWNER_EMAIL = 'marisol.details@pecanstreet.example';
const OFFLINE = 'You are offline. Saving this needs a connection';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const dialog = (page: Page) => page.getByRole('dialog');
const shownText = (locator: Locator) => locator.textContent().then((text) => text ?? '');

async function save(page: Page): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => dialog(page).count(), { timeout: 10_000 }).toBe(0);
}

describe("the owner's own details on the business profile (decision 0089)", () => {
  const charter = journey();

  it('edits their phone, the mailing address and a member’s contact details and type, kept after reload; what the state keeps points to the amendment; offline, the typed text stays', async () => {
    const { context, page } = await charter.newPage();
    await ownerWithActiveLlc(page, charter, {
      email: OWNER_EMAIL,
      businessName: 'Pecan Street Paper',
      page4: { is_bizup_designated_agent: true },
    });
    await page.goto('/business-profile');
    await expectHeading(page, 'Your Business Profile');
    await expect
      .poll(() => page.getByRole('article', { name: 'Pecan Street Paper LLC' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    // What the state keeps says so, and leads to the amendment: not bought yet, to the Products
    // page that sells it.
    for (const [name, subject] of [
      ['Business details', 'The business name, type and state of formation are'],
      ['Business address', 'The business address is'],
      ['Owners', "Members' names and ownership are"],
    ] as const) {
      expect(await shownText(section(page, name))).toContain(onFileWithState(subject));
      const link = section(page, name).getByRole('link', { name: AMENDMENT_LINK_LABEL });
      expect(await link.getAttribute('href')).toBe(PRODUCTS_PATH);
    }

    // The phone: a malformed number is refused by the form's own rule, a good one saved.
    await section(page, 'Your contact details')
      .getByRole('button', { name: 'Edit phone number' })
      .click();
    await fill(page, 'Phone number', '51255');
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => shownText(dialog(page))).toContain('Phone number format is invalid');
    await expectAccessible(page, 'phone dialog with its error');
    await fill(page, 'Phone number', '5125550142');
    await save(page);
    await expect
      .poll(() => shownText(section(page, 'Your contact details')))
      .toContain('+1 (512) 555-0142');

    // The mailing address.
    await section(page, 'Mailing address')
      .getByRole('button', { name: 'Edit mailing address' })
      .click();
    await fillStreet(page, 'Street address', '500 Congress Ave');
    await fill(page, 'Floor/apt/suite number', 'Suite 210');
    await fill(page, 'City', 'Austin');
    await choose(page, 'State', 'Texas');
    await fill(page, 'Zip code', '78701');
    await expectAccessible(page, 'mailing address dialog');
    await save(page);

    // The first member: type Individual, a new email.
    const member = section(page, 'Owners').getByRole('listitem').first();
    await member.getByRole('button', { name: /^Edit contact details of / }).click();
    expect(await shownText(dialog(page))).toContain(
      'name and ownership are on file with the state',
    );
    await dialog(page).getByRole('radio', { name: 'Individual' }).check();
    await fill(page, 'Email', 'marisol@pecanstreet.example');
    await expectAccessible(page, 'member dialog');
    await save(page);

    // Kept: after a reload, from the server.
    await page.reload();
    await expect
      .poll(() => shownText(section(page, 'Mailing address')), { timeout: 15_000 })
      .toContain('500 Congress Ave');
    expect(await shownText(section(page, 'Mailing address'))).toContain('Austin, Texas 78701');
    expect(await shownText(section(page, 'Your contact details'))).toContain('+1 (512) 555-0142');
    const kept = section(page, 'Owners').getByRole('listitem').first();
    expect(await shownText(kept)).toContain('Member typeIndividual');
    expect(await shownText(kept)).toContain('marisol@pecanstreet.example');

    // Offline: nothing is sent, the dialog says why and keeps what was typed.
    await section(page, 'Your contact details')
      .getByRole('button', { name: 'Edit phone number' })
      .click();
    await fill(page, 'Phone number', '5125550199');
    await context.setOffline(true);
    await dialog(page).getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => shownText(dialog(page))).toContain(OFFLINE);
    expect(await page.getByRole('textbox', { name: 'Phone number' }).inputValue()).toBe(
      '+1 (512) 555-0199',
    );
    await context.setOffline(false);
    await save(page);
    await expect
      .poll(() => shownText(section(page, 'Your contact details')))
      .toContain('+1 (512) 555-0199');

    // Settings' profile details send the owner here for their phone.
    await page.goto('/settings/profile-details');
    const toProfile = page.getByRole('link', { name: 'business profile', exact: true });
    await expect
      .poll(() => toProfile.getAttribute('href'), { timeout: 15_000 })
      .toBe('/business-profile');
  }, 180_000);
});
