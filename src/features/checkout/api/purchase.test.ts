import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringIn } from '../../../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { KEY_IN_USE_CODE } from '../../../domain/idempotency';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { writeTokens } from '../../../api/token-store';
import type { PurchasePayload } from '../../../domain/contracts/checkout';
import { purchase, PURCHASE_STILL_RUNNING } from './purchase';

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

/** The server's answer while another request holds the key (server/http/idempotency.ts). */
const inProgress = () =>
  Response.json(
    { message: 'A request with this Idempotency-Key is still in progress', code: KEY_IN_USE_CODE },
    { status: 409, headers: { 'retry-after': '0' } },
  );
const paid = () => Response.json({ invoice_id: 3, customer_id: 'cus_1', products: [], total: 0 });

/** fetch as the server answers it, recording each request's key, token and body. */
function serverAnswering(answer: () => Response) {
  const sent: Array<{ key: string | null; token: string | null; body: string }> = [];
  const state = { answer };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({
        key: headers.get('idempotency-key'),
        token: headers.get('authorization'),
        body: String(init.body),
      });
      return state.answer();
    }),
  );
  return { sent, state };
}

describe('a purchase whose key is still in progress on the server (409 in progress)', () => {
  it('is resent with the same key, and a later press keeps that key until the server answers', async () => {
    const server = serverAnswering(inProgress);
    await expect(purchase(async () => payload('pm_first'))).rejects.toThrow(PURCHASE_STILL_RUNNING);
    expect(server.sent.length).toBeGreaterThan(1);
    expect(new Set(server.sent.map((request) => request.key)).size).toBe(1);
    expect(new Set(server.sent.map((request) => request.body)).size).toBe(1);

    // The owner presses again: the same request, not a new key (which could charge again).
    server.state.answer = paid;
    const again = vi.fn(async () => payload('pm_second'));
    await purchase(again);
    expect(again).not.toHaveBeenCalled();
    expect(server.sent.at(-1)).toEqual(server.sent[0]);

    // Answered for good: the next purchase is a new one.
    await purchase(again);
    expect(server.sent.at(-1)!.key).not.toBe(server.sent[0]!.key);
  });

  it('goes through once the first request has answered, with no second press', async () => {
    let answers = 0;
    const server = serverAnswering(() => ((answers += 1) === 1 ? inProgress() : paid()));
    await expect(purchase(async () => payload('pm_card'))).resolves.toMatchObject({
      invoice_id: 3,
    });
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]).toEqual(server.sent[0]);
  });

  it('is never resent under another account signed in on the same tab', async () => {
    writeTokens({ accessToken: tokenExpiringIn(3600, '1'), refreshToken: null, idToken: null });
    const server = serverAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(purchase(async () => payload('pm_owner_one'))).rejects.toThrow();

    writeTokens({ accessToken: tokenExpiringIn(3600, '2'), refreshToken: null, idToken: null });
    server.state.answer = paid;
    await purchase(async () => payload('pm_owner_two'));
    expect(server.sent.at(-1)!.key).not.toBe(server.sent[0]!.key);
    expect(server.sent.at(-1)!.body).toContain('pm_owner_two');
  });
});
