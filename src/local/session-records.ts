import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { schemaProblem } from '../domain/contracts/schema-check';

/**
 * The tab's small records in session storage, each declared once with the JSON schema of what
 * it holds (decision 0065): read back parsed and checked against that schema — anything stored
 * that is not JSON or not of the schema (an older version's, a tampered one) reads as none —
 * and written or removed without ever throwing: storage that is full or blocked (private
 * browsing) costs the copy, never the work that wanted to keep it.
 */
export interface SessionRecord<T> {
  /** The stored value, or null when there is none (or none that its schema accepts). */
  read(): T | null;
  /** Whether the storage kept it: a caller that cannot do without the copy decides. */
  write(value: T): boolean;
  remove(): void;
}

/**
 * `T` without the `[key: string]: unknown` that `FromSchema` adds to objects allowing more
 * properties, which values typed by interfaces could not satisfy. The check still lets those
 * properties through; they are kept, just not typed.
 */
type Named<T> = T extends readonly (infer Item)[]
  ? Named<Item>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: Named<T[K]> }
    : T;

/** What a record declared with `schema` S holds: the value its schema describes. */
type StoredAs<S extends JSONSchema> = Named<FromSchema<S>>;

/** A record under a fixed key, or (with a key function) one record per argument list. */
type Declared<K, T> = K extends (...args: infer A) => string
  ? (...args: A) => SessionRecord<T>
  : SessionRecord<T>;

type Key = string | ((...args: never[]) => string);

function declared<K extends Key, T>(
  key: K,
  record: (key: string) => SessionRecord<T>,
): Declared<K, T> {
  const named: Key = key;
  return (
    typeof named === 'string' ? record(named) : (...args: never[]) => record(named(...args))
  ) as Declared<K, T>;
}

/** A record kept as plain text: one whose stored format predates the JSON records (below). */
function textAt(key: string): SessionRecord<string> {
  return {
    read: () => {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (text) => {
      try {
        sessionStorage.setItem(key, text);
        return true;
      } catch {
        return false;
      }
    },
    remove: () => {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}

function jsonAt<T>(key: string, schema: JSONSchema): SessionRecord<T> {
  const text = textAt(key);
  return {
    read: () => {
      try {
        const value: unknown = JSON.parse(text.read() ?? 'null');
        return schemaProblem(schema as never, value) === null ? (value as T) : null;
      } catch {
        return null;
      }
    },
    write: (value) => text.write(JSON.stringify(value)),
    remove: text.remove,
  };
}

/** A JSON record: `key` names it, `schema` says (and types) what it holds. */
export function sessionRecord<const K extends Key, const S extends JSONSchema>(
  key: K,
  schema: S,
): Declared<K, StoredAs<S>> {
  return declared(key, (name) => jsonAt<StoredAs<S>>(name, schema));
}

/** A plain-text record, for a value stored as text before the JSON records existed. */
export function sessionText<const K extends Key>(key: K): Declared<K, string> {
  return declared(key, textAt);
}

/** Everything the tab kept (signing out leaves nothing behind), never throwing either. */
export function clearSessionRecords(): void {
  try {
    sessionStorage.clear();
  } catch {
    // Nothing stored.
  }
}
