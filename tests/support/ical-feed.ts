import ICAL from 'ical.js';

/** One event of a calendar feed, as a calendar application reads it. */
export interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  /** The start date, 'YYYY-MM-DD'. */
  start: string;
  allDay: boolean;
  url: string | null;
  /** Each alarm's trigger as written, e.g. '-PT15H'. */
  alarms: string[];
}

/**
 * Reads an .ics file with ical.js (the parser calendar web applications use): the calendar's
 * name and its events. Throws on text that is not iCalendar.
 */
export function readCalendarFeed(text: string): { name: string | null; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString().slice(0, 10),
      allDay: event.startDate.isDate,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      alarms: component
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    };
  });
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: typeof name === 'string' ? name : null, events };
}
