import { STATE_DATA_CREDIT } from '../../src/domain/state-facts/dataset-credit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateFacts } from '../../src/domain/state-facts/state-facts';
import { stateFacts } from '../state-data/state-facts';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('GET /api/v1/states/{state}/facts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (state: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/states/${state}/facts` });

  it('answers a visitor without a token, cacheably, with the state’s sourced fees', async () => {
    const response = await get('CA');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const facts = response.json() as StateFacts;
    expect(facts).toMatchObject({
      state: 'CA',
      state_name: 'California',
      formation_fee: {
        cents: 70_00,
        source_url: expect.stringContaining('sos.ca.gov'),
        last_verified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      standard_filing: {
        business_days: { min: 5, max: 10 },
        published: { queue_as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      },
      rapid_filing: {
        offered: true,
        business_days: 1,
        tier_name: '24-Hour Filing Service (Class C)',
        state_fee: { cents: 350_00 },
        charter_fee_cents: 50_00,
        fee_note: null,
      },
      service_fees: {
        LLC_ANNUAL_REPORT: { status: 'sourced', cents: 20_00 },
        LLC_AMENDMENT: { status: 'unknown' },
        CERT_GOOD_STANDING: { status: 'unknown' },
      },
      credit: STATE_DATA_CREDIT,
    });
    expect(facts.naming?.designator_rule).toBeTruthy();
    expect(facts.entity_search?.url).toMatch(/^https:\/\//);
  });

  it('serves the state’s deadline rules whole, as the state data builds them', async () => {
    for (const code of ['CA', 'CO', 'VT', 'OH', 'AK', 'MI', 'AL']) {
      const facts = (await get(code)).json() as StateFacts;
      expect(facts.compliance, code).toEqual(stateFacts(code)!.compliance);
    }
  });

  it('takes the code in either case', async () => {
    expect((await get('tx')).json()).toEqual((await get('TX')).json());
  });

  it('says why a state sells no rapid filing, and where its time is not published', async () => {
    const florida = (await get('FL')).json() as StateFacts;
    expect(florida.rapid_filing).toEqual({
      offered: false,
      reason: 'Florida does not offer expedited filing.',
      source_url: expect.stringMatching(/^https:\/\//),
    });
    const texas = (await get('TX')).json() as StateFacts;
    expect(texas.standard_filing).toEqual({ business_days: { min: 5, max: 10 }, published: null });
  });

  it('answers 404 with a message for a code that is no state', async () => {
    const response = await get('ZZ');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No US state or DC has the code ZZ' });
  });

  it('refuses a malformed code', async () => {
    expect((await get('Texas')).statusCode).toBe(400);
  });
});
