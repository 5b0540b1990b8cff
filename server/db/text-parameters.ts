import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { hasLoneSurrogate } from '../../src/domain/text-characters';

/**
 * Postgres refuses a NUL byte in text (SQLSTATE 22021, invalid byte sequence), but an unpaired
 * surrogate never reaches it as one: the driver encodes it as U+FFFD, so it would be stored
 * silently changed. Every parameter is checked here, on PGlite and Postgres alike, and both
 * are refused with the same SQLSTATE, which the root error handler answers with 400. Page
 * validation refuses such text earlier with the field's own message; this is the floor under
 * every other route (emails, names, query strings) and every route still to come.
 */
export class UnstorableTextError extends Error {
  readonly code = '22021';

  constructor() {
    super('A text parameter contains a NUL byte or an unpaired surrogate');
    this.name = 'UnstorableTextError';
  }
}

export function storableText(value: string): boolean {
  return !value.includes('\u0000') && !hasLoneSurrogate(value);
}

/** Throws UnstorableTextError when a parameter of a query is text Postgres cannot hold as given. */
export function refuseUnstorableParameters(values: unknown): void {
  if (!Array.isArray(values)) return;
  for (const value of values) {
    if (typeof value === 'string' && !storableText(value)) throw new UnstorableTextError();
  }
}

type Query = (...args: never[]) => unknown;

/** Wraps an object's query(text or config, values, …) so its values are checked first. */
function guardQuery<T extends { query: Query }>(client: T): T {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [first, second] = args;
    refuseUnstorableParameters(
      Array.isArray(second) ? second : (first as { values?: unknown })?.values,
    );
    return query(...args);
  }) as T['query'];
  return client;
}

/** PGlite: queries on the instance and inside its transactions (Drizzle uses both). */
export function guardPgliteParameters(client: PGlite): PGlite {
  guardQuery(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(run: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => run(guardQuery(tx)));
  return client;
}

/** node-postgres: every pooled connection (pool.query and transactions both go through one). */
export function guardPoolParameters(pool: pg.Pool): pg.Pool {
  pool.on('connect', (connection) => void guardQuery(connection));
  return pool;
}
