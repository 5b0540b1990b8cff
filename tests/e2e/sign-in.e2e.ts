import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey, login, submitLogin } from './fixtures';

describe('signing in through the identity provider', () => {
  const charter = journey();

  it('sends a visitor at /dashboard to the sign-in page with a forced prompt and brings them back', async () => {
    const { context, page } = await charter.newPage();
    const authorizeRequest = page.waitForRequest((request) =>
      request.url().includes('/oidc/auth?'),
    );
    await page.goto('/dashboard');
    const authorize = new URL((await authorizeRequest).url());
    expect(authorize.searchParams.get('prompt')).toBe('login');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    await page.waitForURL(/\/oidc\/interaction\//);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to Charter' }).isVisible())
      .toBe(true);
    await submitLogin(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Welcome back');
    await expect.poll(() => page.getByText('Dana Demo').first().isVisible()).toBe(true);
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('req_token'),
      refresh: localStorage.getItem('refresh_token'),
      id: localStorage.getItem('id_token'),
    }));
    expect(stored.access).toMatch(/^ey/);
    expect(stored.refresh).toBeTruthy();
    expect(stored.id).toMatch(/^ey/);
    await context.close();
  });

  it('runs the signed-in dashboard and its account menu without a single CSP violation', async () => {
    const { context, page } = await charter.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await login(page);
    await page.getByRole('button', { name: /account menu/i }).click();
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Sign out' }).isVisible())
      .toBe(true);
    expect(violations).toEqual([]);
    await context.close();
  });

  it("asks for the owner's profile and statuses once each as the dashboard opens", async () => {
    const { context, page } = await charter.newPage();
    await login(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/v1\/(individual|services\/status)\//.test(pathname)) asked.push(pathname);
    });
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'EIN / Tax ID' }).isVisible())
      .toBe(true);
    await page.waitForLoadState('networkidle');
    // The early script sends both before the app's code has run; the app adopts the answers.
    expect(asked.map((path) => path.replace(/\d+$/, 'ID')).sort()).toEqual([
      '/api/v1/individual/ID',
      '/api/v1/services/status/ID',
    ]);
    // The page the server sends names the dashboard's own chunks, to download beside the entry.
    const shell = await page.request.get('/dashboard', { headers: { accept: 'text/html' } });
    expect(await shell.text()).toMatch(/<link rel="modulepreload" [^>]*dashboard-screen-/);
    await context.close();
  });

  it('opens the account menu from the keyboard and gives focus back to its button', async () => {
    const { context, page } = await charter.newPage();
    await login(page);
    // The menu's code loads when the button is focused or pressed: the first Enter opens it.
    await page.getByRole('button', { name: /account menu/i }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('menu');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Dana Demo, account menu');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Settings' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('signs a visitor with a provider session in silently on a public page', async () => {
    const { context, page } = await charter.newPage();
    await login(page);
    // The browser forgets Charter's tokens, but the identity provider still knows the owner.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/registration/page1');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('req_token')), { timeout: 15_000 })
      .toMatch(/^ey/);
    await context.close();
  });

  it('takes a signed-in owner from the root address to the dashboard', async () => {
    const { context, page } = await charter.newPage();
    await login(page);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('returns to the page the visitor asked for, query included', async () => {
    const { context, page } = await charter.newPage();
    await page.goto('/settings/security-privacy?tab=1');
    await page.waitForURL(/\/oidc\/interaction\//);
    await submitLogin(page);
    await page.waitForURL((url) => url.pathname === '/settings/security-privacy');
    expect(new URL(page.url()).search).toBe('?tab=1');
    await context.close();
  });

  it("shows 'Invalid credentials or server error' for a wrong password", async () => {
    const { context, page } = await charter.newPage();
    await page.goto('/dashboard');
    await page.waitForURL(/\/oidc\/interaction\//);
    await submitLogin(page, 'demo@charter.test', 'not-the-password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid credentials or server error');
    await expectAccessible(page, 'the sign-in page with its error');
    await context.close();
  });

  it('signs out from the user menu: the provider session ends and the tokens are gone', async () => {
    const { context, page } = await charter.newPage();
    await login(page);
    await page.getByRole('button', { name: /account menu|Dana Demo/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/registration/page1');
    const tokens = await page.evaluate(() => [
      localStorage.getItem('req_token'),
      localStorage.getItem('refresh_token'),
      localStorage.getItem('id_token'),
    ]);
    expect(tokens).toEqual([null, null, null]);
    // The provider session is gone too: a protected page asks for credentials again.
    await page.goto('/dashboard');
    await page.waitForURL(/\/oidc\/interaction\//);
    await context.close();
  });

  it('clears the tokens and reloads when the backend answers 401', async () => {
    const { context, page } = await charter.newPage();
    await login(page);
    // A token that looks valid to the browser but that the API refuses (bad signature).
    await page.evaluate(() => {
      const token = localStorage.getItem('req_token')!;
      localStorage.setItem('req_token', `${token.slice(0, token.lastIndexOf('.') + 1)}forged`);
    });
    await page.reload();
    // The app reloads on the 401 and then leaves for the sign-in page: navigations overlap, and
    // waitForURL can see one of them aborted, so the address is polled instead.
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/oidc\/interaction\//);
    await page.waitForLoadState();
    expect(await page.evaluate(() => localStorage.getItem('req_token'))).toBeNull();
    await context.close();
  });
});
