import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { writeTokens } from '../../../api/token-store';
import { purchase, type PurchasePayload } from './purchase';

const payload = (card: string): PurchasePayload => ({
  individual: { first_name: 'Rosa', last_name: 'Alvarez', email: 'rosa@example.com' },
  description: 'Registration',
  payment_method_token: card,
  subscriptions: [
    { product_name: 'LLC_FORMATION', price_id: 'price_tx_llc_formation', quantity: 1 },
  ],
});

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  writeTokens({ accessToken: 'token', refreshToken: null, idToken: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe('a purchase whose answer was lost', () => {
  it('is sent again as it was (same key, same card) instead of building a new one', async () => {
    const sent: Array<{ key: string | null; body: string }> = [];
    let answer: () => Response = () => {
      throw new TypeError('Failed to fetch');
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push({
          key: new Headers(init.headers).get('idempotency-key'),
          body: String(init.body),
        });
        return answer();
      }),
    );
    const build = vi.fn(async () => payload('pm_first'));
    await expect(purchase(build)).rejects.toThrow('Something went wrong while purchasing service');

    answer = () => Response.json({ invoice_id: 1, customer_id: 'cus_1', products: [], total: 0 });
    const second = vi.fn(async () => payload('pm_second'));
    await purchase(second);
    expect(second).not.toHaveBeenCalled();
    expect(sent[1]).toEqual(sent[0]);

    // Answered: the next purchase is a new one.
    await purchase(second);
    expect(second).toHaveBeenCalledOnce();
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });
});

describe('a purchase kept after a lost answer', () => {
  it('is not resent for another order: that order is built and keyed anew', async () => {
    const sent: Array<{ key: string | null; body: PurchasePayload }> = [];
    let lose = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push({
          key: new Headers(init.headers).get('idempotency-key'),
          body: JSON.parse(String(init.body)) as PurchasePayload,
        });
        if (lose) throw new TypeError('Failed to fetch');
        return Response.json({ invoice_id: 2, customer_id: 'cus_1', products: [], total: 0 });
      }),
    );
    const formation = payload('pm_card');
    await expect(purchase(async () => formation, 'price_tx_llc_formation')).rejects.toThrow();

    lose = false;
    const ein = {
      ...payload('pm_card'),
      subscriptions: [
        { product_name: 'EIN_APPLICATION', price_id: 'price_tx_ein_application', quantity: 1 },
      ],
    } satisfies PurchasePayload;
    await purchase(async () => ein, 'price_tx_ein_application');
    expect(sent[1]!.body).toEqual(ein);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });
});
