import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readMailFolder } from '../support/mail-folder';
import { zipEntries } from '../support/zip-entries';
import { expectAccessible } from './accessibility';
import { DEMO_EMAIL, DEMO_PASSWORD } from './charter-server';
import { journey, login, submitLogin } from './fixtures';

const NEW_PASSWORD = 'Juniper-Ridge-88!';
const RESET_PASSWORD = 'Pecan-Orchard-51?';

/** The stored tokens of a signed-in page, as the app keeps them. */
const storedRefreshToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('refresh_token'));

describe('the security settings and getting back in', () => {
  const charter = journey();

  /** What the identity provider answers a refresh token (as the app refreshes). */
  async function refresh(refreshToken: string): Promise<number> {
    const response = await fetch(`${charter.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'charter-web',
      }).toString(),
    });
    return response.status;
  }

  it('changes the password: the other browser is signed out and its refresh token is dead', async () => {
    const laptop = await charter.newPage();
    await login(laptop.page);
    const laptopRefresh = await storedRefreshToken(laptop.page);

    const { context, page } = await charter.newPage();
    await login(page, '/settings/security-privacy');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Security settings' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('This device').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Current password is required').isVisible()).toBe(true);
    await expectAccessible(page, 'the security form with its messages');

    await page.getByLabel('Current password').fill('Not-the-password-1!');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.getByText('Your current password is incorrect.').isVisible())
      .toBe(true);

    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/^Your password has been changed\./)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByLabel('Current password').inputValue()).toBe('');

    // The laptop: its refresh token is refused and its next screen asks it to sign in.
    expect(await refresh(laptopRefresh!)).toBe(400);
    await laptop.page.goto('/dashboard');
    await expect
      .poll(() => laptop.page.url(), { timeout: 30_000 })
      .toMatch(/\/oidc\/interaction\//);
    await submitLogin(laptop.page, DEMO_EMAIL, NEW_PASSWORD);
    await laptop.page.waitForURL((url) => url.pathname === '/dashboard');

    // This browser stayed signed in, and the notice reached the owner.
    await page.reload();
    await expect.poll(() => page.getByText('This device').isVisible()).toBe(true);
    await expect
      .poll(async () =>
        (await readMailFolder(charter.dataDir)).some(
          (mail) =>
            mail.to.includes(DEMO_EMAIL) && mail.subject === 'Your Charter password was changed',
        ),
      )
      .toBe(true);

    // The reminder switch saves itself; flipped from the keyboard, as its input is hidden.
    await page
      .getByRole('switch', { name: 'Remind me to update my password every 90 days' })
      .focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByText(/We will remind you by email every 90 days/).isVisible())
      .toBe(true);
    await laptop.context.close();
    await context.close();
  });

  it('resets a forgotten password from the emailed link and signs in with it', async () => {
    const { context, page } = await charter.newPage();
    await page.goto('/dashboard');
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/oidc/forgot-password');
    await expectAccessible(page, 'the forgotten password page');
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible())
      .toBe(true);
    await expectAccessible(page, 'the reset link sent page');

    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await readMailFolder(charter.dataDir)).find(
          (found) =>
            found.to.includes(DEMO_EMAIL) && found.subject === 'Reset your Charter password',
        );
        link = mail && /https?:\/\/\S+\/oidc\/reset-password\/\S+/.exec(mail.text)?.[0];
        return Boolean(link);
      })
      .toBe(true);

    await page.goto(new URL(new URL(link!).pathname, charter.url).href);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Set a new password' }).isVisible())
      .toBe(true);
    await page.getByLabel('New password').fill(RESET_PASSWORD);
    await page.getByLabel('Confirm password').fill('Pecan-Orchard-52?');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
    await expectAccessible(page, 'the new password page with its message');
    await page.getByLabel('New password').fill(RESET_PASSWORD);
    await page.getByLabel('Confirm password').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your password has been reset' }).isVisible())
      .toBe(true);
    await expectAccessible(page, 'the password reset page');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await submitLogin(page, DEMO_EMAIL, RESET_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The link worked once.
    await page.goto(new URL(new URL(link!).pathname, charter.url).href);
    await expect
      .poll(() => page.getByRole('heading', { name: 'This link no longer works' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('shows the profile details as they are on the account', async () => {
    const { context, page } = await charter.newPage();
    await login(page, '/settings/profile-details', DEMO_EMAIL, RESET_PASSWORD);
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Dana');
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    await context.close();
  });

  it('turns deadline reminders off, sees what it means, and finds it kept', async () => {
    const { context, page } = await charter.newPage();
    await login(page, '/settings/email-notifications', DEMO_EMAIL, RESET_PASSWORD);
    const reminders = page.getByRole('switch', { name: 'Deadline reminders' });
    await expect.poll(() => reminders.isChecked()).toBe(true);
    await reminders.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByText(/You will get no reminder before a state deadline\./).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Saved.').isVisible()).toBe(true);
    await expectAccessible(page, 'the email settings with a kind turned off');
    await page.reload();
    await expect.poll(() => reminders.isChecked()).toBe(false);
    await context.close();
  });

  it('downloads the owner’s data as one zip', async () => {
    const { context, page } = await charter.newPage();
    await login(page, '/settings/security-privacy', DEMO_EMAIL, RESET_PASSWORD);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^charter-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = zipEntries(await readFile((await download.path())!));
    expect(JSON.parse(files.get('account.json')!.data.toString('utf8'))).toMatchObject({
      email: DEMO_EMAIL,
    });
    await expect.poll(() => page.getByText('Your data was downloaded.').isVisible()).toBe(true);
    await context.close();
  });
});
