/**
 * The kinds of email Charter sends an owner, for the settings' email notifications (issue 29,
 * decision 0074): which ones the owner cannot turn off and why, which they can, their default,
 * and what they would miss. The one list the page, the API and every sender read.
 */

/** The optional kinds: each a switch the owner sets, and a column of the account. */
export const OPTIONAL_EMAIL_CATEGORIES = [
  'order_updates',
  'deadline_reminders',
  'hub_news',
] as const;
export type OptionalEmailCategory = (typeof OPTIONAL_EMAIL_CATEGORIES)[number];

interface CategoryText {
  title: string;
  description: string;
}

/** Sent whatever the settings: the owner needs them to keep their account and orders. */
export const LOCKED_EMAIL_CATEGORIES: ReadonlyArray<
  CategoryText & {
    id: 'security' | 'receipts' | 'renewals' | 'signature_requests' | 'support_replies';
    why: string;
  }
> = [
  {
    id: 'security',
    title: 'Security notices',
    description: 'Password changes, password reset links and confirming your email address.',
    why: 'Always on: they protect your account.',
  },
  {
    id: 'receipts',
    title: 'Receipts',
    description: 'A receipt for every payment you make.',
    why: 'Always on: they are the record of what you paid.',
  },
  {
    id: 'renewals',
    title: 'Renewal notices',
    description:
      'A notice 30 days before a subscription renews and charges your card, a declined renewal charge with the day we try again, and the end of a subscription that lapsed or that you cancelled.',
    why: 'Always on: you are told before you are charged, and when a service you rely on stops.',
  },
  {
    id: 'signature_requests',
    title: 'Signature requests',
    description: 'Requests to sign your documents, their reminders and the signed copies.',
    why: 'On while a signature is pending: a filing waits for it.',
  },
  {
    id: 'support_replies',
    title: 'Replies to your requests',
    description: 'Our support team’s answers to the requests you send from Submit a request.',
    why: 'Always on: they answer what you asked.',
  },
];

export const OPTIONAL_EMAIL_TEXT: Record<
  OptionalEmailCategory,
  CategoryText & { byDefault: boolean; missed: string | null }
> = {
  order_updates: {
    title: 'Order status updates',
    description:
      'When a filing is submitted, approved or needs your attention, and when a document you ordered is ready.',
    byDefault: true,
    missed:
      'You will not be emailed when your orders move or a document arrives: check your dashboard and documents instead.',
  },
  deadline_reminders: {
    title: 'Deadline reminders',
    description:
      'Before your annual report, registered agent renewal and business license renewals are due.',
    byDefault: true,
    missed:
      'You will get no reminder before a state deadline. A missed annual report can mean late fees and losing good standing; your compliance calendar still lists every date.',
  },
  hub_news: {
    title: 'Business Hub news',
    description: 'New guides, templates and articles for running your business.',
    byDefault: false,
    missed: null,
  },
};
