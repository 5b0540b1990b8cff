import { describe, expect, it } from 'vitest';
import { refuseUnstorableParameters, storableText, UnstorableTextError } from './text-parameters';

describe('text parameters', () => {
  it('refuses a NUL byte and unpaired surrogates, and takes paired ones', () => {
    expect(storableText('Bluebonnet Bikes 🚲')).toBe(true);
    expect(storableText('a\u0000b')).toBe(false);
    expect(storableText('a\ud800b')).toBe(false);
    expect(storableText('a\udc00')).toBe(false);
  });

  it('throws with the SQLSTATE Postgres gives a NUL byte, for one rule to map both', () => {
    expect(() => refuseUnstorableParameters(['ok', 1, null, 'a\ud800'])).toThrow(
      UnstorableTextError,
    );
    expect(() => refuseUnstorableParameters(['ok', 1, null])).not.toThrow();
    expect(new UnstorableTextError().code).toBe('22021');
  });
});
