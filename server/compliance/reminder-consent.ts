import type { Database } from '../db/database';

/**
 * Whether an owner receives compliance reminder emails: the one place the owner's notification
 * settings will answer (DESIGN "every sender obeys the owner's notification settings"). Until
 * Settings has them (spec dashboard §2 /settings/email-notifications), every owner does.
 */
export async function receivesComplianceReminders(
  _db: Database,
  _individualId: number,
): Promise<boolean> {
  return true;
}
