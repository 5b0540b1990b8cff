import { formatCents } from '../../src/domain/checkout/money';
import { productTitle } from '../../src/domain/checkout/product-titles';
import { isProductKey } from '../../src/domain/checkout/product-keys';
import {
  REGISTERED_AGENT_REQUIREMENT,
  REGISTERED_AGENT_REQUIREMENT_SOURCE,
} from '../../src/domain/checkout/registered-agent-requirement';
import { SUBSCRIPTIONS_RENEWALS_PATH } from '../../src/domain/checkout/invoice-paths';
import { RENEWAL_RETRY_DAYS } from '../../src/domain/checkout/renewal-schedule';
import { longCalendarDate } from '../../src/domain/long-date';
import { escapeHtml } from '../http/escape-html';
import type { OutgoingMail } from '../mail/mailer';

/**
 * The renewal's mails (issue 30 point 6, decision 0088): the notice 30 days before, a declined
 * charge with its retry, the lapse, the end of a cancelled renewal. Each is about money or the
 * end of a service the state requires, so none is optional: the owner cannot turn off being
 * told they will be charged, were not, or no longer have an agent. A charge that succeeds is
 * told by its receipt.
 */
export type RenewalEvent =
  | { kind: 'notice'; renewsOn: string; price: number; card: string | null }
  | { kind: 'declined'; renewsOn: string; price: number; decline: string; retryOn: string }
  | { kind: 'lapsed'; renewsOn: string; price: number; decline: string }
  | { kind: 'ended'; renewsOn: string };

/** The header that marks a renewal mail (mail filters, the tests' mail folder). */
export const RENEWAL_MAIL_HEADER = 'X-Charter-Renewal';

interface Addressee {
  email: string;
  firstName: string;
}

function titleOf(productName: string): string {
  return isProductKey(productName) ? productTitle(productName) : productName;
}

/** Subject and paragraphs of one event; the last paragraph is the link to the subscriptions. */
function wordsOf(title: string, event: RenewalEvent): { subject: string; body: string[] } {
  const day = longCalendarDate(event.renewsOn);
  const requirement = `${REGISTERED_AGENT_REQUIREMENT} (Source: ${REGISTERED_AGENT_REQUIREMENT_SOURCE.label}, ${REGISTERED_AGENT_REQUIREMENT_SOURCE.href}.)`;
  switch (event.kind) {
    case 'notice':
      return {
        subject: `Your ${title} renews on ${day}`,
        body: [
          `Your ${title} renews on ${day}. We will charge ${formatCents(event.price)} for the next year to ${event.card ?? 'your default card'} that day, and email you the receipt.`,
          'To change the card, make another card your default in Billing details before then. To stop the renewal, cancel it on your Subscriptions & renewals page before that day: nothing is charged, and the service ends on that date.',
        ],
      };
    case 'declined':
      return {
        subject: `We could not charge your ${title} renewal`,
        body: [
          `We tried to charge ${formatCents(event.price)} for your ${title} renewal (due ${day}), and the charge was declined: ${event.decline}`,
          `We will try again on ${longCalendarDate(event.retryOn)}. Your service continues meanwhile. To avoid a lapse, make a card that works your default in Billing details before then.`,
        ],
      };
    case 'lapsed':
      return {
        subject: `Your ${title} has lapsed`,
        body: [
          `We tried to charge ${formatCents(event.price)} for your ${title} renewal (due ${day}) ${RENEWAL_RETRY_DAYS.length + 1} times, and each charge was declined (the last: ${event.decline}). Your ${title} service has lapsed, and nothing was charged.`,
          requirement,
        ],
      };
    case 'ended':
      return {
        subject: `Your ${title} has ended`,
        body: [
          `As you asked, your ${title} was not renewed: it ended on ${day}, and nothing was charged.`,
          requirement,
        ],
      };
  }
}

/** One renewal event's mail to the owner. */
export function renewalMail(
  owner: Addressee,
  productName: string,
  event: RenewalEvent,
  publicUrl: string,
): OutgoingMail {
  const { subject, body } = wordsOf(titleOf(productName), event);
  const link = `${publicUrl}${SUBSCRIPTIONS_RENEWALS_PATH}`;
  const paragraphs = [`Hello ${owner.firstName || 'there'},`, ...body];
  const closing = '— The Charter team';
  return {
    to: owner.email,
    subject,
    headers: { [RENEWAL_MAIL_HEADER]: `${productName} ${event.kind}` },
    text: [...paragraphs, `Your subscriptions: ${link}`, closing].join('\n\n'),
    html: [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(link)}">Your subscriptions</a></p>`,
      `<p>${escapeHtml(closing)}</p>`,
    ].join('\n'),
  };
}
