import ical, { ICalAlarmType } from 'ical-generator';
import { formatCents } from '../../../src/domain/checkout/money';
import { productTitle } from '../../../src/domain/checkout/product-titles';
import { renewalDates } from '../../../src/domain/business-license/licence-renewal-dates';
import {
  COMPLIANCE_PAGE_PATH,
  type ComplianceCalendar,
  type LicenceRenewal,
} from '../../../src/domain/compliance/compliance-calendar';
import { occurrencesThrough } from '../../../src/domain/compliance/deadline-occurrences';
import {
  deadlineHeadline,
  feeSentence,
  ruleSentence,
} from '../../../src/domain/compliance/deadline-words';
import {
  licenceRenewalHeadline,
  licenceRenewalSentences,
} from '../../../src/domain/compliance/licence-renewal-words';
import {
  addCalendarDays,
  dateParts,
  calendarDate,
  everyYearFrom,
} from '../../../src/domain/estimates/calendar-date';
import { longCalendarDate } from '../../../src/domain/long-date';
import { calendarEntries, type CalendarEntry } from '../../compliance/owner-calendar';

/*
 * The owner's deadlines as an iCalendar feed (RFC 5545) their calendar application subscribes
 * to (decision 0052): an all-day event on each due date of the next two years (a licence
 * renewal's only where its source sets the day, decision 0068), a reminder the day before, and
 * UIDs made of the owner, the deadline and the date, so that each refresh updates the events it
 * added rather than adding them again.
 */

const HORIZON_YEARS = 2;
/** The alarm rings at 9:00 the day before an all-day event (15 hours before its midnight). */
const ALARM_SECONDS_BEFORE = 15 * 3600;
/** How often calendar applications are asked to fetch it again. */
const REFRESH_SECONDS = 12 * 3600;

interface FeedEvent {
  due: string;
  summary: string;
  description: string[];
}

function deadlineEvents(
  entry: Extract<CalendarEntry, { kind: 'deadline' }>,
  calendar: ComplianceCalendar,
  until: string,
): FeedEvent[] {
  const business = calendar.business!;
  const { deadline } = entry;
  const occurrences = occurrencesThrough(deadline, { formedOn: business.formed_on! }, until);
  return occurrences.map(({ due, opens }) => ({
    due,
    summary: deadlineHeadline(business.state, deadline.title, business.name),
    description: [
      `Due ${longCalendarDate(due)}.`,
      ...(opens ? [`The state accepts the filing from ${longCalendarDate(opens)}.`] : []),
      feeSentence(deadline),
      ruleSentence(business.state, deadline.rule),
      `Figures from the ${calendar.credit}.`,
    ],
  }));
}

function renewalEvents(
  entry: Extract<CalendarEntry, { kind: 'renewal' }>,
  calendar: ComplianceCalendar,
  until: string,
): FeedEvent[] {
  const { renewal } = entry;
  const title = productTitle(renewal.product_key);
  const events: FeedEvent[] = [];
  for (const due of everyYearFrom(renewal.due)) {
    if (due > until) break;
    // A cancelled renewal (decision 0078) ends on its date: one event, and no renewals after.
    if (renewal.ends) {
      events.push({
        due,
        summary: `${renewal.title} — ${calendar.business?.name ?? 'Charter'}`,
        description: [
          `Your ${title} subscription ends on ${longCalendarDate(due)}: you cancelled its renewal.`,
        ],
      });
      break;
    }
    events.push({
      due,
      summary: `${renewal.title} — ${calendar.business?.name ?? 'Charter'}`,
      description: [
        `Your ${title} subscription renews on ${longCalendarDate(due)} for ` +
          `${formatCents(renewal.price_cents)}.`,
      ],
    });
  }
  return events;
}

/** A licence renewal on each day its source sets (none where the agency sets the date). */
function licenceRenewalEvents(
  renewal: LicenceRenewal,
  calendar: ComplianceCalendar,
  until: string,
): FeedEvent[] {
  if (renewal.renews_on === null) return [];
  return renewalDates(renewal.renews_on, calendar.today, until).map((due) => ({
    due,
    summary: licenceRenewalHeadline(renewal, calendar.business?.name ?? null),
    description: licenceRenewalSentences(renewal, due),
  }));
}

/** The calendar as an .ics file, for the owner's calendar application. */
export function renderCalendarFeed(calendar: ComplianceCalendar, publicUrl: string): string {
  const { year, month, day } = dateParts(calendar.today);
  const until = calendarDate(year + HORIZON_YEARS, month, day);
  const pageUrl = `${publicUrl}${COMPLIANCE_PAGE_PATH}`;
  const host = new URL(publicUrl).hostname;
  const business = calendar.business;
  const feed = ical({
    name: business ? `${business.name} — deadlines` : 'Compliance deadlines',
    description: `State deadlines and renewals, from Charter: ${pageUrl}`,
    prodId: { company: 'Charter', product: 'Compliance calendar', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  const entries = [
    ...calendarEntries(calendar).map((entry) => ({
      id: entry.id,
      events:
        entry.kind === 'deadline'
          ? deadlineEvents(entry, calendar, until)
          : renewalEvents(entry, calendar, until),
    })),
    ...calendar.license_renewals.map((renewal) => ({
      id: renewal.id,
      events: licenceRenewalEvents(renewal, calendar, until),
    })),
  ];
  for (const { id, events } of entries) {
    for (const { due, summary, description } of events) {
      const event = feed.createEvent({
        id: `${id}-${due}-${calendar.individual_id}@${host}`,
        start: due,
        end: addCalendarDays(due, 1),
        allDay: true,
        summary,
        description: [...description, '', `Your compliance calendar: ${pageUrl}`].join('\n'),
        url: pageUrl,
      });
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: ALARM_SECONDS_BEFORE,
        description: summary,
      });
    }
  }
  return feed.toString();
}
