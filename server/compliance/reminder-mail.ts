import { formatCents } from '../../src/domain/checkout/money';
import { productTitle } from '../../src/domain/checkout/product-titles';
import {
  COMPLIANCE_PAGE_PATH,
  type CalendarBusiness,
} from '../../src/domain/compliance/compliance-calendar';
import {
  daysToGo,
  feeSentence,
  ruleSentence,
  titleInSentence,
} from '../../src/domain/compliance/deadline-words';
import { daysBetween } from '../../src/domain/estimates/calendar-date';
import { STATE_DATA_CREDIT } from '../../src/domain/state-facts/dataset-credit';
import { longCalendarDate } from '../../src/domain/long-date';
import type { OutgoingMail } from '../mail/mailer';
import type { CalendarEntry } from './owner-calendar';

/** What a reminder says it is about, in its subject and first sentence. */
function entryName(entry: CalendarEntry, business: CalendarBusiness | null): string {
  if (entry.kind === 'renewal')
    return `Your ${productTitle(entry.renewal.product_key)} subscription`;
  const title = titleInSentence(entry.deadline.title);
  return `${business!.name}’s ${business!.state} ${title}`;
}

/** The lines that say what the entry costs and where its date comes from. */
function detailLines(entry: CalendarEntry, business: CalendarBusiness | null, today: string) {
  if (entry.kind === 'renewal') {
    if (entry.renewal.ends) {
      return ['It ends on that day: you cancelled its renewal, so nothing is charged.'];
    }
    return [
      `Charter renews it on that day for ${formatCents(entry.renewal.price_cents)}, charged to ` +
        'the card on your subscription.',
    ];
  }
  const { deadline } = entry;
  return [
    ...(deadline.opens !== null && deadline.opens > today
      ? [`The state accepts the filing from ${longCalendarDate(deadline.opens)}.`]
      : []),
    feeSentence(deadline),
    ruleSentence(business!.state, deadline.rule),
    '',
    `Figures from the ${STATE_DATA_CREDIT}.`,
  ];
}

export interface ReminderMailInput {
  to: string;
  firstName: string;
  entry: CalendarEntry;
  business: CalendarBusiness | null;
  today: string;
  publicUrl: string;
}

/**
 * A compliance reminder (decision 0052): which deadline, its due date and how far off it is,
 * the fee with its source and the state's words, and the way to the calendar page.
 */
export function reminderMail({
  to,
  firstName,
  entry,
  business,
  today,
  publicUrl,
}: ReminderMailInput): OutgoingMail {
  const name = entryName(entry, business);
  const dueOn = longCalendarDate(entry.due);
  const when = daysToGo(daysBetween(today, entry.due));
  const verb = entry.kind === 'renewal' ? 'renews' : 'is due';
  return {
    to,
    subject: `Reminder: ${name} ${verb} ${when === 'today' ? 'today' : `on ${dueOn}`}`,
    text: [
      `Hello ${firstName || 'there'},`,
      '',
      `${name} ${verb} on ${dueOn}: ${when}.`,
      ...detailLines(entry, business, today),
      '',
      'Every deadline of your business, with its source, is in your compliance calendar:',
      `${publicUrl}${COMPLIANCE_PAGE_PATH}`,
      '',
      'Charter',
    ].join('\n'),
  };
}
