import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The provider's object prefixes, so an id says what it names (as the real provider's do). */
export type ObjectPrefix = 'tok' | 'card' | 'pm' | 'cus' | 'pi' | 'ch' | 'seti';

/** A new provider-style id, e.g. pm_3fQ…: 24 random letters and digits after the prefix. */
export function newObjectId(prefix: ObjectPrefix): string {
  let suffix = '';
  for (let i = 0; i < 24; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${suffix}`;
}

/** Unix seconds, as the provider's `created` fields hold them. */
export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
