import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { checkoutProductsQuery } from './checkout-products';
import { ApiError } from './http';
import { setRuntimeConfigForTests } from './runtime-config';

beforeEach(() => setRuntimeConfigForTests(TEST_RUNTIME_CONFIG));
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the checkout product list', () => {
  it('asks by state and tier, leaving out empty filters, without a token', async () => {
    const fetch = stubFetch(200, { products: [{ name: 'LLC_FORMATION', unit_price: 9900 }] });
    const client = new QueryClient();
    const products = await client.fetchQuery(checkoutProductsQuery({ state: 'TX', tier: '' }));
    expect(products).toEqual([{ name: 'LLC_FORMATION', unit_price: 9900 }]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/checkout/v1/dashboard_product/list?state=TX');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('does not retry a 404 and retries other failures up to 3 times', () => {
    const { retry } = checkoutProductsQuery({ state: 'TX' });
    const retryFn = retry as (failures: number, error: unknown) => boolean;
    expect(retryFn(0, new ApiError(404, 'Unknown state', null))).toBe(false);
    expect(retryFn(0, new ApiError(500, 'Down', null))).toBe(true);
    expect(retryFn(2, new ApiError(500, 'Down', null))).toBe(true);
    expect(retryFn(3, new ApiError(500, 'Down', null))).toBe(false);
  });
});
