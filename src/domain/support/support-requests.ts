import { EMAIL_REGEX, MAX_EMAIL_LENGTH } from '../email-address';
import { messages } from '../questionnaire/messages';
import { TEXT_PROBLEM_MESSAGES, textProblem } from '../text-characters';

/*
 * Support requests (decision 0079): what an owner may send from /submit-request and a visitor
 * from /chat, checked by the same code in the browser (the forms' messages) and on the server
 * (the routes' schemas take their limits from here, and refuse what these checks refuse).
 */

/** What a request is about: the form's select, the route's enum and the back office's list. */
export const SUPPORT_TOPICS = [
  { value: 'formation', label: 'Business formation' },
  { value: 'filings', label: 'EIN, licences and other filings' },
  { value: 'compliance', label: 'Compliance and deadlines' },
  { value: 'documents', label: 'Documents' },
  { value: 'billing', label: 'Billing and payments' },
  { value: 'account', label: 'My account' },
  { value: 'other', label: 'Something else' },
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]['value'];
export const SUPPORT_TOPIC_VALUES = SUPPORT_TOPICS.map(({ value }) => value) as [
  SupportTopic,
  ...SupportTopic[],
];
/** A question from /chat: the visitor picks no topic. */
export const GUEST_TOPIC: SupportTopic = 'other';

export const topicLabel = (topic: string) =>
  SUPPORT_TOPICS.find(({ value }) => value === topic)?.label ?? topic;

/** The limits of a request, in one place. */
export const SUPPORT_LIMITS = {
  subjectMaxLength: 120,
  messageMaxLength: 5000,
  /** Documents one request points to. */
  maxAttachments: 5,
  /** New requests an owner may make per hour; follow-ups count apart. */
  requestsPerHour: 5,
  /** Follow-ups an owner may add per hour, across their requests. */
  followUpsPerHour: 20,
  /** A /chat question: shorter, for a first contact. */
  questionMaxLength: 2000,
  /** Guest questions per client address and hour. */
  guestRequestsPerHour: 5,
} as const;

/** open: waiting for support; answered: support replied; closed: nothing more to do. */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Waiting for support',
  answered: 'Answered',
  closed: 'Closed',
};

/** Who wrote a message of a request's thread. */
export const SUPPORT_AUTHORS = ['owner', 'support'] as const;

export const SUPPORT_FIELD_LABELS = {
  topic: 'Topic',
  subject: 'Subject',
  message: 'Message',
  document_ids: 'Attachments',
  email: 'Email address',
  question: 'Question for our support team',
} as const;

export interface SupportRequestForm {
  topic: string;
  subject: string;
  message: string;
  document_ids: readonly number[];
}
export type SupportRequestErrors = Partial<Record<keyof SupportRequestForm, string>>;

export interface GuestRequestForm {
  email: string;
  question: string;
}
export type GuestRequestErrors = Partial<Record<keyof GuestRequestForm, string>>;

/** A text answer's message: required, too long, or a character it cannot hold. */
function textError(
  title: string,
  value: string,
  maxLength: number,
  multiLine: boolean,
): string | undefined {
  if (value.trim() === '') return messages.required(title);
  if (value.length > maxLength) return messages.maxLength(title, maxLength);
  const problem = textProblem(value, { multiLine });
  return problem ? TEXT_PROBLEM_MESSAGES[problem](title) : undefined;
}

const withoutUndefined = <T extends object>(errors: T): T =>
  Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as T;

/** The messages of the /submit-request form, by field; {} when it can be sent. */
export function supportRequestErrors(form: SupportRequestForm): SupportRequestErrors {
  const labels = SUPPORT_FIELD_LABELS;
  return withoutUndefined({
    topic: (SUPPORT_TOPIC_VALUES as readonly string[]).includes(form.topic)
      ? undefined
      : 'Please choose a topic',
    subject: textError(labels.subject, form.subject, SUPPORT_LIMITS.subjectMaxLength, false),
    message: textError(labels.message, form.message, SUPPORT_LIMITS.messageMaxLength, true),
    document_ids:
      form.document_ids.length > SUPPORT_LIMITS.maxAttachments
        ? `You can attach up to ${SUPPORT_LIMITS.maxAttachments} documents`
        : undefined,
  });
}

/** The message of a follow-up, or undefined when it can be sent. */
export function followUpError(message: string): string | undefined {
  return textError(SUPPORT_FIELD_LABELS.message, message, SUPPORT_LIMITS.messageMaxLength, true);
}

/** The messages of the /chat guest form, by field; {} when it can be sent. */
export function guestRequestErrors(form: GuestRequestForm): GuestRequestErrors {
  const email = form.email.trim();
  return withoutUndefined({
    email:
      email === ''
        ? messages.required(SUPPORT_FIELD_LABELS.email)
        : email.length > MAX_EMAIL_LENGTH || !new RegExp(EMAIL_REGEX).test(email)
          ? 'Please enter a valid email address, like name@example.com'
          : undefined,
    question: textError(
      SUPPORT_FIELD_LABELS.question,
      form.question,
      SUPPORT_LIMITS.questionMaxLength,
      true,
    ),
  });
}

/** The subject of a guest's request: its question's first words, on one line. */
export function guestSubject(question: string): string {
  const line = question.trim().replace(/\s+/g, ' ');
  const max = SUPPORT_LIMITS.subjectMaxLength;
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** What the guest route answers, whether or not the address has an account. */
export const GUEST_REQUEST_RECEIVED =
  'Thank you. Your question has reached our support team and they will answer at the email address you gave.';

/** Too many questions from one address in the hour (429, /chat). */
export const TOO_MANY_GUEST_REQUESTS =
  'Several questions were sent from this email address in the last hour. Please wait a little before sending another.';

/** Too many requests in the hour (429). */
export const TOO_MANY_SUPPORT_REQUESTS =
  'You have sent several requests in the last hour. Please wait a little before sending another, or add to one you have sent.';
