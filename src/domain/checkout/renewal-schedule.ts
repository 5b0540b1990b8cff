import { addCalendarDays, calendarDate, dateParts } from '../estimates/calendar-date';

/*
 * When a yearly subscription (the registered agent) is told about, charged, retried and lapses
 * (issue 30 point 6, decision 0088): the one place these days are counted, for the renewal job,
 * its mails and the subscriptions page.
 */

/** The owner is emailed this many days before a renewal is charged. */
export const RENEWAL_NOTICE_DAYS_BEFORE = 30;

/**
 * After a declined renewal, the charge is tried again this many days after the renewal date;
 * when the last retry is declined too, the service lapses.
 */
export const RENEWAL_RETRY_DAYS = [3, 7, 14] as const;

/** The renewal after `renewsOn`, a year on: a February 29 renews on February 28 (as Postgres adds a year). */
export function nextRenewalDate(renewsOn: string): string {
  const { year, month, day } = dateParts(renewsOn);
  return calendarDate(year + 1, month, day);
}

/** The day the owner is told the renewal is coming. */
export function renewalNoticeDate(renewsOn: string): string {
  return addCalendarDays(renewsOn, -RENEWAL_NOTICE_DAYS_BEFORE);
}

/**
 * The day the charge is tried again after `declines` declined attempts at the renewal of
 * `renewsOn` (1: the renewal day's own charge was declined); null when none is left and the
 * service lapses.
 */
export function renewalRetryDate(renewsOn: string, declines: number): string | null {
  const days = RENEWAL_RETRY_DAYS[declines - 1];
  return days === undefined ? null : addCalendarDays(renewsOn, days);
}

/** Every day a renewal may be charged on: its date, then each retry's. */
export function renewalChargeDates(renewsOn: string): string[] {
  return [renewsOn, ...RENEWAL_RETRY_DAYS.map((days) => addCalendarDays(renewsOn, days))];
}
