import { dateParts } from '../../src/domain/estimates/calendar-date';
import { chicagoWallClock } from '../../src/domain/estimates/working-hours';

/*
 * Deadlines are calendar days, and Charter's calendar is Chicago's, as its estimates are
 * (foundation §9): the day a formation is ACTIVE from, "today" in a deadline's count of days,
 * and the morning a reminder goes out are all read there.
 */

/** Charter's calendar day at `instant` (shared with the browser, which shows such days). */
export { charterDay } from '../../src/domain/estimates/working-hours';

const MS_PER_MINUTE = 60_000;

/** The instant the clock in Chicago reads `hour`:00 on `day` (daylight saving included). */
export function charterMoment(day: string, hour: number): Date {
  const { year, month, day: dayOfMonth } = dateParts(day);
  const wanted = Date.UTC(year, month - 1, dayOfMonth, hour);
  // Start from the wall time read as UTC and move by what Chicago's clock reads there; twice,
  // as the first step can cross a daylight-saving change.
  let instant = wanted;
  for (let step = 0; step < 2; step += 1) {
    const wall = chicagoWallClock(new Date(instant));
    const read = dateParts(wall.date);
    const readMs = Date.UTC(read.year, read.month - 1, read.day) + wall.minutes * MS_PER_MINUTE;
    instant += wanted - readMs;
  }
  return new Date(instant);
}
