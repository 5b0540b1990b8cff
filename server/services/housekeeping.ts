import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sweepExpiredPurchaseClaims } from '../checkout/purchase-claims';
import type { Database } from '../db/database';
import { pruneIdempotencyKeys } from '../http/idempotency';
import { sweepExpiredIdentityProviderRows } from '../oidc/adapter';
import { sweepEndedRateLimitWindows } from '../security/database-rate-limit-store';
import { sweepAbandonedBrowserSessions } from './browser-sessions';

/** How often the sweeps run while the server is up. */
export const HOUSEKEEPING_INTERVAL_MS = 3600_000;

/** Removes what is past its time (each module says when that is). */
export type Sweep = (db: Database, now: Date) => Promise<unknown>;

/**
 * The state that outlives its use, each swept by one DELETE of what is past its time. Any
 * number of processes may run them at once.
 */
const SWEEPS: Readonly<Record<string, Sweep>> = {
  'idempotency keys': pruneIdempotencyKeys,
  'identity-provider rows': sweepExpiredIdentityProviderRows,
  'rate-limit counters': sweepEndedRateLimitWindows,
  'abandoned registrations': sweepAbandonedBrowserSessions,
  'purchase claims': sweepExpiredPurchaseClaims,
};

/**
 * Runs every sweep once, with the app's own (`more`: what needs more than the database, such
 * as the documents' files); one that fails is logged and does not stop the others.
 */
export async function sweepAll(
  db: Database,
  log: FastifyBaseLogger,
  now = new Date(),
  more: Readonly<Record<string, Sweep>> = {},
) {
  await Promise.all(
    Object.entries({ ...SWEEPS, ...more }).map(([name, sweep]) =>
      sweep(db, now).catch((error: unknown) => log.warn({ err: error }, `${name} sweep failed`)),
    ),
  );
}

/** Sweeps every HOUSEKEEPING_INTERVAL_MS while the app runs, and stops when it closes. */
export function scheduleHousekeeping(
  app: FastifyInstance,
  db: Database,
  more: Readonly<Record<string, Sweep>> = {},
): void {
  const timer = setInterval(
    () => void sweepAll(db, app.log, new Date(), more),
    HOUSEKEEPING_INTERVAL_MS,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
