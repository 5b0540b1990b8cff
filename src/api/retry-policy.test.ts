import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import {
  doublingRetryDelay,
  MAX_RETRY_AFTER_MS,
  retryAfterMs,
  retryUnlessNotFound,
  retryUnlessRefused,
} from './retry-policy';

describe('retryUnlessNotFound', () => {
  it('never retries a 404', () => {
    expect(retryUnlessNotFound(0, new ApiError(404, 'Not found', null))).toBe(false);
  });

  it('retries other failures up to 3 times', () => {
    for (const error of [new ApiError(500, 'Boom', null), new ApiError(403, 'No', null)]) {
      expect([0, 1, 2, 3].map((failures) => retryUnlessNotFound(failures, error))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
    expect(retryUnlessNotFound(2, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessNotFound(3, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('retryUnlessRefused', () => {
  it('never retries a refusal', () => {
    for (const status of [400, 403, 404, 409]) {
      expect(retryUnlessRefused(0, new ApiError(status, 'No', null)), String(status)).toBe(false);
    }
  });

  it('retries server and network failures up to 3 times', () => {
    for (const error of [new ApiError(500, 'Boom', null), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2, 3].map((failures) => retryUnlessRefused(failures, error))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });
});

describe('doublingRetryDelay', () => {
  it('waits 1 s, 2 s, 4 s… and never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(doublingRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or a date, bounded', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('86400')).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});
