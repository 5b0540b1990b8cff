import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { MULTI_LINE_KEYWORD, multiLineText, refuseUnstorableText } from './storable-text';

describe('text no route may take', () => {
  const app = Fastify({ ajv: { customOptions: { keywords: [MULTI_LINE_KEYWORD] } } });
  beforeAll(async () => {
    registerErrorHandler(app);
    refuseUnstorableText(app);
    app.post('/echo', async (request) => ({ body: request.body, query: request.query }));
    app.post('/page', { config: { pageAnswers: true } }, async (request) => request.body);
    // Multi-line text where the schema says so: a property, list items, one variant of two.
    const note = multiLineText({ maxLength: 200 });
    app.post(
      '/notes/:id',
      {
        schema: {
          body: {
            type: 'object',
            properties: {
              note,
              title: { type: 'string' },
              items: { type: 'array', items: { type: 'object', properties: { note } } },
              either: { oneOf: [{ type: 'integer' }, note] },
            },
          },
        },
      },
      async (request) => request.body,
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: unknown, url = '/echo') =>
    app.inject({ method: 'POST', url, payload: payload as object });

  it('takes ordinary text', async () => {
    const response = await post({ note: 'Line one — «Ünïcode» 🎉' });
    expect(response.statusCode).toBe(200);
    expect(response.json().body.note).toBe('Line one — «Ünïcode» 🎉');
  });

  it.each([
    ['a line feed', 'Ann\nLee'],
    ['a carriage return and line feed', 'Ann\r\nLee'],
    ['a carriage return', 'Ann\rLee'],
    ['a tab', 'Ann\tLee'],
  ])('refuses %s in single-line text, naming the property', async (_kind, name) => {
    const response = await post({ billing_details: { name } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'billing_details.name must be on one line: line breaks and tabs are not allowed',
    );
  });

  it.each([
    ['a C1 control (NEL)', 'Ann\u0085Lee'],
    ['a line separator', 'Ann\u2028Lee'],
    ['a paragraph separator', 'Ann\u2029Lee'],
  ])('refuses %s in any text', async (_kind, text) => {
    for (const body of [{ title: text }, { note: text }]) {
      const response = await post(body, '/notes/1');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('contains a character that is not allowed');
    }
  });

  it('keeps line breaks and tabs where the schema declares the text multi-line', async () => {
    const text = 'Line one\r\n\tLine two';
    const body = { note: text, items: [{ note: text }], either: text };
    const response = await post(body, '/notes/1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(body);

    const title = await post({ title: text, note: text }, '/notes/1');
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toBe(
      'title must be on one line: line breaks and tabs are not allowed',
    );
    const nul = await post({ note: 'Line\u0000one' }, '/notes/1');
    expect(nul.statusCode).toBe(400);
  });

  it('refuses a line break in an address parameter, whatever the body schema says', async () => {
    const query = await post({}, '/notes/1?note=a%0Ab');
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(
      'The query parameter note must be on one line: line breaks and tabs are not allowed',
    );
    const path = await post({}, '/notes/a%0D%0Ab');
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toBe(
      'The path parameter id must be on one line: line breaks and tabs are not allowed',
    );
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
