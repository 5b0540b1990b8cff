import { MAX_NESTING } from '../../server/http/storable-text';

/**
 * The kinds of hostile value the abuse sweeps post into every field and every route parameter:
 * what a broken or malicious client sends instead of an answer. Each kind says which declared
 * types it is hostile to, so a sweep can pick the ones that must be refused.
 */

/** A declared JSON type, as page fields and route schemas name them. */
export type DeclaredType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

/** What a sweep knows of the field or property a value goes to, besides its type. */
export interface SlotShape {
  maxLength?: number;
  /** Text that may span lines: a text area, a route property declared multi-line. */
  multiLine?: boolean;
}

export interface HostileKind {
  name: string;
  /** The value, for a field or property of this type and shape (null: not hostile to it). */
  valueFor(type: DeclaredType, shape?: SlotShape): unknown;
}

/**
 * Nested arrays deeper than any route takes (the request hook's bound) yet within the JSON
 * parser's, so the value reaches the checks it is meant for: the hook on routes, the page
 * validator (with the field's message) on page saves.
 */
const NESTING_DEPTH = MAX_NESTING + 4;

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** A string of `length` characters, unless the target allows that many (then not hostile). */
function oversize(length: number) {
  return (type: DeclaredType, { maxLength }: SlotShape = {}) =>
    type === 'string' && (maxLength === undefined || maxLength < length)
      ? 'x'.repeat(length)
      : null;
}

/**
 * Text with a line break or tab inside, hostile to every single-line string (a name, a typed
 * signature, an address parameter): what a CRLF in a billing name, or a pasted paragraph, is.
 */
function lineBreak(name: string, separator: string): HostileKind {
  return {
    name,
    valueFor: (type, { multiLine = false } = {}) =>
      type === 'string' && !multiLine ? `Acme${separator}Works` : null,
  };
}

/**
 * Values that can never be a valid answer: each must be refused with a 4xx and a message, and
 * nothing stored.
 */
export const INVALID_KINDS: readonly HostileKind[] = [
  {
    name: 'an array where one value belongs',
    // Two items: a one-item array could be unwrapped into its value by schema coercion.
    valueFor: (type) =>
      type === 'array' ? null : ['<script>alert(1)</script>', '<script>alert(2)</script>'],
  },
  {
    name: 'an object where a value belongs',
    valueFor: (type) => (type === 'object' ? null : { $gt: '', toString: 'x' }),
  },
  {
    name: 'text where a number or a yes/no belongs',
    valueFor: (type) =>
      type === 'number' || type === 'integer' || type === 'boolean' ? 'not a value' : null,
  },
  {
    name: 'a NUL byte',
    valueFor: (type) => (type === 'string' ? 'Acme\u0000 LLC' : null),
  },
  {
    name: 'a C0 control character',
    valueFor: (type) => (type === 'string' ? 'Acme\u001b[2J LLC' : null),
  },
  {
    name: 'a lone surrogate',
    valueFor: (type) => (type === 'string' ? 'Acme \ud800 LLC' : null),
  },
  {
    name: 'a C1 control character',
    valueFor: (type) => (type === 'string' ? 'Acme\u0085Works' : null),
  },
  lineBreak('a line feed in single-line text', '\n'),
  lineBreak('a carriage return in single-line text', '\r'),
  lineBreak('a CRLF in single-line text', '\r\n'),
  lineBreak('a tab in single-line text', '\t'),
  { name: 'a 10,000-character string', valueFor: oversize(10_000) },
  { name: 'a 100,000-character string', valueFor: oversize(100_000) },
  {
    name: `arrays nested ${NESTING_DEPTH} deep`,
    valueFor: () => nested(NESTING_DEPTH),
  },
];

/**
 * Text that is hostile only to a careless server: valid characters that a query or a page
 * could mistake for code. A field may accept it as text (then it is stored and given back
 * exactly as sent) or refuse it by its own format rule; it must never cause a 5xx or change
 * anything but the answer itself.
 */
export const TEXT_KINDS: readonly HostileKind[] = [
  {
    name: 'SQL text',
    valueFor: (type) => (type === 'string' ? "Robert'); DROP TABLE accounts;--" : null),
  },
  {
    name: 'script text',
    valueFor: (type) => (type === 'string' ? '<script>alert(document.cookie)</script>' : null),
  },
];

/** What no answer of the server may contain: SQL, a stack trace, a driver's internals. */
const LEAK_PATTERNS: readonly RegExp[] = [
  /\b(select|insert into|update|delete from)\b.+\b(from|set|values|where)\b/i,
  /\bat .+\.(ts|js|mjs):\d+/,
  /\bparams: ?\[/i,
  /\bSQLSTATE\b|\bcode: ?'?\d{2}[0-9A-Z]{3}\b/,
  /node_modules/,
];

export function leaks(body: string): RegExp | undefined {
  return LEAK_PATTERNS.find((pattern) => pattern.test(body));
}
