import { describe, expect, it } from 'vitest';
import { inAbout } from './wait-time';

describe('inAbout', () => {
  it('rounds up to the minute, then to the hour', () => {
    expect(inAbout(1)).toBe('in a minute');
    expect(inAbout(60)).toBe('in a minute');
    expect(inAbout(61)).toBe('in 2 minutes');
    expect(inAbout(89 * 60)).toBe('in 89 minutes');
    expect(inAbout(90 * 60)).toBe('in 2 hours');
    expect(inAbout(23 * 3600 + 1)).toBe('in 24 hours');
  });
});
