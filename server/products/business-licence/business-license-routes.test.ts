import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner, signedInOwner, type SignedInOwner } from '../../test-support/owners';
import { createTestApp, type TestApp } from '../../test-support/test-app';

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
