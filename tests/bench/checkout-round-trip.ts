import { randomUUID } from 'node:crypto';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { createTestApp } from '../../server/test-support/test-app';
import { cheapPasswordHash, createOwners, type Owner } from './bench-owners';
import { percentile } from './stats';

/** Purchases measured, after a warm-up of a few. */
export const PURCHASES = 50;
const WARMUP = 3;
/** How often the bench asks for the receipt (the app asks every second by default). */
const RECEIPT_POLL_MS = 25;
const PUBLISHABLE_KEY = 'pk_test_charter_sandbox';

export interface CheckoutRoundTripResult {
  purchases: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

interface Product {
  name: string;
  price_id: string;
  optional?: boolean;
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** One purchase as the checkout page makes it: token, saved card, purchase, first receipt. */
async function buy(base: string, owner: Owner, products: Product[]): Promise<number> {
  const auth = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
  const started = performance.now();
  const token = await json<{ id: string }>(
    await fetch(`${base}/payments/v1/tokens`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${PUBLISHABLE_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2030',
        'card[cvc]': '123',
        'card[name]': 'Bench Owner',
      }),
    }),
  );
  const saved = await json<{ payment_method: { payment_method_id: string } }>(
    await fetch(`${base}/checkout/v1/customer/payment_method`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `card-${token.id}` },
      body: JSON.stringify({
        payment_method_token: token.id,
        billing_details: {
          name: 'Bench Owner',
          address: {
            line1: '1 Main St',
            city: 'Austin',
            state: 'TX',
            postal_code: '78701',
            country: 'US',
          },
        },
      }),
    }),
  );
  const invoice = await json<{ invoice_id: number; customer_id: string }>(
    await fetch(`${base}/api/v1/checkout`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': `bench-${randomUUID()}` },
      body: JSON.stringify({
        individual: { first_name: 'Bench', last_name: 'Owner', email: 'bench@bench.example' },
        description: 'Bench purchase',
        payment_method_token: saved.payment_method.payment_method_id,
        subscriptions: products.map(({ name, price_id }) => ({
          product_name: name,
          price_id,
          quantity: 1,
        })),
      }),
    }),
  );
  for (;;) {
    const { invoices } = await json<{ invoices: Array<{ invoice_id: number }> }>(
      await fetch(`${base}/checkout/v1/customer/${invoice.customer_id}/receipts`, {
        headers: auth,
      }),
    );
    if (invoices.some((candidate) => candidate.invoice_id === invoice.invoice_id)) break;
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
  }
  return performance.now() - started;
}

/**
 * The checkout round trip on the local server (this process, PGlite, real HTTP): card token at
 * the payment sandbox, the saved payment method, the purchase, and the first receipt, for a new
 * owner each time, buying the STARTER package in Texas.
 */
export async function measureCheckoutRoundTrip(): Promise<CheckoutRoundTripResult> {
  const t = await createTestApp({ LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
  try {
    await seedCheckoutCatalogue(t.database.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const owners = await createOwners(t, 'checkout', WARMUP + PURCHASES, cheapPasswordHash());
    const { products } = await json<{ products: Product[] }>(
      await fetch(`${base}/checkout/v1/dashboard_product/list?state=TX&tier=STARTER`),
    );
    const required = products.filter((product) => !product.optional);
    const durations: number[] = [];
    for (const [index, owner] of owners.entries()) {
      const ms = await buy(base, owner, required);
      if (index >= WARMUP) durations.push(ms);
    }
    durations.sort((a, b) => a - b);
    return {
      purchases: durations.length,
      medianMs: percentile(durations, 0.5),
      p95Ms: percentile(durations, 0.95),
      maxMs: durations.at(-1)!,
    };
  } finally {
    await t.close();
  }
}
