import { decodesAsUtf8 } from '../http/percent-encoding';

/** Names that would reach an object's prototype rather than a parameter of its own. */
const UNSAFE_NAMES = new Set(['__proto__', 'prototype', 'constructor']);

type FormObject = { [name: string]: string | FormObject };

/**
 * `card[number]` → ['card', 'number']. A name whose brackets do not pair up is kept whole, as
 * a plain (and, to the routes, unknown) parameter.
 */
function namePath(name: string): string[] {
  const open = name.indexOf('[');
  if (open <= 0) return [name];
  const brackets = name.slice(open);
  const segments = [...brackets.matchAll(/\[([^[\]]+)\]/g)].map((match) => match[1]!);
  const rebuilt = segments.map((segment) => `[${segment}]`).join('');
  return rebuilt === brackets ? [name.slice(0, open), ...segments] : [name];
}

/**
 * Parses the card provider's form encoding, where nested parameters are written in brackets
 * (`card[number]=4242…&billing_details[address][city]=Austin&metadata[order]=7`), into the
 * nested object a JSON body would carry, so one route schema serves both encodings.
 */
export function parseBracketForm(body: string): FormObject {
  if (!decodesAsUtf8(body)) {
    throw Object.assign(new Error('The request body contains an escape that is not UTF-8 text.'), {
      statusCode: 400,
    });
  }
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = namePath(name);
    if (path.some((segment) => UNSAFE_NAMES.has(segment))) continue;
    const leaf = path.pop()!;
    let target = root;
    for (const segment of path) {
      const existing = Object.hasOwn(target, segment) ? target[segment] : undefined;
      // A later nested value wins over an earlier plain one of the same name.
      target = typeof existing === 'object' ? existing : (target[segment] = {});
    }
    target[leaf] = value;
  }
  return root;
}

/** Parameters as a provider client sends them; an undefined one is left out. */
export type FormParams = { [name: string]: string | number | boolean | undefined | FormParams };

/**
 * The card provider's form encoding of nested parameters, the inverse of parseBracketForm:
 * `{ card: { token: 'tok_1' } }` → `card%5Btoken%5D=tok_1`.
 */
export function encodeBracketForm(params: FormParams, prefix = ''): string {
  return Object.entries(params)
    .filter((entry): entry is [string, Exclude<FormParams[string], undefined>] => {
      return entry[1] !== undefined;
    })
    .map(([name, value]) => {
      const key = prefix ? `${prefix}[${name}]` : name;
      return typeof value === 'object'
        ? encodeBracketForm(value, key)
        : `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`;
    })
    .filter((pair) => pair !== '')
    .join('&');
}
