import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { browserOf, type BrowserTokens } from '../test-support/browser-sign-in';
import { passwordGrant, refreshGrant } from '../test-support/tokens';
import { signedInOwner } from '../test-support/owners';
import { readMailFolder } from '../../tests/support/mail-folder';
import {
  COMMON_PASSWORD_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../src/domain/account/password-change';
import type { AccountSecurity } from '../../src/domain/contracts/account-security';

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP_BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('the security settings and getting back in (decision 0073)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  /** A new owner signed in from two browsers: the phone (current) and a laptop. */
  async function ownerOnTwoDevices(name: string) {
    const email = `${name}@owners.example`;
    const password = 'Saguaro-Sunset-42!';
    const account = await t.app.services.accounts.create({ email, password, firstName: 'Ana' });
    const phone = await browserOf(t).signIn(email, password);
    const laptop = await browserOf(t).signIn(email, password);
    const id = account!.id;
    const call = (
      tokens: BrowserTokens,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      payload?: object,
      agent = PHONE_BROWSER,
    ) =>
      t.app.inject({
        method,
        url: `/api/v1/account/${id}${path}`,
        headers: { authorization: `Bearer ${tokens.access_token}`, 'user-agent': agent },
        ...(payload ? { payload } : {}),
      });
    // Each browser uses the API once, so the page can name it.
    await call(laptop, 'GET', '/security', undefined, DESKTOP_BROWSER);
    await call(phone, 'GET', '/security');
    return { id, email, password, phone, laptop, call };
  }

  async function mailsTo(email: string) {
    await t.app.services.jobs.runDue(new Date());
    return (await readMailFolder(t.dataDir)).filter((mail) => mail.to.includes(email));
  }

  it('shows the reminder off by default and each signed-in device by its browser', async () => {
    const { call, phone } = await ownerOnTwoDevices('devices');
    const response = await call(phone, 'GET', '/security');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const security = response.json<AccountSecurity>();
    expect(security).toMatchObject({ password_managed_by: 'charter', password_reminder: false });
    expect(security.devices.map(({ browser, current }) => ({ browser, current }))).toEqual([
      { browser: 'Chrome on Android', current: true },
      { browser: 'Safari on macOS', current: false },
    ]);
  });

  it("refuses another owner's security settings", async () => {
    const { phone } = await ownerOnTwoDevices('nosy');
    const other = await signedInOwner(t, 'other');
    for (const [method, path] of [
      ['GET', 'security'],
      ['POST', 'password'],
      ['POST', 'sessions/sign-out-others'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/account/${other.id}/${path}`,
        headers: { authorization: `Bearer ${phone.access_token}` },
        ...(method === 'POST' ? { payload: { current_password: 'x', password: 'y' } } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses a wrong current password, a rule broken, the same password and a common one', async () => {
    const { call, phone, password } = await ownerOnTwoDevices('refusals');
    const attempt = (current_password: string, next: string) =>
      call(phone, 'POST', '/password', { current_password, password: next });

    const wrong = await attempt('Not-my-password-1!', 'Fresh-Granite-77?');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      field: 'current_password',
    });
    expect((await attempt(password, 'short')).json()).toEqual({
      message: 'Password must be at least 8 characters long',
      field: 'password',
    });
    expect((await attempt(password, password)).json()).toEqual({
      message: SAME_PASSWORD_MESSAGE,
      field: 'password',
    });
    for (const common of ['Password1!', 'Qwerty123!', 'Charter-2026!', 'Refusals-2026!']) {
      expect((await attempt(password, common)).json(), common).toEqual({
        message: COMMON_PASSWORD_MESSAGE,
        field: 'password',
      });
    }
    // Nothing changed: the old password still signs in.
    expect((await passwordGrant(t.app, 'refusals@owners.example', password)).status).toBe(200);
  });

  it('changes the password: this device stays, every other is signed out, a notice is mailed', async () => {
    const { call, phone, laptop, email } = await ownerOnTwoDevices('changer');
    await t.app.inject({
      method: 'POST',
      url: '/oidc/forgot-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(email)}`,
    });
    const [linkMail] = await mailsTo(email);
    const link = /http:\/\/charter\.test(\/oidc\/reset-password\/\S+)/.exec(linkMail!.text)![1]!;

    const changed = await call(phone, 'POST', '/password', {
      current_password: 'Saguaro-Sunset-42!',
      password: 'Mesquite-Canyon-19?',
    });
    expect(changed.statusCode).toBe(200);
    const security = changed.json<AccountSecurity>();
    expect(security.message).toBe('Your password has been changed. 1 other device was signed out.');
    expect(security.devices).toHaveLength(1);
    expect(security.devices[0]!.current).toBe(true);

    // The laptop: its access token is refused, its refresh token is dead.
    expect((await call(laptop, 'GET', '/security')).statusCode).toBe(401);
    expect((await refreshGrant(t.app, laptop.refresh_token)).status).toBe(400);
    // The phone: still signed in, and its refresh token still works.
    expect((await call(phone, 'GET', '/security')).statusCode).toBe(200);
    expect((await refreshGrant(t.app, phone.refresh_token)).status).toBe(200);
    // The old password no longer signs in; the new one does.
    expect((await passwordGrant(t.app, email, 'Saguaro-Sunset-42!')).status).toBe(400);
    expect((await passwordGrant(t.app, email, 'Mesquite-Canyon-19?')).status).toBe(200);
    // The reset link asked for before the change no longer works.
    expect((await t.app.inject(link)).statusCode).toBe(410);

    const notices = (await mailsTo(email)).filter(
      (mail) => mail.subject === 'Your Charter password was changed',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('from your security settings');
    expect(notices[0]!.text).toContain('http://charter.test/oidc/forgot-password');
  });

  it('signs out every other device, or one named device', async () => {
    const { call, phone, laptop, id } = await ownerOnTwoDevices('signouts');
    const tablet = await browserOf(t).signIn('signouts@owners.example', 'Saguaro-Sunset-42!');
    await call(
      tablet,
      'GET',
      '/security',
      undefined,
      'Mozilla/5.0 (iPad; CPU OS 17_5) Safari/604.1',
    );
    const before = (await call(phone, 'GET', '/security')).json<AccountSecurity>();
    const ipad = before.devices.find((device) => device.browser === 'Safari on iOS')!;

    const one = await call(phone, 'DELETE', `/sessions/${ipad.id}`);
    expect(one.json<AccountSecurity>().message).toBe('The device was signed out.');
    expect((await call(tablet, 'GET', '/security')).statusCode).toBe(401);
    expect((await call(laptop, 'GET', '/security')).statusCode).toBe(200);

    const others = await call(phone, 'POST', '/sessions/sign-out-others');
    expect(others.json<AccountSecurity>()).toMatchObject({
      message: '1 device was signed out.',
      devices: [{ current: true }],
    });
    expect((await refreshGrant(t.app, laptop.refresh_token)).status).toBe(400);
    const again = await call(phone, 'POST', '/sessions/sign-out-others');
    expect(again.json<AccountSecurity>().message).toBe('No other device was signed in.');
    expect(id).toBeGreaterThan(0);
  });

  describe('forgot password', () => {
    const post = (url: string, values: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(values).toString(),
      });

    it('links the sign-in page to the form, and refuses a malformed email', async () => {
      const page = await t.app.inject('/oidc/forgot-password');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Reset your password</h1>');
      const empty = await post('/oidc/forgot-password', { email: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('Email is required');
      const malformed = await post('/oidc/forgot-password', { email: 'owner@nowhere' });
      expect(malformed.body).toContain('Email format is invalid');
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const known = await ownerOnTwoDevices('known');
      const forKnown = await post('/oidc/forgot-password', { email: known.email });
      const forUnknown = await post('/oidc/forgot-password', { email: 'nobody@owners.example' });
      expect(forKnown.statusCode).toBe(200);
      expect(forUnknown.statusCode).toBe(200);
      expect(forUnknown.body.replace('nobody@owners.example', known.email)).toBe(forKnown.body);
      expect(await mailsTo('nobody@owners.example')).toEqual([]);
      expect(await mailsTo(known.email)).toHaveLength(1);
    });

    it('resets by the newest link once: every device is signed out', async () => {
      const { email, phone, laptop, call } = await ownerOnTwoDevices('forgetful');
      // Asked twice, each mail sent before the next request (a link ended before its mail went
      // out is not sent at all).
      await post('/oidc/forgot-password', { email: email.toUpperCase() });
      await mailsTo(email);
      await post('/oidc/forgot-password', { email });
      const links = (await mailsTo(email)).map(
        (mail) => /http:\/\/charter\.test(\/oidc\/reset-password\/\S+)/.exec(mail.text)![1]!,
      );
      expect(links).toHaveLength(2);
      const [older, newest] = links as [string, string];
      expect((await t.app.inject(older)).statusCode).toBe(410);

      const form = await t.app.inject(newest);
      expect(form.statusCode).toBe(200);
      expect(form.headers['referrer-policy']).toBe('no-referrer');
      expect(form.body).toContain(`For ${email}.`);

      const mismatch = await post(newest, { password: 'Juniper-Ridge-88!', confirm_password: 'x' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.body).toContain('Passwords do not match');
      const common = await post(newest, { password: 'Password1!', confirm_password: 'Password1!' });
      expect(common.body).toContain(COMMON_PASSWORD_MESSAGE);

      const done = await post(newest, {
        password: 'Juniper-Ridge-88!',
        confirm_password: 'Juniper-Ridge-88!',
      });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('Your password has been reset');
      expect(
        (await post(newest, { password: 'Another-Pass-99!', confirm_password: 'Another-Pass-99!' }))
          .statusCode,
      ).toBe(410);

      for (const device of [phone, laptop]) {
        expect((await call(device, 'GET', '/security')).statusCode).toBe(401);
        expect((await refreshGrant(t.app, device.refresh_token)).status).toBe(400);
      }
      expect((await passwordGrant(t.app, email, 'Juniper-Ridge-88!')).status).toBe(200);
      const notice = (await mailsTo(email)).find((mail) => mail.subject.includes('was changed'));
      expect(notice?.text).toContain('was reset with a link');
      // The link's secret never reaches the logs.
      expect(t.logs()).not.toContain(newest.split('/').pop()!);
    });

    it('refuses a token that is not a link', async () => {
      const forged = `/oidc/reset-password/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'A'.repeat(43)}`;
      expect((await t.app.inject(forged)).statusCode).toBe(410);
      expect((await t.app.inject('/oidc/reset-password/nonsense')).statusCode).toBe(400);
    });
  });

  it('sends the opt-in reminder 90 days after the password was set, only while it is on', async () => {
    const { call, phone, email } = await ownerOnTwoDevices('reminded');
    const on = await call(phone, 'PUT', '/password-reminder', { password_reminder: true });
    expect(on.json<AccountSecurity>()).toMatchObject({ password_reminder: true });
    const changedAt = new Date(on.json<AccountSecurity>().password_changed_at);

    await t.app.services.jobs.runDue(new Date(changedAt.getTime() + 89 * 86_400_000));
    const reminders = async () =>
      (await readMailFolder(t.dataDir)).filter(
        (mail) => mail.to.includes(email) && mail.subject.startsWith('Reminder:'),
      );
    expect(await reminders()).toEqual([]);
    await t.app.services.jobs.runDue(new Date(changedAt.getTime() + 91 * 86_400_000));
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]!.text).toContain('Your password keeps working');

    await call(phone, 'PUT', '/password-reminder', { password_reminder: false });
    await t.app.services.jobs.runDue(new Date(changedAt.getTime() + 181 * 86_400_000));
    expect(await reminders()).toHaveLength(1);
  });
});
