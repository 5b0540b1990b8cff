import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './logging';

describe('serializeError', () => {
  it('logs a failed query without its statement or parameters, keeping the cause', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'owner@example.com',
    });
    const failed = Object.assign(
      new Error(
        'Failed query: select "email" from "accounts" where "email" = $1\nparams: owner@example.com',
      ),
      {
        query: 'select "email" from "accounts" where "email" = $1',
        params: ['owner@example.com'],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).not.toContain('owner@example.com');
    expect(logged).not.toContain('select');
    expect(serializeError(failed)).toMatchObject({
      message: 'Database query failed',
      cause: { code: '22021' },
    });
  });

  it('hides the values Postgres quotes in data and integrity errors', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "Secret"'), {
      code: '22P02',
    });
    expect(serializeError(error).message).not.toContain('Secret');
  });
});

describe('redactUrl', () => {
  it("hides a query's secrets, and a path's by the matched route's parameter names", () => {
    expect(redactUrl('/x?code=abc&page=2')).toBe('/x?code=%5Bredacted%5D&page=2');
    expect(redactUrl('/api/v1/signing/T0K3N/sign', '/api/v1/signing/:token/sign')).toBe(
      '/api/v1/signing/[redacted]/sign',
    );
    expect(redactUrl('/c/T0K3N.ics?x=1', '/c/:token.ics')).toBe('/c/[redacted].ics?x=1');
    expect(redactUrl('/v1/customer/7/tier', '/v1/customer/:customer_id/tier')).toBe(
      '/v1/customer/7/tier',
    );
  });

  it('stands the template for a path that does not line up with it', () => {
    expect(redactUrl('/sign/a/b', '/sign/:token')).toBe('/sign/[redacted]');
  });
});
