import { describe, expect, it } from 'vitest';
import { isFinalAnswer, KEY_IN_USE_CODE } from './idempotency';

describe('isFinalAnswer', () => {
  it('takes success and refusals as final, and no answer, 5xx, 401, 429 and "in progress" as not', () => {
    expect(isFinalAnswer(200, null)).toBe(true);
    expect(isFinalAnswer(402, { message: 'Your card was declined.' })).toBe(true);
    expect(isFinalAnswer(409, { message: 'changed', current: null })).toBe(true);
    expect(isFinalAnswer(409, { message: 'Key reused' })).toBe(true);
    for (const status of [0, 401, 408, 429, 500, 503])
      expect(isFinalAnswer(status, null)).toBe(false);
    expect(isFinalAnswer(409, { message: 'In progress', code: KEY_IN_USE_CODE })).toBe(false);
  });
});
