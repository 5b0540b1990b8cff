import type { Database } from '../db/database';
import { deadlineFilings } from '../db/schema';
import type { JobEngine } from '../jobs/job-engine';
import { planComplianceReminders } from './compliance-reminders';

export interface DeadlineFiling {
  individualId: number;
  businessId: number;
  /** The deadline's id in the calendar: 'annual-report', 'recurring-fee-1'… */
  deadlineId: string;
  /** The due date of the occurrence filed, as the calendar showed it. */
  due: string;
}

/**
 * Records that Charter filed one occurrence of a deadline (decision 0052: the annual report
 * flow calls this, inside its transaction, once its filing is made): the calendar moves on to
 * the next occurrence, which the owner is reminded of, and the filed one's reminders do nothing.
 */
export async function recordDeadlineFiled(
  jobs: JobEngine,
  db: Database,
  { individualId, businessId, deadlineId, due }: DeadlineFiling,
  at: Date,
): Promise<void> {
  await db
    .insert(deadlineFilings)
    .values({ businessId, deadlineId, dueOn: due, filedAt: at })
    .onConflictDoNothing();
  await planComplianceReminders(jobs, db, individualId, at);
}
