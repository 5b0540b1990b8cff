import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { FIRST_SCREEN_PRELOADS_FILE } from '../../src/domain/first-screen-preloads';
import { withModulePreloads } from './first-screen-preloads';

const SHELL =
  '<!doctype html><html><head><title>Charter</title>' +
  '<link rel="modulepreload" crossorigin href="/assets/boot-1.js"></head><body></body></html>';

/** What the build writes for /dashboard: its modules' chunks, the entry's among them. */
const PRELOADS = {
  '/dashboard': [
    'assets/require-auth-1.js',
    'assets/boot-1.js',
    'assets/dashboard-layout-1.js',
    'assets/signed-in-1.js',
    'assets/boot-1.js',
    'assets/dashboard-screen-1.js',
    'assets/signed-in-1.js',
  ],
};

describe("a page's first chunks", () => {
  it('are named in the shell before </head>, once each, skipping those it names already', () => {
    const page = withModulePreloads(SHELL, ['assets/a.js', 'assets/boot-1.js', 'assets/a.js']);
    expect(page).toBe(
      SHELL.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/a.js"></head>'),
    );
  });
});

describe('the shell of a page with known first chunks', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'charter-dist-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, FIRST_SCREEN_PRELOADS_FILE), JSON.stringify(PRELOADS));
    t = await createTestApp({ STATIC_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
  const preloads = (html: string) =>
    [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);

  it('names the gate, the layout and the screen on /dashboard, with or without a slash', async () => {
    for (const url of ['/dashboard', '/dashboard/', '/dashboard?from=menu']) {
      expect(preloads((await page(url)).body), url).toEqual([
        'assets/boot-1.js',
        'assets/require-auth-1.js',
        'assets/dashboard-layout-1.js',
        'assets/signed-in-1.js',
        'assets/dashboard-screen-1.js',
      ]);
    }
  });

  it('sends every other page the shell as built', async () => {
    for (const url of ['/formation/page1', '/business-profile', '/nowhere']) {
      expect((await page(url)).body, url).toBe(SHELL);
    }
  });

  it("does not serve the build's notes", async () => {
    const response = await t.app.inject(`/${FIRST_SCREEN_PRELOADS_FILE}`);
    expect(response.statusCode).toBe(404);
  });
});
