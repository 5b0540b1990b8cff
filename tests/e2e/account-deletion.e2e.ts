import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_ACCOUNT_BUTTON,
  DELETION_CONFIRMATION_MISSING,
  DELETION_PASSWORD_WRONG,
} from '../../src/domain/account/account-deletion';
import { readMailFolder } from '../support/mail-folder';
import { expectAccessible } from './accessibility';
import { journey, submitLogin } from './fixtures';
import { paidOwnerThroughApi } from './paid-owner';
import { ACCOUNT_PASSWORD } from './registration-helpers';

const OWNER_EMAIL = 'rosa.leaving@bluebonnet.example';

describe('deleting an account', () => {
  const charter = journey();

  it('confirms with the password, lands on what was kept, and the account no longer signs in', async () => {
    const { context, page } = await charter.newPage();
    await paidOwnerThroughApi(page, charter.url, OWNER_EMAIL);
    await page.goto('/settings/security-privacy');
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete my account?' });
    await expect.poll(() => dialog.getByText('What we keep, and why').isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText(/^Yours: 1 invoice with its receipt/).isVisible())
      .toBe(true);

    await dialog.getByRole('button', { name: DELETE_ACCOUNT_BUTTON }).click();
    await expect
      .poll(() => dialog.getByText(DELETION_CONFIRMATION_MISSING.password).isVisible())
      .toBe(true);
    await dialog.getByLabel('Your password').fill('Not-my-password-1!');
    await dialog.getByRole('button', { name: DELETE_ACCOUNT_BUTTON }).click();
    await expect.poll(() => dialog.getByText(DELETION_PASSWORD_WRONG).isVisible()).toBe(true);
    await expectAccessible(page, 'the delete-account dialog with its message');

    await dialog.getByLabel('Your password').fill(ACCOUNT_PASSWORD);
    await dialog.getByRole('button', { name: DELETE_ACCOUNT_BUTTON }).click();
    await page.waitForURL((url) => url.pathname === '/account/deleted');
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: ACCOUNT_DELETED_MESSAGE }).isVisible(),
      )
      .toBe(true);
    await expectAccessible(page, 'the account-deleted page');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    // The device is signed out, and the old email and password no longer sign in.
    await page.goto('/dashboard');
    await page.waitForURL(/\/oidc\/interaction\//);
    await submitLogin(page, OWNER_EMAIL, ACCOUNT_PASSWORD);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid credentials or server error');

    await expect
      .poll(async () =>
        (await readMailFolder(charter.dataDir)).some(
          (mail) =>
            mail.to.includes(OWNER_EMAIL) && mail.subject === 'Your Charter account is deleted',
        ),
      )
      .toBe(true);
    await context.close();
  });
});
