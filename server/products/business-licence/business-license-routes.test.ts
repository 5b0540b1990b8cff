import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { ownerFormedInState, TEXAS, type FormationPlace } from '../../test-support/formed-in-state';
import { asOwner, signedInOwner, type SignedInOwner } from '../../test-support/owners';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('GET /v1/business_licenses/industry_codes', () => {
  let t: TestApp;
  let owner: SignedInOwner;
  const codes = (query = '') =>
    asOwner(t, owner)(`/api/v1/business_licenses/industry_codes${query}`);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInOwner(t, 'keywords');
  });
  afterAll(() => t.close());

  it('answers every keyword, NAICS titles and the names owners use, to search in the browser', async () => {
    const response = await codes();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    const keywords = response.json() as { 'Keyword ID': string; Keyword: string; naics: string }[];
    expect(keywords.length).toBeGreaterThanOrEqual(2000);
    expect(keywords).toContainEqual({
      'Keyword ID': '722330',
      Keyword: 'Mobile Food Services',
      naics: '722330',
    });
    expect(keywords).toContainEqual({
      'Keyword ID': 'c-food-truck',
      Keyword: 'Food truck',
      naics: '722330',
    });
    expect(keywords.every((keyword) => !keyword['Keyword ID'].includes(':'))).toBe(true);
  });

  it('answers the keywords of one code, to preselect the formation’s business class', async () => {
    const response = await codes('?naics=722330');
    expect(response.statusCode).toBe(200);
    const keywords = response.json() as { naics: string; Keyword: string }[];
    expect(keywords[0]).toEqual({
      'Keyword ID': '722330',
      Keyword: 'Mobile Food Services',
      naics: '722330',
    });
    expect(keywords.every(({ naics }) => naics === '722330')).toBe(true);
    expect((await codes('?naics=999999')).json()).toEqual([]);
    expect((await codes('?naics=7223')).statusCode).toBe(400);
  });
});

describe('GET /v1/business_licenses/industry_activity', () => {
  let t: TestApp;
  let owner: SignedInOwner;
  const activities = (code: string) =>
    asOwner(t, owner)(`/api/v1/business_licenses/industry_activity?industry_code=${code}`);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInOwner(t, 'licence');
  });
  afterAll(() => t.close());

  it('answers the activities a restaurant may carry out', async () => {
    const response = await activities('722511');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { IndustryActivityId: 'sells_alcohol', DisplayName: 'Serves or sells alcoholic drinks' },
      { IndustryActivityId: 'food', DisplayName: 'Prepares, serves or sells food' },
    ]);
  });

  it('answers none for an industry without licensed activities', async () => {
    const response = await activities('511210');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a code that is not six digits, with a message', async () => {
    for (const code of ['72251', 'abcdef', '722511%27%20OR%201=1']) {
      const response = await activities(code);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/industry_code/);
    }
    const missing = await asOwner(t, owner)('/api/v1/business_licenses/industry_activity');
    expect(missing.statusCode).toBe(400);
  });

  it('asks for the owner’s token', async () => {
    const response = await t.app.inject({
      url: '/api/v1/business_licenses/industry_activity?industry_code=722511',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET and POST /v1/business_licenses/teaser', () => {
  let t: TestApp;
  const SPOKANE: FormationPlace = {
    state: 'Washington',
    code: 'wa',
    city: 'Spokane',
    zip: '99201',
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('counts the licences that may apply to a typical Texas business, and the levels to ask about', async () => {
    const owner = await ownerFormedInState(t, 'austin', {
      businessName: 'Bluebonnet Bikes',
      place: TEXAS,
    });
    const query = `business_id=${owner.businessId}&state=tx&country=US`;
    const response = await asOwner(t, owner)(`/api/v1/business_licenses/teaser?${query}`);
    expect(response.statusCode).toBe(200);
    // Texas has no general state licence: its sales-tax permit and unemployment-tax account.
    expect(response.json()).toEqual({
      business_id: owner.businessId,
      state: 'TX',
      may_apply: 2,
      levels: [{ level: 'state', may_apply: 2 }],
      to_ask: ['federal', 'county', 'city'],
    });
    const posted = await asOwner(t, owner)('/api/v1/business_licenses/teaser', {
      method: 'POST',
      payload: { business_id: owner.businessId, state: 'TX', country: 'US' },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual(response.json());
  });

  it('counts the city’s licence where Charter has its rules', async () => {
    const owner = await ownerFormedInState(t, 'spokane', {
      businessName: 'Lilac Loaves',
      place: SPOKANE,
    });
    const response = await asOwner(t, owner)('/api/v1/business_licenses/teaser', {
      method: 'POST',
      payload: { business_id: owner.businessId, state: 'WA', country: 'USA' },
    });
    expect(response.statusCode).toBe(200);
    const teaser = response.json();
    expect(teaser.levels).toContainEqual({ level: 'city', may_apply: 1 });
    expect(teaser.to_ask).toEqual(['federal', 'county']);
  });

  it('refuses another owner’s business as a missing one, an unknown state and a foreign country', async () => {
    const owner = await ownerFormedInState(t, 'owner', {
      businessName: 'Pecan Paddles',
      place: TEXAS,
    });
    const other = await signedInOwner(t, 'other');
    const asked = (who: SignedInOwner, query: string) =>
      asOwner(t, who)(`/api/v1/business_licenses/teaser?${query}`);
    const theirs = await asked(other, `business_id=${owner.businessId}&state=TX&country=US`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('You have no business with this business_id');
    const unknown = await asked(owner, `business_id=${owner.businessId}&state=ZZ&country=US`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('state must be the two-letter code of a US state or DC');
    for (const query of [
      `business_id=${owner.businessId}&state=TX&country=CA`,
      `business_id=abc&state=TX&country=US`,
      `state=TX&country=US`,
    ]) {
      expect((await asked(owner, query)).statusCode).toBe(400);
    }
  });
});
