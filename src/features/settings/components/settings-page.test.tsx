import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import { stubApi, type StubHandler as Handler } from '../../../../tests/support/stub-api';
import {
  COMMON_PASSWORD_MESSAGE,
  SAME_PASSWORD_MESSAGE,
} from '../../../domain/account/password-change';
import type { AccountSecurity } from '../../../domain/contracts/account-security';
import { PROFILE_CHANGE_NOTE } from './profile-details';
import {
  PASSWORD_REMINDER_LABEL,
  SECURITY_NOTIFICATIONS_TITLE,
  SECURITY_SETTINGS_TITLE,
} from './security-privacy';
import { SettingsPage } from './settings-page';

signedInEachTest();

const OWNER = {
  individual_id: 1,
  email: 'dana@example.com',
  first_name: 'Dana',
  last_name: 'Demo',
  phone: '5125550143',
  tier: 'STARTER',
  stripe_customer_id: null,
  business_state: 'TX',
  add_ons: [],
};

const SECURITY: AccountSecurity = {
  individual_id: 1,
  password_managed_by: 'charter',
  manage_url: null,
  password_changed_at: '2026-09-01T12:00:00.000Z',
  password_reminder: false,
  devices: [
    {
      id: 'a'.repeat(24),
      browser: 'Chrome on Android',
      signed_in_at: '2026-11-20T09:00:00.000Z',
      last_active_at: '2026-11-30T09:00:00.000Z',
      current: true,
    },
    {
      id: 'b'.repeat(24),
      browser: 'Safari on macOS',
      signed_in_at: '2026-11-02T09:00:00.000Z',
      last_active_at: '2026-11-25T09:00:00.000Z',
      current: false,
    },
  ],
};

const BASE_ROUTES: Record<string, Handler> = {
  'GET /api/v1/individual/1': () => ({ status: 200, body: OWNER }),
  'GET /api/v1/account/1/security': () => ({ status: 200, body: SECURITY }),
};

