import { describe, expect, it } from 'vitest';
import { serializeError } from './logging';

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
