import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const SHELL = '<!doctype html><title>Charter shell</title>';

describe('serving the built PWA', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'charter-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'auth'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(
      join(dist, 'auth', 'silent-callback.html'),
      '<!doctype html><title>silent</title>',
    );
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    t = await createTestApp({ STATIC_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

  it('answers every client route with the shell, the root included', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/registration/page1?tiers=GROWTH',
      '/auth',
      '/assets/',
      '/nowhere',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year and the rest revalidated', async () => {
    const asset = await t.app.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await t.app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const silent = await page('/auth/silent-callback.html?code=abc');
    expect(silent.body).toContain('silent');
  });

  it('never answers a service path or a missing file with the shell', async () => {
    expect((await page('/api/nothing')).statusCode).toBe(401);
    expect((await page('/checkout/nothing')).statusCode).toBe(404);
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await page('/docs/nothing')).statusCode).toBe(404);
  });

  it('leaves /docs to Swagger UI', async () => {
    const docs = await page('/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
  });
});
