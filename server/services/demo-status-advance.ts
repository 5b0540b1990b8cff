import { and, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serviceOrders } from '../db/schema';
import type { JobEngine } from '../jobs/job-engine';
import {
  followFormationStatus,
  LLC_FORMATION_SERVICE,
  recordStatusChanges,
} from './service-statuses';

/** The steps demo mode takes: a submitted order is filed, then done. */
const DEMO_STEPS: Readonly<Record<string, string>> = {
  SUBMITTED: 'IN_PROGRESS',
  IN_PROGRESS: 'ACTIVE',
};

export interface AdvancedStatus {
  individualId: number;
  service: string;
  from: string;
  to: string;
}

const nextStatus = sql.join(
  [
    sql`case ${serviceOrders.status}`,
    ...Object.entries(DEMO_STEPS).map(([from, to]) => sql`when ${from} then ${to}`),
    sql`end`,
  ],
  sql` `,
);
const stepOf = Object.fromEntries(Object.entries(DEMO_STEPS).map(([from, to]) => [to, from]));

/**
 * What a product has done when demo mode makes its service ACTIVE, in the same transaction (the
 * certificate of good standing schedules its specimen's job, so it is attached once).
 */
export type DemoActiveEffect = (
  jobs: JobEngine,
  db: Database,
  individualId: number,
  at: Date,
) => Promise<unknown>;

/**
 * The products' part in demo mode, from the assembly: what ACTIVE does per service, and the
 * services whose status follows real events, never the demo's clock (the operating agreement
 * is IN_PROGRESS once a member signs and ACTIVE once all have, decision 0050).
 */
export interface DemoEffects {
  whenActive: Readonly<Record<string, DemoActiveEffect>>;
  untouched: readonly string[];
}

/**
 * Moves every service whose status has stood `afterSeconds` by `now` one step on (SUBMITTED →
 * IN_PROGRESS → ACTIVE), the formation's business row with it; never a service the products
 * leave `untouched` (the operating agreement). One UPDATE guarded by the status and its age:
 * when several processes tick at once, a row one of them moved is no longer old enough for the
 * others, so each step happens once. A product's demo ACTIVE effect (the certificate of good
 * standing's specimen job) runs in the same transaction (given `jobs`), so it happens once even
 * if this process stops right after (decision 0049).
 */
export async function advanceDemoStatuses(
  db: Database,
  effects: DemoEffects,
  now: Date,
  afterSeconds: number,
  jobs: JobEngine,
): Promise<AdvancedStatus[]> {
  const cutoff = new Date(now.getTime() - afterSeconds * 1000);
  return db.transaction(async (tx) => {
    const advanced = await tx
      .update(serviceOrders)
      .set({ status: nextStatus, updatedAt: now })
      .where(
        and(
          inArray(serviceOrders.status, Object.keys(DEMO_STEPS)),
          lte(serviceOrders.updatedAt, cutoff),
          notInArray(serviceOrders.service, [...effects.untouched]),
        ),
      )
      .returning({
        orderId: serviceOrders.id,
        individualId: serviceOrders.individualId,
        service: serviceOrders.service,
        to: serviceOrders.status,
      });
    await recordStatusChanges(
      tx,
      advanced.map(({ individualId, orderId, service, to }) => ({
        individualId,
        orderId,
        service,
        status: to,
      })),
      now,
    );
    const formations = advanced.filter((row) => row.service === LLC_FORMATION_SERVICE);
    await followFormationStatus(
      jobs,
      tx,
      formations.map((row) => row.individualId),
      now,
    );
    for (const row of advanced) {
      const whenActive = effects.whenActive[row.service];
      if (whenActive && row.to === 'ACTIVE') {
        await whenActive(jobs, tx, row.individualId, now);
      }
    }
    return advanced.map(({ orderId: _order, ...row }) => ({ ...row, from: stepOf[row.to]! }));
  });
}

/** The job kind the demo advance runs as. */
export const DEMO_STATUS_ADVANCE_JOB = 'demo-status-advance';

/**
 * Runs the demo advance on the job engine a few times per step (every quarter step, at least
 * every second, at most every 30 s), so a step happens soon after it is due. Below a minute, so
 * not a cron schedule (pg-boss throttles those to one a minute): a repeated job, each run
 * scheduling the next, one chain across processes (JobEngine.repeat). A run that fails is
 * logged and the next one tries again; stopping the engine waits for a run under way, so the
 * database is never closed beneath it.
 */
export function scheduleDemoStatusAdvance(
  db: Database,
  afterSeconds: number,
  { jobs, effects }: { jobs: JobEngine; effects: DemoEffects },
): void {
  const periodSeconds = Math.min(Math.max(afterSeconds / 4, 1), 30);
  jobs.repeat(DEMO_STATUS_ADVANCE_JOB, periodSeconds, async (_payload, { log, now }) => {
    try {
      const advanced = await advanceDemoStatuses(db, effects, now, afterSeconds, jobs);
      for (const step of advanced) log.info(step, 'demo mode: service status advanced');
    } catch (error) {
      log.warn({ err: error }, 'demo status advance failed');
    }
  });
}
