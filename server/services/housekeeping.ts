import type { FastifyBaseLogger } from 'fastify';
import { sweepExpiredPurchaseClaims } from '../checkout/purchase-claims';
import type { Database } from '../db/database';
import type { JobEngine } from '../jobs/job-engine';
import { pruneIdempotencyKeys } from '../http/idempotency';
import { sweepGoneProcesses } from '../http/process-heartbeat';
import { sweepExpiredIdentityProviderRows } from '../oidc/adapter';
import { sweepEndedRateLimitWindows } from '../security/database-rate-limit-store';
import { sweepAbandonedBrowserSessions } from './browser-sessions';

/** When the sweeps run: at the top of every hour (UTC), in one of the processes up then. */
export const HOUSEKEEPING_CRON = '0 * * * *';

/** The job kind the sweeps run as. */
export const HOUSEKEEPING_JOB = 'housekeeping';

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
  'gone processes': sweepGoneProcesses,
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

/** Runs the sweeps (with the app's own) on the job engine's hourly schedule. */
export function scheduleHousekeeping(
  jobs: JobEngine,
  db: Database,
  more: Readonly<Record<string, Sweep>> = {},
): void {
  jobs.every(HOUSEKEEPING_JOB, HOUSEKEEPING_CRON, (_payload, { log, now }) =>
    sweepAll(db, log, now, more),
  );
}
