import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { chunkFilesOf, withModulePreloads } from './first-screen-preloads';

const SHELL =
  '<!doctype html><html><head><title>Charter</title>' +
  '<link rel="modulepreload" crossorigin href="/assets/boot-1.js"></head><body></body></html>';

/** A build manifest shaped like Vite's: the dashboard's modules and the chunks they import. */
const MANIFEST = {
  'index.html': { file: 'assets/main-1.js', imports: ['_boot-1.js'] },
  '_boot-1.js': { file: 'assets/boot-1.js' },
  '_signed-in-1.js': { file: 'assets/signed-in-1.js', imports: ['_boot-1.js'] },
  'src/features/auth/components/require-auth.tsx': {
    file: 'assets/require-auth-1.js',
    imports: ['_boot-1.js'],
  },
  'src/app/layouts/dashboard-layout.tsx': {
    file: 'assets/dashboard-layout-1.js',
    imports: ['_signed-in-1.js'],
  },
  'src/app/dashboard-screen.tsx': {
    file: 'assets/dashboard-screen-1.js',
    imports: ['_signed-in-1.js', '_boot-1.js'],
  },
};

describe("a page's first chunks", () => {
  it('are its own and every chunk it imports, however deep, once each', () => {
    expect(chunkFilesOf(MANIFEST, 'src/app/dashboard-screen.tsx')).toEqual([
      'assets/dashboard-screen-1.js',
      'assets/signed-in-1.js',
      'assets/boot-1.js',
    ]);
  });

  it('stop the server at start when the build does not know a module', () => {
    expect(() => chunkFilesOf(MANIFEST, 'src/app/renamed.tsx')).toThrow(
      'The build manifest has no module src/app/renamed.tsx',
    );
  });

  it('are named in the shell before </head>, skipping those it names already', () => {
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
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
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
    for (const url of ['/registration/page1', '/business-profile', '/nowhere']) {
      expect((await page(url)).body, url).toBe(SHELL);
    }
  });

  it('does not serve the build manifest', async () => {
    const response = await t.app.inject('/.vite/manifest.json');
    expect(response.statusCode).toBe(404);
  });
});
