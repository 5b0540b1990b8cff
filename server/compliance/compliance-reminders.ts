import {
  REMINDER_DAYS_BEFORE,
  type DeadlineCalendar,
} from '../../src/domain/compliance/compliance-calendar';
import { addCalendarDays, daysBetween } from '../../src/domain/estimates/calendar-date';
import type { Database } from '../db/database';
import type { JobEngine } from '../jobs/job-engine';
import type { JobRequest } from '../jobs/job-request';
import type { Mailer } from '../mail/mailer';
import { AccountService } from '../services/accounts';
import { charterDay, charterMoment } from './charter-days';
import { calendarEntries, ownerCalendar, type CalendarEntry } from './owner-calendar';
import { RENEWAL_NOTICE_DAYS_BEFORE } from '../../src/domain/checkout/renewal-schedule';
import { reminderMail } from './reminder-mail';

/*
 * Compliance reminder emails (decision 0052): 60, 30 and 7 days before each due date of the
 * owner's calendar, and on the day, each a job of the job engine (decision 0066) whose key
 * names the owner, the deadline's occurrence and the offset, so it is sent once across
 * restarts and processes. Planning writes the jobs of each entry's pending occurrence and a
 * plan job for the day after the earliest due date, when the next occurrence is the pending
 * one. A reminder checks the calendar again when it runs: one whose occurrence was filed,
 * moved (the business changed state) or dropped (no longer formed) does nothing.
 */

export const REMINDER_JOB = 'compliance-reminder';
export const PLAN_JOB = 'compliance-plan';

/** Reminders go out at 9:00 on Charter's (Chicago's) calendar; plans an hour before. */
const REMINDER_HOUR = 9;
const PLAN_HOUR = 8;

interface ReminderPayload {
  individual_id: number;
  /** The calendar entry's id: 'annual-report', 'recurring-fee-1', 'renewal-REGISTERED_AGENT'. */
  entry_id: string;
  /** The due date of the occurrence it reminds of. */
  due: string;
  days_before: number;
}

/** The reminder's key: once per owner, occurrence and offset. */
export function reminderKey({ individual_id, entry_id, due, days_before }: ReminderPayload) {
  return `${REMINDER_JOB}:${individual_id}:${entry_id}:${due}:${days_before}d`;
}

/** A plan's key: once per owner and what prompted it (formed, after a due date, a filing…). */
export function planKey(individualId: number, reason: string): string {
  return `${PLAN_JOB}:${individualId}:${reason}`;
}

/**
 * The jobs that remind the owner of each entry's pending occurrence (the offsets whose day has
 * not passed; today's goes at once when 9:00 has passed), and the next plan.
 */
export function reminderJobs(calendar: DeadlineCalendar, now: Date): JobRequest[] {
  const { individual_id: individualId, today } = calendar;
  const upcoming = calendarEntries(calendar).filter((entry) => entry.due >= today);
  const reminders = upcoming.flatMap((entry) =>
    REMINDER_DAYS_BEFORE.flatMap((daysBefore): JobRequest[] => {
      const day = addCalendarDays(entry.due, -daysBefore);
      if (day < today) return [];
      const payload = { individual_id: individualId, entry_id: entry.id, due: entry.due };
      const at = charterMoment(day, REMINDER_HOUR);
      return [
        {
          kind: REMINDER_JOB,
          key: reminderKey({ ...payload, days_before: daysBefore }),
          runAt: at < now ? now : at,
          payload: { ...payload, days_before: daysBefore },
        },
      ];
    }),
  );
  const earliest = upcoming.map((entry) => entry.due).sort()[0];
  if (earliest === undefined) return reminders;
  return [
    ...reminders,
    {
      kind: PLAN_JOB,
      key: planKey(individualId, `after:${earliest}`),
      runAt: charterMoment(addCalendarDays(earliest, 1), PLAN_HOUR),
      payload: { individual_id: individualId },
    },
  ];
}

/**
 * Plans the owner's reminders from their calendar as it stands at `now` (inside the caller's
 * transaction when given one): when the formation becomes ACTIVE, a subscription starts, a
 * deadline is filed. Scheduling what is already scheduled keeps the first (the keys).
 */
export async function planComplianceReminders(
  jobs: JobEngine,
  db: Database,
  individualId: number,
  now: Date,
): Promise<void> {
  const calendar = await ownerCalendar(db, individualId, charterDay(now));
  await jobs.scheduleAll(reminderJobs(calendar, now), db);
}

function reminderPayload(payload: Record<string, unknown>): ReminderPayload {
  const { individual_id, entry_id, due, days_before } = payload;
  if (
    typeof individual_id !== 'number' ||
    typeof entry_id !== 'string' ||
    typeof due !== 'string' ||
    typeof days_before !== 'number'
  ) {
    throw new Error('A compliance reminder without its owner, entry, due date or offset');
  }
  return { individual_id, entry_id, due, days_before };
}

/** Whether a reminder closer to the due date has had its day: that one is sent instead. */
function superseded(daysBefore: number, daysLeft: number): boolean {
  return REMINDER_DAYS_BEFORE.some((closer) => closer < daysBefore && daysLeft <= closer);
}

/** Whether the renewal's own notice (decision 0088) tells what this reminder would. */
function renewalNoticeSpeaks(entry: CalendarEntry, daysBefore: number): boolean {
  return (
    entry.kind === 'renewal' && !entry.renewal.ends && daysBefore === RENEWAL_NOTICE_DAYS_BEFORE
  );
}

export interface ReminderServices {
  mailer: Mailer;
  /** PUBLIC_URL: the mail links to the calendar page there. */
  publicUrl: string;
}

/** Defines the reminder and plan jobs (every process, at start). */
export function defineComplianceJobs(jobs: JobEngine, { mailer, publicUrl }: ReminderServices) {
  jobs.define(PLAN_JOB, async (payload, { db, now }) => {
    await planComplianceReminders(jobs, db, Number(payload.individual_id), now);
  });

  jobs.define(REMINDER_JOB, async (payload, { db, now }) => {
    const reminder = reminderPayload(payload);
    const individualId = reminder.individual_id;
    const calendar = await ownerCalendar(db, individualId, charterDay(now));
    const entry = calendarEntries(calendar).find(
      ({ id, due }) => id === reminder.entry_id && due === reminder.due,
    );
    // Filed, moved by a change of state, no longer formed or subscribed, or past (a retry).
    if (!entry || entry.due < calendar.today) return;
    // Running late (the server was down): the closest reminder whose day has come speaks.
    if (superseded(reminder.days_before, daysBetween(calendar.today, entry.due))) return;
    // A renewal to be charged is told that day by its notice, which is always sent
    // (server/checkout/renewals.ts): not twice.
    if (renewalNoticeSpeaks(entry, reminder.days_before)) return;
    const owner = await new AccountService(db).findById(individualId);
    if (!owner) return;
    // Sent only while the owner receives deadline reminders (their email settings).
    await mailer.send({
      ...reminderMail({
        to: owner.email,
        firstName: owner.firstName,
        entry,
        business: calendar.business,
        today: calendar.today,
        publicUrl,
      }),
      optional: { individualId, category: 'deadline_reminders' },
    });
  });
}
