import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { jobs as legacyJobs } from '../db/schema';
import type { JobPayload, JobRequest } from './job-request';

/** What the carry-over asks of the engine it carries jobs into. */
export interface JobScheduling {
  schedule(job: JobRequest, db?: Database): Promise<boolean>;
  recordDone(job: JobRequest, db?: Database): Promise<void>;
}

/**
 * The jobs of the queue Charter ran before pg-boss (decision 0047's `jobs` table), carried over
 * at start (decision 0066) in one transaction: one waiting to run is scheduled as it was (its
 * key, its moment, its payload); one given up gets a new round of attempts, then the dead
 * letters, where the back office sees it; one done is recorded done, so its key stays used (a
 * reminder is not sent twice). Carried rows leave the table, so a second start, or a second
 * process, carries nothing twice; rows of kinds not in `kinds` stay.
 */
export async function carryOverLegacyJobs(
  db: Database,
  kinds: string[],
  into: JobScheduling,
  log: FastifyBaseLogger,
): Promise<void> {
  const carried = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(legacyJobs)
      .where(inArray(legacyJobs.kind, kinds))
      .orderBy(legacyJobs.id)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      const job = {
        kind: row.kind,
        key: row.key,
        runAt: row.runAt,
        payload: row.payload as JobPayload,
      };
      if (row.status === 'done') await into.recordDone(job, tx);
      else await into.schedule(job, tx);
    }
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) await tx.delete(legacyJobs).where(inArray(legacyJobs.id, ids));
    return ids.length;
  });
  if (carried > 0) log.info({ carried }, 'jobs of the old queue carried over');
}
