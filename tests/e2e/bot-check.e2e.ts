import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journey } from './fixtures';
import { expectHeading } from './questionnaire-helpers';

const SOLVED_TOKEN = 'solved-by-a-person';

/**
 * Google's reCAPTCHA script as the page receives it, reduced to what Charter calls: `render`
 * draws an "I'm not a robot" button whose press hands over a token. Google is out of reach
 * from this machine; everything on Charter's side (page, server, verification call) is real.
 */
const GOOGLE_SCRIPT = `
window.grecaptcha = {
  ready(callback) { callback(); },
  execute() { return Promise.resolve('v3-token'); },
  render(container, parameters) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = "I'm not a robot";
    button.onclick = () => parameters.callback(${JSON.stringify(SOLVED_TOKEN)});
    container.append(button);
    return 0;
  },
};`;

const GOOGLE_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js*';

describe('the stronger bot check (reCAPTCHA v2) before a registration', () => {
  // Stands in for Google's siteverify: the server posts every token it must check here.
  let siteverify: Server;
  const verified: string[] = [];
  beforeAll(async () => {
    siteverify = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const token = new URLSearchParams(body).get('response') ?? '';
        verified.push(token);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: token === SOLVED_TOKEN }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => siteverify.close(() => resolve())));

  const charter = journey(() => ({
    RECAPTCHA_SECRET_KEY: 'test-secret',
    RECAPTCHA_SITE_KEY_V2: 'test-site-key-v2',
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`,
  }));

  async function withGoogle(context: BrowserContext, reachable: boolean): Promise<void> {
    await context.route(GOOGLE_SCRIPT_URL, (route) =>
      reachable
        ? route.fulfill({ contentType: 'application/javascript', body: GOOGLE_SCRIPT })
        : route.abort('internetdisconnected'),
    );
  }

  it('asks for the challenge when the server requires it, and starts the registration once it is solved', async () => {
    const { context, page } = await charter.newPage();
    await withGoogle(context, true);
    await page.goto('/registration/page1');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Please confirm you are not a robot' }).count())
      .toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('charter:recaptcha-require-v2'))).toBe(
      'true',
    );

    await page.getByRole('button', { name: "I'm not a robot" }).click();
    await expectHeading(page, 'Business information');
    await page.getByRole('combobox', { name: 'State of formation' }).waitFor();
    expect(verified).toContain(SOLVED_TOKEN);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'sessionId')?.value).toMatch(/^[0-9a-f-]{36}$/);
    await context.close();
  });

  it("says 'reCAPTCHA not loaded' when Google's script cannot be loaded", async () => {
    const { context, page } = await charter.newPage();
    await withGoogle(context, false);
    await page.goto('/registration/page1');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'reCAPTCHA not loaded' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await context.close();
  });
});
