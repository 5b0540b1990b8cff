import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUsState } from '../../src/domain/us-states';
import { businesses } from '../db/schema';
import { REGISTERED_BUSINESSES, seedRegisteredBusinesses } from '../db/seed-registered-businesses';
import { BusinessService } from '../services/businesses';
import { formationFiling } from '../services/formation-filing';
import { validFormationAnswers } from '../test-support/formation-answers';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { passwordGrant } from '../test-support/tokens';

describe('name availability at POST /api/v1/business/namecheck', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let ownerId: number;
  let ownBusinessId: number;

  beforeAll(async () => {
    t = await createTestApp();
    // Twice, as every start does: the second run must add nothing.
    await seedRegisteredBusinesses(t.database.db);
    await seedRegisteredBusinesses(t.database.db);
    ownerId = (await t.app.services.accounts.create({
      email: 'namecheck@example.com',
      password: 'Namecheck-owner-1!',
    }))!.id;
    await t.app.services.accounts.create({
      email: 'other-namecheck@example.com',
      password: 'Other-owner-1!',
    });
    token = (await passwordGrant(t.app, 'namecheck@example.com', 'Namecheck-owner-1!')).body
      .access_token!;
    otherToken = (await passwordGrant(t.app, 'other-namecheck@example.com', 'Other-owner-1!')).body
      .access_token!;
    const filed = await new BusinessService(t.database.db).submitFormation(
      ownerId,
      formationFiling(validFormationAnswers, findUsState('TX')!),
    );
    if (filed.kind !== 'submitted') throw new Error('the owner’s business was not filed');
    ownBusinessId = filed.business.id;
  });
  afterAll(() => t.close());

  // No Idempotency-Key on purpose: the check is a question, not a change.
  const check = (body: object, bearer: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/business/namecheck',
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      payload: body,
    });

  it('seeds each registered business once', async () => {
    const seeded = await t.database.db
      .select()
      .from(businesses)
      .where(isNull(businesses.individualId));
    expect(seeded).toHaveLength(REGISTERED_BUSINESSES.length);
  });

  it('finds every seeded name in its state', async () => {
    for (const business of REGISTERED_BUSINESSES) {
      const response = await check({
        business_name: business.businessName,
        state: business.stateCode,
        country: 'US',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid_name: 'FOUND',
        business_name: business.businessName,
        state: business.stateCode,
      });
    }
  });

  it('treats case, whitespace and a trailing identifier as the same name', async () => {
    for (const name of [
      'lone star coffee',
      '  LONE   Star  Coffee ',
      'Lone Star Coffee, LLC',
      'Lone Star Coffee L.L.C.',
      'Lone Star Coffee limited liability company',
      'Lone Star Coffee INC.',
    ]) {
      const response = await check({ business_name: name, state: 'TX' });
      expect(response.json().valid_name, name).toBe('FOUND');
    }
  });

  it('accepts a full state name and answers with its abbreviation', async () => {
    const response = await check({ business_name: 'Lone Star Coffee', state: 'texas' });
    expect(response.json()).toEqual({
      valid_name: 'FOUND',
      business_name: 'Lone Star Coffee',
      state: 'TX',
    });
  });

  it('answers NOT_FOUND for a free name or the same name in another state', async () => {
    expect((await check({ business_name: 'Lone Star Coffee House', state: 'TX' })).json()).toEqual({
      valid_name: 'NOT_FOUND',
      business_name: 'Lone Star Coffee House',
      state: 'TX',
    });
    expect(
      (await check({ business_name: 'Lone Star Coffee', state: 'Oklahoma' })).json().valid_name,
    ).toBe('NOT_FOUND');
  });

  it("does not count the owner's own business, only when it is theirs", async () => {
    const name = { business_name: 'Bluebonnet Bikes LLC', state: 'TX' };
    expect((await check(name)).json().valid_name).toBe('FOUND');
    expect((await check({ ...name, business_id: ownBusinessId })).json().valid_name).toBe(
      'NOT_FOUND',
    );
    expect(
      (await check({ ...name, business_id: ownBusinessId }, otherToken)).json().valid_name,
    ).toBe('FOUND');
    const [seeded] = await t.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.nameKey, 'lone star coffee'));
    expect(
      (
        await check({ business_name: 'Lone Star Coffee', state: 'TX', business_id: seeded!.id })
      ).json().valid_name,
    ).toBe('FOUND');
  });

  it('frees the name of a rejected filing', async () => {
    await t.database.db
      .update(businesses)
      .set({ status: 'REJECTED' })
      .where(eq(businesses.id, ownBusinessId));
    expect(
      (await check({ business_name: 'Bluebonnet Bikes', state: 'TX' }, otherToken)).json()
        .valid_name,
    ).toBe('NOT_FOUND');
  });

  it('answers 400 for a blank name, an unknown state or another country', async () => {
    const blank = await check({ business_name: '   ', state: 'TX' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Business name is required' });
    const unknown = await check({ business_name: 'Lone Star Coffee', state: 'XX' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'State must be a US state' });
    expect((await check({ business_name: 'Lone Star Coffee' })).statusCode).toBe(400);
    expect(
      (await check({ business_name: 'Lone Star Coffee', state: 'TX', country: 'CA' })).statusCode,
    ).toBe(400);
  });

  it('requires a bearer token', async () => {
    const response = await check({ business_name: 'Lone Star Coffee', state: 'TX' }, null);
    expect(response.statusCode).toBe(401);
  });
});
