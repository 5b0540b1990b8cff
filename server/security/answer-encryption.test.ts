import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AnswerCipher,
  derivedKey,
  isSealed,
  newAnswerKey,
  parseAnswerKey,
} from './answer-encryption';

const NUMBER = '123-45-6789';

describe('answer encryption (AES-256-GCM)', () => {
  const cipher = new AnswerCipher(parseAnswerKey(newAnswerKey()));

  it('round-trips a value, never writing it in the clear, with a fresh nonce each time', () => {
    const sealed = cipher.seal(NUMBER);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('6789');
    expect(cipher.open(sealed)).toBe(NUMBER);
    expect(cipher.seal(NUMBER)).not.toBe(sealed);
  });

  it('refuses to open a value under another key', () => {
    const other = new AnswerCipher(randomBytes(32));
    expect(() => other.open(cipher.seal(NUMBER))).toThrow(/could not be decrypted/);
  });

  it('refuses a value altered anywhere: nonce, tag or ciphertext', () => {
    const sealed = cipher.seal(NUMBER);
    const parts = sealed.split(':');
    for (const index of [2, 3, 4]) {
      const altered = [...parts];
      const bytes = Buffer.from(altered[index]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      altered[index] = bytes.toString('base64url');
      expect(() => cipher.open(altered.join(':'))).toThrow(/could not be decrypted/);
    }
    expect(() => cipher.open(sealed.slice(0, -2))).toThrow(/could not be decrypted/);
    expect(() => cipher.open(NUMBER)).toThrow(/Not a sealed answer/);
  });

  it('takes only a key of 32 bytes in base64', () => {
    expect(parseAnswerKey(newAnswerKey())).toHaveLength(32);
    expect(() => parseAnswerKey(randomBytes(31).toString('base64'))).toThrow(/32 bytes/);
    expect(() => parseAnswerKey(randomBytes(32).toString('hex'))).toThrow(/32 bytes/);
    expect(() => new AnswerCipher(randomBytes(16))).toThrow();
  });

  it('derives keys for other purposes that are neither the key nor each other', () => {
    const key = randomBytes(32);
    const one = derivedKey(key, 'one');
    expect(one).toHaveLength(32);
    expect(one.equals(key)).toBe(false);
    expect(one.equals(derivedKey(key, 'two'))).toBe(false);
    expect(one.equals(derivedKey(key, 'one'))).toBe(true);
  });
});
