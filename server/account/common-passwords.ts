import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords most used and leaked: zxcvbn-ts's common list (MIT; about 49,000 passwords from
 * leaked password sets, most frequent first), lowercased. Read once, the first time a new
 * password is checked: only the server holds it (it is too large for the browser's bundle).
 */
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/** Words that make a password guessable for this service or this owner (NIST SP 800-63B). */
const SERVICE_WORDS = ['charter'];

/**
 * Whether a new password is a common or leaked one, or one dressed up to pass the composition
 * rules ("Password1!" is "password1" with a symbol added), or built on the service's name or the
 * owner's email. The rules of spec foundation §5 let all of these through.
 */
export function isPredictablePassword(password: string, email: string): boolean {
  const lowered = password.toLowerCase();
  const list = commonPasswords();
  const candidates = [
    lowered,
    lowered.replace(/[^a-z0-9]+$/, ''),
    lowered.replace(/[^a-z]+$/, ''),
    lowered.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, ''),
  ];
  if (candidates.some((candidate) => candidate.length >= 4 && list.has(candidate))) return true;
  const localPart = email.trim().toLowerCase().split('@')[0] ?? '';
  const words = [...SERVICE_WORDS, ...(localPart.length >= 4 ? [localPart] : [])];
  return words.some((word) => lowered.includes(word));
}
