import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journey } from './fixtures';

/** Resolves once the service worker controls nothing yet but is active and has warmed its caches. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

describe('installable, offline-capable PWA', () => {
  const charter = journey();

  it('opens the root address: a visitor lands on the start of registration', async () => {
    const { context, page } = await charter.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/registration/page1');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Business information');
    await context.close();
  });

  it('shows the 404 page with its copy for an unknown path, and the button leads home', async () => {
    const { context, page } = await charter.newPage();
    await page.goto('/nowhere');
    await page.waitForURL((url) => url.pathname === '/not-found');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('You have found a secret place.');
    await page.getByRole('link', { name: 'Take me back to home page' }).click();
    // Signed out, home is the start of registration.
    await page.waitForURL((url) => url.pathname === '/registration/page1');
    await context.close();
  });

  it('opens with the network off after one visit, showing its shell and a clear offline state', async () => {
    const { context, page } = await charter.newPage();
    await page.goto('/registration/page1');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Business information');
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Business information');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: "You're offline." }).isVisible())
      .toBe(true);

    // Any client route opens offline, not only the one visited.
    await page.goto('/registration/page3');
    await expect.poll(() => page.getByText('Expert review').first().isVisible()).toBe(true);
    await context.close();
  });

  it('is reported installable by Chromium', async () => {
    // Installability needs a real (non-incognito) profile.
    const { context, page, close } = await charter.newPersistentPage();
    await page.goto('/registration/page1');
    await serviceWorkerReady(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${charter.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    await close();
  });
});

describe('a new version after a deploy', () => {
  // A private copy of the build, so this test can "deploy" a new service worker.
  let staticDir = '';
  const charter = journey(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'charter-dist-'));
    cpSync('dist', staticDir, { recursive: true });
    return { STATIC_DIR: staticDir };
  });
  afterAll(() => {
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
  });

  it("offers 'Reload to update' and never reloads by itself", async () => {
    const { context, page } = await charter.newPage();
    await page.goto('/registration/page1');
    await serviceWorkerReady(page);
    // A returning visitor: the page is controlled by the installed worker.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));

    appendFileSync(join(staticDir, 'sw.js'), '\n// deployed again\n');
    rmSync(join(staticDir, 'sw.js.br'), { force: true });
    rmSync(join(staticDir, 'sw.js.gz'), { force: true });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const reload = page.getByRole('button', { name: 'Reload to update' });
    await expect.poll(() => reload.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { untouched?: boolean }).untouched),
    ).toBe(true);

    await Promise.all([page.waitForEvent('load'), reload.click()]);
    expect(
      await page.evaluate(() => (window as unknown as { untouched?: boolean }).untouched),
    ).toBeUndefined();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Business information');
    await expect.poll(() => reload.isVisible()).toBe(false);
    await context.close();
  });
});
