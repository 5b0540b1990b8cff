import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { refuseUnstorableText } from './storable-text';

describe('text no route may take', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandler(app);
    refuseUnstorableText(app);
    app.post('/echo', async (request) => ({ body: request.body, query: request.query }));
    app.post('/page', { config: { pageAnswers: true } }, async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: unknown, url = '/echo') =>
    app.inject({ method: 'POST', url, payload: payload as object });

  it('takes ordinary text, tabs and line breaks included', async () => {
    const response = await post({ note: 'Line one\n\tLine two — «Ünïcode» 🎉' });
    expect(response.statusCode).toBe(200);
    expect(response.json().body.note).toBe('Line one\n\tLine two — «Ünïcode» 🎉');
  });

  it.each([
    ['a NUL byte', { name: 'Acme\u0000' }, 'name contains a character that is not allowed'],
    ['an escape sequence', { billing: { name: 'A\u001b[2J' } }, 'billing.name contains'],
    ['a lone surrogate', { items: ['ok', 'x\ud800'] }, 'items.1 contains'],
    ['a control character in a name', { ['na\u0000me']: 'x' }, 'a character that is not allowed'],
  ])('refuses %s in the body with a 400 naming where it is', async (_kind, body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a body nested beyond any route shape', async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 20; level += 1) deep = [deep];
    const response = await post({ deep });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/deep is nested too deeply/);
  });

  it('refuses a query parameter with a control character, and escapes that are not UTF-8', async () => {
    const control = await post({}, '/echo?email=a%07b');
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toContain('The query parameter email contains');
    const broken = await post({}, '/echo?email=a%ED%A0%80b');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The address contains an escape that is not UTF-8 text');
  });

  it("leaves a page's answers to the questionnaire validator, which words it per field", async () => {
    const response = await post({ business_name: 'Acme\u0000' }, '/page');
    expect(response.statusCode).toBe(200);
  });
});
