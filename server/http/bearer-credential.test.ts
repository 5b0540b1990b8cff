import { describe, expect, it } from 'vitest';
import { bearerCredential } from './bearer-credential';

describe('bearerCredential', () => {
  it('reads the scheme in any case, with any spaces around the credential', () => {
    for (const header of [
      'Bearer abc.def',
      'bearer abc.def',
      'BEARER abc.def',
      'bEaReR   abc.def ',
    ]) {
      expect(bearerCredential(header), header).toBe('abc.def');
    }
  });

  it('finds no credential in another scheme, an empty one or two words', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Basic abc',
      'Bearerabc',
      'Bearer a b',
    ]) {
      expect(bearerCredential(header), String(header)).toBeNull();
    }
  });
});
