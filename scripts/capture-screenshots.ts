/**
 * Captures the install prompt's screenshots from the real app (npm run screenshots, after
 * npm run build): starts the server on an empty data folder (so it seeds both demo owners),
 * signs in as the formed demo owner with Debian Chromium and captures the dashboard at each
 * size the web manifest states (src/boot/web-manifest.ts), then shrinks each PNG with pngquant
 * when it is installed (apt-get install pngquant). The PNGs are committed; rerun after changing
 * the dashboard's look.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { readConfig } from '../server/config';
import { SCREENSHOTS, SCREENSHOTS_FOLDER } from '../src/boot/web-manifest';
import { DASHBOARD_PATH } from '../src/domain/services/service-paths';
import { startCharter } from '../tests/e2e/charter-server';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium';

const folder = join('public', SCREENSHOTS_FOLDER);
const owner = readConfig({ DEMO_OWNER: 'true' }).formedDemoOwner!;

/** Shrinks a PNG in place to a 256-colour palette (the dashboard's flat colours survive it). */
function shrink(file: string): void {
  try {
    execFileSync('pngquant', ['--quality=70-95', '--strip', '--force', '--output', file, file]);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (!missing) throw error;
    console.warn(`pngquant is not installed: ${file} is kept as Chromium wrote it`);
  }
}

mkdirSync(folder, { recursive: true });
const server = await startCharter();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const shot of SCREENSHOTS) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      isMobile: shot.form_factor === 'narrow',
      hasTouch: shot.form_factor === 'narrow',
    });
    const page = await context.newPage();
    await page.goto(DASHBOARD_PATH);
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === DASHBOARD_PATH);
    // Settled: the services' statuses and deadlines are in, no skeleton or spinner left.
    await page.waitForLoadState('networkidle');
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    const file = join(folder, shot.file);
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    shrink(file);
    console.log(`${file}: ${Math.round(statSync(file).size / 1024)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