describe('Settings', () => {
  it('shows the profile details required and disabled, with how to change them', async () => {
    stubApi(BASE_ROUTES);
    renderAtPath('/settings/profile-details', <SettingsPage billingDetails={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const first = await screen.findByRole('textbox', { name: /First name/ });
    expect((first as HTMLInputElement).value).toBe('Dana');
    for (const [name, value] of [
      [/Last name/, 'Demo'],
      [/Phone number/, '+1 (512) 555-0143'],
      [/Email/, 'dana@example.com'],
    ] as const) {
      const field = screen.getByRole('textbox', { name }) as HTMLInputElement;
      expect(field.value).toBe(value);
      expect(field.disabled).toBe(true);
      expect(field.getAttribute('aria-required')).toBe('true');
    }
    expect(screen.getByText(PROFILE_CHANGE_NOTE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'send us a request' }).getAttribute('href')).toBe(
      '/submit-request',
    );
  });

  it('checks the security form before sending anything', async () => {
    const calls = stubApi(BASE_ROUTES);
    renderAtPath('/settings/security-privacy', <SettingsPage billingDetails={null} />);
    expect(await screen.findByRole('heading', { name: SECURITY_SETTINGS_TITLE })).toBeTruthy();
    expect(screen.getByRole('heading', { name: SECURITY_NOTIFICATIONS_TITLE })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Confirm password is required')).toBeTruthy();
    expect(document.activeElement?.id).toBe('security-current_password');

    fireEvent.change(screen.getByLabelText(/Current password/), {
      target: { value: 'Old-Password-1!' },
    });
    fireEvent.change(screen.getByLabelText(/New password/), {
      target: { value: 'Old-Password-1!' },
    });
    fireEvent.change(screen.getByLabelText(/Confirm password/), {
      target: { value: 'Old-Password-2!' },
    });
    expect(screen.getByText(SAME_PASSWORD_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'short' } });
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's refusal on its field, and the change's outcome", async () => {
    let refuse = true;
    const calls = stubApi({
      ...BASE_ROUTES,
      'POST /api/v1/account/1/password': () =>
        refuse
          ? { status: 400, body: { message: COMMON_PASSWORD_MESSAGE, field: 'password' } }
          : {
              status: 200,
              body: {
                ...SECURITY,
                devices: [SECURITY.devices[0]],
                message: 'Your password has been changed. 1 other device was signed out.',
              },
            },
    });
    renderAtPath('/settings/security-privacy', <SettingsPage billingDetails={null} />);
    fireEvent.change(await screen.findByLabelText(/Current password/), {
      target: { value: 'Old-Password-1!' },
    });
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'Password1!' } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), {
      target: { value: 'Password1!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeTruthy();
    expect(document.activeElement?.id).toBe('security-password');
    expect(calls.find((call) => call.key === 'POST /api/v1/account/1/password')?.body).toEqual({
      current_password: 'Old-Password-1!',
      password: 'Password1!',
    });

    refuse = false;
    fireEvent.change(screen.getByLabelText(/New password/), {
      target: { value: 'Juniper-Ridge-88!' },
    });
    fireEvent.change(screen.getByLabelText(/Confirm password/), {
      target: { value: 'Juniper-Ridge-88!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByText('Safari on macOS')).toBeNull());
    expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
  });

  it('saves the reminder switch on its own and lists the devices with their sign-outs', async () => {
    const calls = stubApi({
      ...BASE_ROUTES,
      'PUT /api/v1/account/1/password-reminder': () => ({
        status: 200,
        body: {
          ...SECURITY,
          password_reminder: true,
          message: 'We will remind you by email every 90 days after your password was last set.',
        },
      }),
      'POST /api/v1/account/1/sessions/sign-out-others': () => ({
        status: 200,
        body: { ...SECURITY, devices: [SECURITY.devices[0]], message: '1 device was signed out.' },
      }),
    });
    renderAtPath('/settings/security-privacy', <SettingsPage billingDetails={null} />);
    const reminder = await screen.findByRole('switch', { name: PASSWORD_REMINDER_LABEL });
    expect((reminder as HTMLInputElement).checked).toBe(false);
    fireEvent.click(reminder);
    expect(
      await screen.findByText(
        'We will remind you by email every 90 days after your password was last set.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({
      password_reminder: true,
    });

    const current = screen.getByText('Chrome on Android').closest('li')!;
    expect(within(current).getByText('This device')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Sign out Safari on macOS, signed in November 2, 2026/ }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 device was signed out.')).toBeTruthy();
    expect(screen.queryByText('Safari on macOS')).toBeNull();
  });

  it('sends the owner to an external sign-in provider to change the password', async () => {
    stubApi({
      ...BASE_ROUTES,
      'GET /api/v1/account/1/security': () => ({
        status: 200,
        body: {
          ...SECURITY,
          password_managed_by: 'external',
          manage_url: 'https://id.example.com/realms/charter',
          devices: [],
        },
      }),
    });
    renderAtPath('/settings/security-privacy', <SettingsPage billingDetails={null} />);
    expect(await screen.findByText(/Your password is kept by your sign-in provider/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /id\.example\.com/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it("shows the billing details the app gives it (the checkout feature's, decision 0077)", () => {
    stubApi(BASE_ROUTES);
    renderAtPath(
      '/settings/billing-details',
      <SettingsPage billingDetails={<p>The saved cards</p>} />,
    );
    expect(screen.getByText('The saved cards')).toBeTruthy();
  });
});

describe('Email notifications', () => {
  const PREFERENCES = {
    individual_id: 1,
    order_updates: true,
    deadline_reminders: true,
    hub_news: false,
    signature_request_pending: true,
  };

  it('lists the emails always sent and a switch for each optional one, saved as flipped', async () => {
    const calls = stubApi({
      ...BASE_ROUTES,
      'GET /api/v1/account/1/email-preferences': () => ({ status: 200, body: PREFERENCES }),
      'PUT /api/v1/account/1/email-preferences': (init) => ({
        status: 200,
        body: { ...PREFERENCES, ...JSON.parse(String(init.body)) },
      }),
    });
    renderAtPath('/settings/email-notifications', <SettingsPage billingDetails={null} />);
    const reminders = await screen.findByRole('switch', { name: 'Deadline reminders' });
    expect((reminders as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Business Hub news' }) as HTMLInputElement).checked,
    ).toBe(false);
    for (const locked of [
      'Security notices',
      'Receipts',
      'Renewal notices',
      'Signature requests',
      'Replies to your requests',
    ]) {
      const control = screen.getByRole('switch', { name: locked }) as HTMLInputElement;
      expect(control.checked).toBe(true);
      expect(control.disabled).toBe(true);
    }
    expect(screen.getByText(/A document of yours is waiting for signatures now\./)).toBeTruthy();

    fireEvent.click(reminders);
    expect(
      await screen.findByText(/You will get no reminder before a state deadline\./),
    ).toBeTruthy();
    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toEqual({
      deadline_reminders: false,
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });
});
