import type { FastifyInstance } from 'fastify';
import { readConfig } from '../config';
import { encodeBracketForm, type FormParams } from '../payments/form-encoding';
import { TEST_PAYMENTS_SECRET_KEY } from './test-app';

/** The sandbox's keys in the suite: the default publishable key, the suite's secret key. */
export const PUBLISHABLE_KEY = readConfig({}).payments.publishableKey;
export const SECRET_KEY = TEST_PAYMENTS_SECRET_KEY;

interface RequestOptions {
  key?: string | null;
  idempotencyKey?: string;
  /** Send the body as JSON rather than form-encoded. */
  json?: boolean;
}

/** A client of the sandbox at /payments, as a provider SDK would call it. */
export function paymentsClient(app: FastifyInstance) {
  const headers = ({ key = SECRET_KEY, idempotencyKey }: RequestOptions) => ({
    ...(key ? { authorization: `Bearer ${key}` } : {}),
    ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  });
  const client = {
    post: (path: string, params: FormParams = {}, options: RequestOptions = {}) =>
      app.inject({
        method: 'POST',
        url: `/payments${path}`,
        headers: {
          ...headers(options),
          'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        payload: options.json ? JSON.stringify(params) : encodeBracketForm(params),
      }),
    get: (path: string, options: RequestOptions = {}) =>
      app.inject({ method: 'GET', url: `/payments${path}`, headers: headers(options) }),

    /** A token for the card, as the browser makes it with the publishable key. */
    async token(number: string, card: FormParams = {}): Promise<string> {
      const response = await client.post(
        '/v1/tokens',
        { card: { number, exp_month: '12', exp_year: '2034', cvc: '123', ...card } },
        { key: PUBLISHABLE_KEY },
      );
      if (response.statusCode !== 200) throw new Error(`token refused: ${response.body}`);
      return (response.json() as { id: string }).id;
    },
    async paymentMethod(number: string, params: FormParams = {}): Promise<string> {
      const token = await client.token(number);
      const response = await client.post('/v1/payment_methods', {
        type: 'card',
        card: { token },
        ...params,
      });
      if (response.statusCode !== 200) throw new Error(`payment method refused: ${response.body}`);
      return (response.json() as { id: string }).id;
    },
    async customer(params: FormParams = {}): Promise<string> {
      const response = await client.post('/v1/customers', params);
      if (response.statusCode !== 200) throw new Error(`customer refused: ${response.body}`);
      return (response.json() as { id: string }).id;
    },
  };
  return client;
}
