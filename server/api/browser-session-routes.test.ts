import { eq } from 'drizzle-orm';
import { COMMON_PASSWORD_MESSAGE } from '../../src/domain/account/password-change';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSessions, pageAnswers } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { passwordGrant } from '../test-support/tokens';
import { decodeJwt } from 'jose';
import { readMailFolder } from '../../tests/support/mail-folder';

const EMAIL_TAKEN =
  'This email is already associated with an account. Please enter a different email or log in.';
const PAGE1 = {
  business_state: 'Texas',
  tier: 'GROWTH',
  entity_type: 'LLC',
  business_name: 'Bluebonnet Bikes',
};
const PAGE5 = {
  email: 'new.owner@registration.example',
  confirm_email: 'new.owner@registration.example',
  password: 'Bluebonnet-2026!',
  confirm_password: 'Bluebonnet-2026!',
};

describe('anonymous registration at /api/v1: browser sessions and their pages', () => {
  let t: TestApp;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const createSession = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/browser_session/create',
      payload: { browser_agent: 'vitest' },
    });
    expect(response.statusCode).toBe(200);
    return { id: response.json().id as string, setCookie: String(response.headers['set-cookie']) };
  };
  const cookieOf = (id: string) => ({ cookie: `sessionId=${id}` });
  const savePage = (
    sessionId: string,
    page: string,
    answers: object,
    { cookie = sessionId, key = `reg-${(keys += 1)}-key`, updatedAt = null as string | null } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/pages/${page}`,
      headers: { ...cookieOf(cookie), 'idempotency-key': key },
      payload: { ...answers, browser_session_id: sessionId, updated_at: updatedAt },
    });
  const getPage = (sessionId: string, page: string, cookie = sessionId) =>
    t.app.inject({
      url: `/api/v1/pages/${page}?browser_session_id=${sessionId}`,
      headers: cookieOf(cookie),
    });

  it('creates a session without a token and keeps its id in the sessionId cookie for 7 days', async () => {
    const { id, setCookie } = await createSession();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(setCookie).toBe(`sessionId=${id}; Max-Age=604800; Path=/; SameSite=Strict`);
  });

  it('saves and reads registration pages under the session, versioned', async () => {
    const { id } = await createSession();
    const saved = await savePage(id, 'page1', PAGE1);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      ...PAGE1,
      browser_session_id: id,
      updated_at: expect.any(String),
    });
    expect((await getPage(id, 'page1')).json()).toEqual(saved.json());
    expect((await getPage(id, 'page2')).statusCode).toBe(404);
    // A save based on no version when one exists: 409 with the server's copy.
    const stale = await savePage(id, 'page1', { ...PAGE1, business_name: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toEqual(saved.json());
    const next = await savePage(
      id,
      'page1',
      { ...PAGE1, business_name: 'Bluebonnet Cycles' },
      { updatedAt: saved.json().updated_at },
    );
    expect(next.json()).toMatchObject({ business_name: 'Bluebonnet Cycles' });
  });

  it('validates with the shared rules and answers 422 per field', async () => {
    const { id } = await createSession();
    const response = await savePage(id, 'page1', { ...PAGE1, business_name: 'Bikes!' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      business_name: "Only letters, numbers, spaces, '-' and '&' are allowed",
    });
  });

  it("refuses another browser's registration and unknown sessions", async () => {
    const mine = await createSession();
    const theirs = await createSession();
    await savePage(theirs.id, 'page1', PAGE1);
    expect((await getPage(theirs.id, 'page1', mine.id)).statusCode).toBe(403);
    expect((await savePage(theirs.id, 'page1', PAGE1, { cookie: mine.id })).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getPage(unknown, 'page1')).statusCode).toBe(404);
    expect((await getPage('not-a-uuid', 'page1', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('applies a repeated save once (same Idempotency-Key) and refuses the key for another body', async () => {
    const { id } = await createSession();
    const first = await savePage(id, 'page2', { service_filing: 'rapid' }, { key: 'same-key-001' });
    const again = await savePage(id, 'page2', { service_filing: 'rapid' }, { key: 'same-key-001' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await savePage(
      id,
      'page2',
      { service_filing: 'standard' },
      { key: 'same-key-001' },
    );
    expect(other.statusCode).toBe(409);
  });

  it('restores a session by id: its pages, and the cookie for this browser', async () => {
    const { id } = await createSession();
    await savePage(id, 'page1', PAGE1);
    await savePage(id, 'page2', { service_filing: 'rapid' });
    const restored = await t.app.inject({ url: `/api/v1/browser_session/${id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(String(restored.headers['set-cookie'])).toContain(`sessionId=${id};`);
    const body = restored.json();
    expect(body.browser_session).toEqual({ id, account_created: false });
    expect(Object.keys(body.pages).sort()).toEqual(['page1', 'page2']);
    expect(body.pages.page1).toMatchObject(PAGE1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.app.inject({ url: `/api/v1/browser_session/${unknown}/restore` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/browser_session/nope/restore' })).statusCode).toBe(
      400,
    );
  });

  it('creates the account at page5, keeps no password, and lets the owner sign in', async () => {
    const { id } = await createSession();
    const response = await savePage(id, 'page5', PAGE5, { key: 'page5-create-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      email: PAGE5.email,
      confirm_email: PAGE5.confirm_email,
      browser_session_id: id,
      updated_at: expect.any(String),
    });
    const [stored] = await t.database.db
      .select()
      .from(pageAnswers)
      .where(eq(pageAnswers.sessionId, id));
    expect(JSON.stringify(stored!.answers)).not.toContain(PAGE5.password);
    const signIn = await passwordGrant(t.app, PAGE5.email, PAGE5.password);
    expect(signIn.status).toBe(200);
    const [session] = await t.database.db
      .select()
      .from(browserSessions)
      .where(eq(browserSessions.id, id));
    expect(session!.individualId).toEqual(expect.any(Number));

    // A retry of page5 from this session (its answer was lost) finds its own account.
    const retry = await savePage(id, 'page5', PAGE5, {
      key: 'page5-create-2',
      updatedAt: response.json().updated_at,
    });
    expect(retry.statusCode).toBe(200);
  });

  it('mails a link that confirms the new address; the account works before it is followed', async () => {
    const { id } = await createSession();
    const email = 'confirm-me@example.com';
    const page5 = { ...PAGE5, email, confirm_email: email };
    expect((await savePage(id, 'page5', page5)).statusCode).toBe(200);
    const signIn = await passwordGrant(t.app, email, PAGE5.password);
    expect(signIn.status).toBe(200);
    expect(decodeJwt(signIn.body.id_token!).email_verified).toBe(false);
    const individualId = Number(decodeJwt(signIn.body.access_token!).sub);
    const owner = () =>
      t.app.inject({
        url: `/api/v1/individual/${individualId}`,
        headers: { authorization: `Bearer ${signIn.body.access_token}` },
      });
    expect((await owner()).json().email_verified).toBe(false);

    await t.app.services.jobs.runDue(new Date());
    const [mail] = (await readMailFolder(t.dataDir)).filter((one) => one.to.includes(email));
    expect(mail?.subject).toBe('Confirm your email address for Charter');
    const link = /http:\/\/charter\.test(\/account\/confirm-email\/\S+)/.exec(mail!.text)![1]!;
    const token = link.split('/').pop()!;

    // Opening the link confirms nothing (mail scanners open links); its button does.
    const page = await t.app.inject(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm my email');
    expect((await owner()).json().email_verified).toBe(false);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.app.inject(link.replace(token, tampered))).statusCode).toBe(410);
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await t.app.services.emailConfirmation.check(token, later)).toBe('expired');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Your email is confirmed');
    expect((await owner()).json().email_verified).toBe(true);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/v1/account/${individualId}/email-confirmation`,
      headers: { authorization: `Bearer ${signIn.body.access_token}` },
    });
    expect(resend.statusCode).toBe(409);
  });

  it("refuses page5 with an email that has an account, with the spec's message", async () => {
    const { id } = await createSession();
    const response = await savePage(id, 'page5', PAGE5);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: EMAIL_TAKEN });
  });

  it('refuses page5 with a common password, as the security settings do, creating nothing', async () => {
    const { id } = await createSession();
    const email = 'common.password@bluebonnet.example';
    for (const password of ['Password1!', 'Qwerty123!', 'Charter-2026!']) {
      const response = await savePage(id, 'page5', {
        ...PAGE5,
        email,
        confirm_email: email,
        password,
        confirm_password: password,
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    }
    expect(await t.app.services.accounts.findByEmail(email)).toBeNull();
  });

  it('checks an email without a token', async () => {
    const taken = await t.app.inject({ url: `/api/v1/check_email?email=${PAGE5.email}` });
    expect(taken.json()).toEqual({ email: PAGE5.email, exists: true, message: EMAIL_TAKEN });
    const free = await t.app.inject({ url: '/api/v1/check_email?email=free@registration.example' });
    expect(free.json()).toEqual({ email: 'free@registration.example', exists: false });
  });
});
