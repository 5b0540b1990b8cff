/**
 * Deleting an account (issue 29 "delete my account (confirmation, what is kept by law, what is
 * erased)"; decision 0081): the words the settings page, the server's answers and the goodbye
 * page share, and the rule that holds a deletion back.
 */
import type { KnownServiceStatus } from '../services/service-statuses';

/** Where the browser goes once the account is gone: a page the server renders. */
export const ACCOUNT_DELETED_PATH = '/account/deleted';

/**
 * The address a deleted account keeps: in `.invalid`, a top-level domain that never resolves
 * (RFC 2606), so no mail can reach it and the owner's real address is free to sign up again.
 */
const ERASED_EMAIL_DOMAIN = '@deleted.invalid';
export const erasedEmail = (individualId: number) => `erased-${individualId}${ERASED_EMAIL_DOMAIN}`;
export const isErasedEmail = (email: string) => email.toLowerCase().endsWith(ERASED_EMAIL_DOMAIN);

/**
 * The statuses of a service Charter is still working on with a state or the IRS: their answer
 * would reach nobody, so the account cannot be deleted until they end (or support cancels them).
 */
export const WORK_IN_PROGRESS_STATUSES: readonly KnownServiceStatus[] = [
  'SUBMITTED',
  'PENDING',
  'IN_PROGRESS',
  'PENDING_EXPERT_REVIEW',
];

/** What a deletion erases, in the order the dialog lists it. */
export const ERASED_ON_DELETION = [
  'Your sign-in: your email address, name, phone number and password',
  'Every questionnaire answer, on our servers and on this device',
  'Your business record, service statuses and compliance calendar',
  'Your documents, except the records listed as kept',
  'Your saved cards (removed from our card processor) and your Business Hub favorites',
  'Your support requests and our replies to them',
] as const;

/**
 * What the law keeps, and why, with the rule it comes from: shown before the owner confirms
 * and on the goodbye page.
 */
export const KEPT_ON_DELETION = [
  {
    what: 'Invoices and receipts',
    why: 'They are Charter’s sales records, which US tax law requires us to keep: up to 7 years (IRS, “How long should I keep records?”).',
  },
  {
    what: 'Signed agreements and their audit trails',
    why: 'The other people who signed rely on them: an electronic record must stay accurate and available to everyone entitled to it (E-SIGN Act, 15 U.S.C. § 7001(d)).',
  },
] as const;

/** What the account is not: the state keeps the LLC whether or not Charter does. */
export const DELETION_DOES_NOT_DISSOLVE =
  'Deleting your Charter account does not dissolve your LLC or cancel its filings with the state: the state keeps them as public records. If your LLC stays open, it still needs a registered agent and its annual reports.';

export const DELETE_ACCOUNT_TITLE = 'Delete my account';
export const DELETE_ACCOUNT_BUTTON = 'Delete my account permanently';
/** The dialog's own check, before anything is sent: the confirmation is empty. */
export const DELETION_CONFIRMATION_MISSING = {
  password: 'Enter your password to delete your account.',
  email: 'Type the email address of this account to delete it.',
} as const;
export const DELETION_PASSWORD_WRONG = 'The password is not correct. Nothing was deleted.';
export const DELETION_EMAIL_WRONG =
  'Type the email address of this account exactly as it is shown. Nothing was deleted.';
/** Why a deletion waits: services still with the state or the IRS, by their titles. */
export const deletionWaitsFor = (services: readonly string[]) => {
  const one = services.length === 1;
  return `We are still working on ${services.join(', ')} for you, with the state or the IRS. Your account can be deleted once ${one ? 'it is' : 'they are'} done, or write to us to cancel ${one ? 'it' : 'them'} first.`;
};
export const DELETION_BLOCKED = (services: readonly string[]) =>
  `${deletionWaitsFor(services)} Nothing was deleted.`;
export const DELETION_CARDS_FAILED =
  'Your saved cards could not be removed from our card processor just now. Nothing was deleted: please try again in a few minutes.';
export const ACCOUNT_DELETED_MESSAGE = 'Your Charter account is deleted.';
