import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('question service at /question-service (NAICS 2017)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject(`/question-service${url}`);

  it('lists the sectors (two-digit prefixes, ranges such as 31-33 spread out)', async () => {
    const response = await get('/v1/naics_sectors');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const sectors = response.json() as Array<{ code: string; code_title: string }>;
    expect(sectors).toContainEqual({
      code: '54',
      code_title: 'Professional, Scientific, and Technical Services',
    });
    expect(
      sectors
        .filter((sector) => sector.code_title === 'Manufacturing')
        .map((sector) => sector.code),
    ).toEqual(['31', '32', '33']);
  });

  it('narrows a sector to kinds of business and those to six-digit codes', async () => {
    const kinds = (await get('/v1/naics_industries?sector=54')).json() as Array<{ code: string }>;
    expect(kinds).toContainEqual({ code: '5411', code_title: 'Legal Services' });
    expect(kinds.every((kind) => /^54\d{2}$/.test(kind.code))).toBe(true);
    const codes = (await get('/v1/naics_codes?industry=5411')).json();
    expect(codes).toContainEqual({ code: '541110', code_title: 'Offices of Lawyers' });
    expect(codes).toContainEqual({
      code: '541191',
      code_title: 'Title Abstract and Settlement Offices',
    });
  });

  it('searches industry keywords for the licence flow', async () => {
    const keywords = (await get('/v1/all_naics_codes?search=lawyers')).json();
    expect(keywords).toContainEqual({ 'Keyword ID': '541110', Keyword: 'Offices of Lawyers' });
    expect((await get('/v1/all_naics_codes?limit=5')).json()).toHaveLength(5);
  });

  it('refuses malformed lookups', async () => {
    expect((await get('/v1/naics_industries?sector=5')).statusCode).toBe(400);
    expect((await get('/v1/naics_codes')).statusCode).toBe(400);
    expect((await get('/v1/nothing')).statusCode).toBe(404);
  });
});
