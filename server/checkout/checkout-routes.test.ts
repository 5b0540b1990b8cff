import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargedServiceFees } from '../../src/domain/services/service-state-fees';
import { US_STATES } from '../../src/domain/us-states';
import { STATE_FACTS } from '../state-data/state-facts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { PackageResponse } from './package-list';
import type { ProductResponse } from './product-list';
import { seedCheckoutCatalogue } from './seed-catalogue';

const DAY = 86_400;
/** The states that sell an expedite Charter can promise in one business day. */
const rapidStates = [...STATE_FACTS.values()]
  .filter((facts) => facts.rapid_filing.offered)
  .map((facts) => facts.state);

describe('checkout catalogue at /checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  // Never a bearer token: the registration checkout prices products before any account exists.
  const get = (url: string) => t.app.inject(`/checkout${url}`);
  const products = async (query: string) => {
    const response = await get(`/v1/dashboard_product/list${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { products: ProductResponse[] }).products;
  };
  const packages = async (query: string) => {
    const response = await get(`/v1/package/list${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { packages: PackageResponse[] }).packages;
  };
  const names = (list: Array<{ name: string }>) => list.map((entry) => entry.name);

  it('keeps the mount’s health route', async () => {
    expect((await get('/v1/health')).json()).toMatchObject({ service: 'checkout', status: 'ok' });
  });

  it('lists a state’s products with every field of the spec', async () => {
    const california = await products('?state=CA');
    expect(names(california)).toEqual([
      'BIZ_LICENSE_REPORT',
      'BUSINESS_HUB',
      'CA-LLC_ANNUAL_REPORT-STATE',
      'CA-STATE',
      'CERT_GOOD_STANDING',
      'DOC_LIBRARY',
      'EIN_APPLICATION',
      'EXPERT_REVIEW',
      'LLC_AMENDMENT',
      'LLC_ANNUAL_REPORT',
      'LLC_FORMATION',
      'LLC_OPERATING_AGREEMENT',
      'RAPID-STATE',
      'REGISTERED_AGENT',
    ]);
    const fee = california.find((product) => product.name === 'CA-STATE')!;
    expect(fee).toEqual({
      name: 'CA-STATE',
      description: expect.stringContaining('California') as string,
      active: true,
      optional: false,
      unit_price: 7000,
      price_type: 'one_time',
      state: 'CA',
      price: '70.00',
      type: 'state_fee',
      recurring: false,
      price_id: 'price_ca_ca_state',
      product_id: 'prod_ca_ca_state',
      created: expect.any(String) as string,
      updated: expect.any(String) as string,
      tier: null,
      subscription_interval: null,
    });
    expect(california.find((product) => product.name === 'REGISTERED_AGENT')).toMatchObject({
      unit_price: 9900,
      price: '99.00',
      price_type: 'recurring',
      recurring: true,
      subscription_interval: 'year',
    });
    // California's filing, its $350 24-hour expedite and Charter's $50 rapid filing fee.
    expect(california.find((product) => product.name === 'RAPID-STATE')).toMatchObject({
      unit_price: 70_00 + 350_00 + 50_00,
      optional: true,
    });
  });

  it('lets clients cache the product list 5 minutes but revalidate packages every time', async () => {
    const list = await get('/v1/dashboard_product/list?state=CA');
    expect(list.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=300');
    expect((await get('/v1/package/list?state=CA')).headers['cache-control']).toBe('no-cache');
  });

  it('narrows to what a tier’s checkout offers, with the tier’s required flags', async () => {
    // Texas sells no expedite online, so no rapid filing either.
    const starter = await products('?state=TX&tier=STARTER');
    expect(starter.map(({ name, optional }) => [name, optional])).toEqual([
      ['EXPERT_REVIEW', true],
      ['LLC_FORMATION', false],
      ['REGISTERED_AGENT', true],
      ['TX-STATE', false],
    ]);
    expect(starter.every((product) => product.tier === 'STARTER')).toBe(true);

    const growth = await products('?state=TX&tier=GROWTH');
    expect(names(growth)).toEqual([
      'EIN_APPLICATION',
      'EXPERT_REVIEW',
      'LLC_FORMATION',
      'LLC_OPERATING_AGREEMENT',
      'REGISTERED_AGENT',
      'TX-STATE',
    ]);

    const complete = await products('?state=TX&tier=COMPLETE');
    expect(names(complete)).toEqual([
      'BUSINESS_HUB',
      'DOC_LIBRARY',
      'EIN_APPLICATION',
      'EXPERT_REVIEW',
      'LLC_FORMATION',
      'LLC_OPERATING_AGREEMENT',
      'REGISTERED_AGENT',
      'TX-STATE',
    ]);
    expect(names(await products('?state=CA&tier=STARTER'))).toContain('RAPID-STATE');
    // Included in COMPLETE, chosen or not elsewhere (foundation §4).
    expect(complete.find((product) => product.name === 'EXPERT_REVIEW')?.optional).toBe(false);
  });

  it('compares the tier uppercased and the state by code or name in any case', async () => {
    expect(await products('?state=tx&tier=growth')).toEqual(
      await products('?state=Texas&tier=Growth'),
    );
    expect(names(await products('?state=tx&tier=growth'))).toContain('TX-STATE');
  });

  it('ignores empty filters as if they were absent', async () => {
    expect(await products('?state=KY&tier=')).toEqual(await products('?state=KY'));
    const everywhere = await products('?state=&tier=');
    expect(everywhere).toEqual(await products(''));
    expect(new Set(everywhere.map((product) => product.state)).size).toBe(51);
    expect(await packages('?state=')).toEqual(await packages(''));
    expect(await packages('')).toHaveLength(51 * 3);
    const growthEverywhere = await products('?tier=GROWTH');
    expect(growthEverywhere.filter((product) => product.name === 'RAPID-STATE')).toHaveLength(
      rapidStates.length,
    );
  });

  it('answers 404 for a state that does not exist and 400 for an unknown tier', async () => {
    for (const url of ['/v1/dashboard_product/list?state=ZZ', '/v1/package/list?state=Atlantis']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.stringContaining('Unknown state') });
    }
    const tier = await get('/v1/dashboard_product/list?state=CA&tier=GOLD');
    expect(tier.statusCode).toBe(400);
    expect(tier.json()).toEqual({ message: 'Tier must be one of STARTER, GROWTH, COMPLETE' });
  });

  it('lists each state’s three packages with times in seconds', async () => {
    const ohio = await packages('?state=OH');
    expect(ohio.map((entry) => [entry.name, entry.state])).toEqual([
      ['STARTER', 'OH'],
      ['GROWTH', 'OH'],
      ['COMPLETE', 'OH'],
    ]);
    // Ohio publishes no online processing time and sells no online expedite: 10 days both ways.
    const formation = { standard_time: 10 * DAY, expedited_time: 10 * DAY, optional: false };
    expect(ohio[0]!.products).toEqual([
      { name: 'LLC_FORMATION', ...formation },
      { name: 'OH-STATE', ...formation },
    ]);
    const minutes = { standard_time: 180, expedited_time: 180 };
    const days = { standard_time: 3 * DAY, expedited_time: 3 * DAY };
    expect(ohio[2]!.products).toEqual([
      { name: 'LLC_FORMATION', ...formation },
      { name: 'OH-STATE', ...formation },
      { name: 'REGISTERED_AGENT', ...minutes, optional: true },
      { name: 'EIN_APPLICATION', ...minutes, optional: false },
      { name: 'LLC_OPERATING_AGREEMENT', ...minutes, optional: false },
      { name: 'EXPERT_REVIEW', ...days, optional: false },
      { name: 'BUSINESS_HUB', ...minutes, optional: false },
      { name: 'DOC_LIBRARY', ...days, optional: false },
    ]);
    expect(names(ohio[1]!.products)).toEqual(names(ohio[2]!.products).slice(0, 5));
  });

  it('has packages and the standard filing for every jurisdiction, rapid and service fees where sold', async () => {
    const all = await packages('');
    const everywhere = await products('');
    for (const { abbreviation } of US_STATES) {
      expect(all.filter((entry) => entry.state === abbreviation)).toHaveLength(3);
      const fees = everywhere.filter(
        (product) => product.state === abbreviation && product.type === 'state_fee',
      );
      const rapid = rapidStates.includes(abbreviation) ? ['RAPID-STATE'] : [];
      // Each service's own fee where the state's is sourced and above zero (decision 0045).
      const ownFees = chargedServiceFees(STATE_FACTS.get(abbreviation)!).map(
        ({ productKey }) => `${abbreviation}-${productKey}-STATE`,
      );
      expect(names(fees).sort()).toEqual([`${abbreviation}-STATE`, ...rapid, ...ownFees].sort());
    }
  });
});
