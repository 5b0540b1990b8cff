import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_DEFAULTS, FORMED_DEMO_OWNER_DEFAULTS, readConfig } from '../../server/config';
import { paymentsSandboxSecretKey } from '../../server/services/server-secrets';
import {
  createTestApp,
  openTestDatabase,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../../server/test-support/test-app';

/** Runs `server/index.ts` as `npm start` does until it says it runs; returns what it printed. */
async function startupOutput(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charter-edge-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 80_000;
    while (!output.includes('Charter is running')) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return output;
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * oidc-provider adds to script-src the hash of the one inline script it writes itself (the
 * form that posts a response back): the rest of the policy is the app's.
 */
const withoutProviderScriptHash = (value: unknown) =>
  String(value).replace(/(script-src[^;]*?) 'sha256-[\w+/=]+'/, '$1');

describe('secrets and defaults a deployment can live with', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  describe('what a first start prints (one start, read by each test)', () => {
    const password = 'Private-demo-Pass-1!';
    let output = '';
    beforeAll(async () => {
      output = await startupOutput({
        DEMO_OWNER_PASSWORD: password,
        LOG_LEVEL: 'info',
        METRICS_PORT: '0',
      });
    }, 90_000);

    it('never prints the demo owner’s password', () => {
      expect(output).toContain(DEMO_OWNER_DEFAULTS.email);
      // The formed demo owner signs in with it as it is seeded: never logged either.
      expect(output).toContain(FORMED_DEMO_OWNER_DEFAULTS.email);
      expect(output).not.toContain(password);
    });

    it('prints the metrics port it listens on: the one the system picked for METRICS_PORT=0', () => {
      const port = Number(/Metrics: port (\d+) /.exec(output)?.[1]);
      expect(port).toBeGreaterThan(0);
    });
  });

  it('seeds the demo owners by default only when PUBLIC_URL is this machine', () => {
    expect(readConfig({}).demoOwner).not.toBeNull();
    expect(readConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).demoOwner).not.toBeNull();
    expect(readConfig({ PUBLIC_URL: 'http://[::1]:8080' }).demoOwner).not.toBeNull();
    expect(readConfig({ PUBLIC_URL: 'https://charter.example' }).demoOwner).toBeNull();
    expect(readConfig({ PUBLIC_URL: 'http://localhost.evil.example' }).demoOwner).toBeNull();
    expect(
      readConfig({ PUBLIC_URL: 'https://charter.example', DEMO_OWNER: 'true' }).demoOwner,
    ).not.toBeNull();
    expect(readConfig({ DEMO_OWNER: 'false' }).demoOwner).toBeNull();
    // The formed demo owner follows the same switch.
    expect(readConfig({}).formedDemoOwner).not.toBeNull();
    expect(readConfig({ PUBLIC_URL: 'https://charter.example' }).formedDemoOwner).toBeNull();
    expect(readConfig({ DEMO_OWNER: 'false' }).formedDemoOwner).toBeNull();
  });

  it('the payments sandbox makes its own secret key at first start and keeps it', async () => {
    const database = await openTestDatabase();
    const customers = (app: TestApp['app'], key: string) =>
      app.inject({
        method: 'POST',
        url: '/payments/v1/customers',
        headers: { authorization: `Bearer ${key}` },
        payload: {},
      });
    try {
      const first = await createTestApp({ PAYMENTS_SECRET_KEY: '' }, database);
      const key = await paymentsSandboxSecretKey(database.db);
      expect(key).toMatch(/^sk_test_[\w-]{32}$/);
      expect((await customers(first.app, 'sk_test_charter_sandbox')).statusCode).toBe(401);
      expect((await customers(first.app, key)).statusCode).toBe(200);
      await first.app.close();
      const second = await createTestApp({ PAYMENTS_SECRET_KEY: '' }, database);
      expect((await customers(second.app, key)).statusCode).toBe(200);
      await second.app.close();
    } finally {
      await database.drop();
    }
    // Configured, the key is used as given; a real provider without one is refused at start.
    expect(readConfig({ PAYMENTS_SECRET_KEY: 'sk_live_given' }).payments.secretKey).toBe(
      'sk_live_given',
    );
    expect(() => readConfig({ PAYMENTS_BASE_URL: 'https://api.example' })).toThrow(
      /PAYMENTS_SECRET_KEY/,
    );
  });

  it('signs with Charter’s own service unless told otherwise, and refuses an unknown provider at start', () => {
    expect(readConfig({}).signing.provider).toBe('local');
    expect(readConfig({ SIGNING_PROVIDER: 'local' }).signing.provider).toBe('local');
    expect(() => readConfig({ SIGNING_PROVIDER: 'docusing' })).toThrow(
      'SIGNING_PROVIDER must be one of: local; not "docusing".',
    );
  });

  it('/oidc answers carry the same security headers as the rest of the app', async () => {
    t = await createTestApp();
    const app = await t.app.inject('/config.json');
    const security = [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ];
    for (const url of [
      '/oidc/.well-known/openid-configuration',
      '/oidc/jwks',
      '/oidc/session/end',
    ]) {
      const response = await t.app.inject(url);
      for (const header of security) {
        expect(withoutProviderScriptHash(response.headers[header]), `${url} ${header}`).toBe(
          app.headers[header],
        );
      }
    }
  });

  for (const trustProxy of ['', '1']) {
    it(`the issuer's URLs follow PUBLIC_URL, not Host or X-Forwarded-Host (TRUST_PROXY=${trustProxy || 'unset'})`, async () => {
      t = await createTestApp({ TRUST_PROXY: trustProxy });
      const response = await t.app.inject({
        url: '/oidc/.well-known/openid-configuration',
        headers: {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      });
      expect(response.statusCode).toBe(200);
      const discovery = response.json() as Record<string, unknown>;
      expect(discovery.issuer).toBe(`${TEST_PUBLIC_URL}/oidc`);
      for (const name of [
        'authorization_endpoint',
        'token_endpoint',
        'jwks_uri',
        'end_session_endpoint',
      ]) {
        expect(String(discovery[name]).startsWith(`${TEST_PUBLIC_URL}/oidc/`), name).toBe(true);
      }
      expect(response.body).not.toContain('evil.example');
    });
  }
});
