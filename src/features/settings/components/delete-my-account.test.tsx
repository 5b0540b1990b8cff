import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import { stubApi, type StubHandler as Handler } from '../../../../tests/support/stub-api';
import { TOKEN_KEYS } from '../../../api/token-store';
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_DELETED_PATH,
  DELETE_ACCOUNT_BUTTON,
  DELETION_CONFIRMATION_MISSING,
  DELETION_DOES_NOT_DISSOLVE,
  DELETION_PASSWORD_WRONG,
  deletionWaitsFor,
  ERASED_ON_DELETION,
  KEPT_ON_DELETION,
} from '../../../domain/account/account-deletion';
import type { AccountDeletion } from '../../../domain/contracts/account-deletion';
import type { AccountSecurity } from '../../../domain/contracts/account-security';
import { SettingsPage } from './settings-page';

signedInEachTest();

const SECURITY: AccountSecurity = {
  individual_id: 1,
  password_managed_by: 'charter',
  manage_url: null,
  password_changed_at: '2026-09-01T12:00:00.000Z',
  password_reminder: false,
  devices: [],
};

const DELETION: AccountDeletion = {
  individual_id: 1,
  confirm_with: 'password',
  email: 'dana@example.com',
  invoices_kept: 2,
  signed_agreements_kept: 1,
  services_in_progress: [],
};

const routes = (deletion: AccountDeletion, post?: Handler): Record<string, Handler> => ({
  'GET /api/v1/account/1/security': () => ({ status: 200, body: SECURITY }),
  'GET /api/v1/account/1/deletion': () => ({ status: 200, body: deletion }),
  ...(post ? { 'POST /api/v1/account/1/deletion': post } : {}),
});

async function openDialog() {
  renderAtPath('/settings/security-privacy', <SettingsPage billingDetails={null} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
  return screen.findByRole('alertdialog', { name: 'Delete my account?' });
}

describe('Delete my account', () => {
  it('says what is erased, what is kept and why, and that the LLC stays', async () => {
    stubApi(routes(DELETION));
    const dialog = await openDialog();
    await within(dialog).findByText('What is erased');
    for (const line of ERASED_ON_DELETION) expect(within(dialog).getByText(line)).toBeTruthy();
    for (const { why } of KEPT_ON_DELETION) expect(within(dialog).getByText(why)).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Yours: 2 invoices with their receipts; 1 signed agreement with its audit trail.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(DELETION_DOES_NOT_DISSOLVE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks for the password, shows a wrong one on its field and deletes nothing', async () => {
    const calls = stubApi(
      routes(DELETION, () => ({
        status: 400,
        body: { message: DELETION_PASSWORD_WRONG, field: 'password' },
      })),
    );
    const dialog = await openDialog();
    const remove = await within(dialog).findByRole('button', { name: DELETE_ACCOUNT_BUTTON });
    fireEvent.click(remove);
    expect(await within(dialog).findByText(DELETION_CONFIRMATION_MISSING.password)).toBeTruthy();
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Your password/), {
      target: { value: 'Wrong-Password-1!' },
    });
    fireEvent.click(remove);
    await waitFor(() =>
      expect(calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(1),
    );
    expect(await within(dialog).findByText(DELETION_PASSWORD_WRONG)).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEYS.access)).not.toBeNull();
  });

  it('waits while a service is still with the state, offering nothing to press', async () => {
    stubApi(routes({ ...DELETION, services_in_progress: ['EIN / Tax ID'] }));
    const dialog = await openDialog();
    expect(await within(dialog).findByText(deletionWaitsFor(['EIN / Tax ID']))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: DELETE_ACCOUNT_BUTTON })).toBeNull();
    expect(within(dialog).queryByLabelText(/Your password/)).toBeNull();
  });

  it('once deleted, forgets the account on this device', async () => {
    const calls = stubApi(
      routes(DELETION, () => ({
        status: 200,
        body: { message: ACCOUNT_DELETED_MESSAGE, next: ACCOUNT_DELETED_PATH },
      })),
    );
    const dialog = await openDialog();
    fireEvent.change(await within(dialog).findByLabelText(/Your password/), {
      target: { value: 'Right-Password-1!' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: DELETE_ACCOUNT_BUTTON }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEYS.access)).toBeNull());
    const post = calls.find((call) => call.key === 'POST /api/v1/account/1/deletion');
    expect(post?.body).toEqual({ password: 'Right-Password-1!' });
  });
});
