import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { checkedContext, ScreenChecks } from './accessibility';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, startCharter, type RunningServer } from './charter-server';
import { journeyDataTemplate } from './data-template';
import { FailureWitness } from './failure-witness';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

/** 1280×800, or E2E_VIEWPORT (e.g. 360x740) to run the journeys at a phone's width. */
function journeyViewport(): { width: number; height: number } {
  const [width, height] = (process.env.E2E_VIEWPORT ?? '1280x800').split('x').map(Number);
  return { width: width || 1280, height: height || 800 };
}

/**
 * A fresh browser profile per test: nothing leaks between journeys. Its pages run axe on each
 * screen they visit (accessibility.ts), once per screen for all pages sharing `checks`, and
 * are watched by `witness`.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  checks: ScreenChecks,
  witness: FailureWitness,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await browser.newContext({ baseURL, viewport: journeyViewport() });
  witness.watch(opened);
  const { context } = checkedContext(opened, checks);
  return { context, page: await context.newPage() };
}

/**
 * A page in a persistent profile (not incognito), for what Chromium only reports there, such
 * as installability. `close` shuts the browser and removes the profile.
 */
export async function newPersistentPage(
  baseURL: string,
  checks: ScreenChecks,
  witness: FailureWitness,
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'charter-profile-'));
  const opened = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
  });
  witness.watch(opened);
  const { context, wrap } = checkedContext(opened, checks);
  const first = context.pages()[0];
  const page = first ? wrap(first) : await context.newPage();
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  return { context, page, close };
}

/** Signs in on Charter's identity-provider page, which the page must be showing. */
export async function submitLogin(
  page: Page,
  email = DEMO_EMAIL,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a protected page and signs in (the demo owner unless told); resolves back on it. */
export async function login(
  page: Page,
  path = '/dashboard',
  email = DEMO_EMAIL,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(path);
  await page.waitForURL(/\/oidc\/interaction\//);
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Registers the server and browser a describe block's journeys share: started before its
 * tests, stopped (gracefully) after them. `env` is read when the server starts. Each block's
 * server has a database of its own, started from the run's data template (data-template.ts).
 */
export function journey(env: () => Record<string, string> = () => ({})) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const checks = new ScreenChecks();
  const witness = new FailureWitness();
  beforeAll(async () => {
    server = await startCharter(env(), await journeyDataTemplate());
    browser = await launchChromium();
  });
  beforeEach(({ task, onTestFailed }) => {
    witness.reset();
    onTestFailed(() => witness.report(task.name));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get url(): string {
      if (!server) throw new Error('journey used outside its tests');
      return server.url;
    },
    /** The server's DATA_DIR: its mail folder is DATA_DIR/mail (tests/support/mail-folder.ts). */
    get dataDir(): string {
      if (!server) throw new Error('journey used outside its tests');
      return server.dataDir;
    },
    /** Runs `npm run ops -- <args>` against the journey's server. */
    ops(...args: string[]): Promise<string> {
      if (!server) throw new Error('journey used outside its tests');
      return server.ops(...args);
    },
    /** A page in a fresh browser context at the server's origin, checked by axe. */
    newPage(): Promise<{ context: BrowserContext; page: Page }> {
      if (!server || !browser) throw new Error('journey used outside its tests');
      return newPage(browser, server.url, checks, witness);
    },
    /** A page in a persistent profile (newPersistentPage), checked by axe. */
    newPersistentPage(): Promise<{
      context: BrowserContext;
      page: Page;
      close: () => Promise<void>;
    }> {
      if (!server) throw new Error('journey used outside its tests');
      return newPersistentPage(server.url, checks, witness);
    },
  };
}
