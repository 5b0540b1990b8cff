import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of sensitive answers (an owner's SSN or ITIN, issue 14): AES-256-GCM, a
 * fresh 96-bit nonce per value, the tag checked on the way out, so a value altered in the
 * database or read with another key fails instead of decrypting to something else.
 */

export const ANSWER_KEY_BYTES = 32;
const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Marks a stored value as sealed, and by which scheme: nonce, tag and ciphertext follow. */
const SEALED_PREFIX = 'enc:v1:';

/** ANSWER_ENCRYPTION_KEY (or the stored key): 32 bytes in standard base64 (`openssl rand -base64 32`). */
export function parseAnswerKey(base64: string, name = 'ANSWER_ENCRYPTION_KEY'): Buffer {
  const key = Buffer.from(base64, 'base64');
  // Buffer skips characters it cannot read; encoding back tells whether every one was base64.
  if (key.length !== ANSWER_KEY_BYTES || key.toString('base64') !== base64) {
    throw new Error(
      `${name} must be ${ANSWER_KEY_BYTES} bytes in base64 (e.g. the output of \`openssl rand -base64 32\`)`,
    );
  }
  return key;
}

/** A new random key, in the form parseAnswerKey reads. */
export function newAnswerKey(): string {
  return randomBytes(ANSWER_KEY_BYTES).toString('base64');
}

/**
 * A key for another purpose derived from the answer key (HKDF-SHA256): secret exactly as long
 * as the answer key is, without being it.
 */
export function derivedKey(answerKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', answerKey, Buffer.alloc(0), purpose, ANSWER_KEY_BYTES));
}

/** Whether a stored value is sealed (anything else was stored before encryption, as typed). */
export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(SEALED_PREFIX);
}

export class AnswerCipher {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== ANSWER_KEY_BYTES) throw new Error('An answer key is 32 bytes');
    this.#key = key;
  }

  seal(text: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#key, nonce, { authTagLength: TAG_BYTES });
    const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return (
      SEALED_PREFIX +
      [nonce, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join(':')
    );
  }

  open(sealed: string): string {
    const parts = sealed.slice(SEALED_PREFIX.length).split(':');
    if (!isSealed(sealed) || parts.length !== 3) throw new Error('Not a sealed answer');
    const [nonce, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64url')) as [
      Buffer,
      Buffer,
      Buffer,
    ];
    try {
      const decipher = createDecipheriv(ALGORITHM, this.#key, nonce, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch (cause) {
      // Never the value itself: only that it cannot be read with this key.
      throw new Error(
        'A sensitive answer could not be decrypted: it was altered, or encrypted with another ANSWER_ENCRYPTION_KEY',
        { cause },
      );
    }
  }
}
