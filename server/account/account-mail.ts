import { longDate } from '../../src/domain/long-date';
import { SECURITY_SETTINGS_PATH } from '../../src/domain/account/settings-paths';
import { CHAT_PATH, SUBMIT_REQUEST_PATH } from '../../src/domain/services/service-paths';
import type { OutgoingMail } from '../mail/mailer';
import { escapeHtml } from '../http/escape-html';
import { RESET_LINK_MINUTES } from '../../src/domain/account/data-lifetimes';
import {
  ACCOUNT_DELETED_PATH,
  DELETION_DOES_NOT_DISSOLVE,
  KEPT_ON_DELETION,
} from '../../src/domain/account/account-deletion';

/** Where the mails lead: the pages of Charter's own sign-in and the security settings. */
export const FORGOT_PASSWORD_PATH = '/oidc/forgot-password';
export const RESET_PASSWORD_PATH = '/oidc/reset-password';

interface Recipient {
  email: string;
  firstName: string;
}

/** A mail of paragraphs: the plain text, and the same as HTML with the links made links. */
export function mail(to: Recipient, subject: string, paragraphs: string[]): OutgoingMail {
  const greeting = `Hello ${to.firstName || 'there'},`;
  const all = [greeting, ...paragraphs, '— The Charter team'];
  const html = all
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(
        /https?:\/\/[^\s<]+/g,
        (url) => `<a href="${url}">${url}</a>`,
      );
      return `<p>${escaped}</p>`;
    })
    .join('\n');
  return { to: to.email, subject, text: all.join('\n\n'), html };
}

/** After a change from the security settings or a reset by link (OWASP: notify on change). */
export function passwordChangedMail(
  to: Recipient,
  how: 'changed' | 'reset',
  at: Date,
  publicUrl: string,
): OutgoingMail {
  return mail(to, 'Your Charter password was changed', [
    how === 'changed'
      ? `Your Charter password was changed from your security settings on ${longDate(at)}. Every other device signed in to your account was signed out; the one you used stays signed in.`
      : `Your Charter password was reset with a link sent to this address on ${longDate(at)}. Every device signed in to your account was signed out.`,
    `If this was you, there is nothing more to do.`,
    `If it was not you, set a new password now at ${publicUrl}${FORGOT_PASSWORD_PATH} and write to us from ${publicUrl}${SUBMIT_REQUEST_PATH}: someone may know your password or have access to your email.`,
  ]);
}

/** The link an owner who forgot their password asked for. */
export function resetLinkMail(to: Recipient, url: string): OutgoingMail {
  return mail(to, 'Reset your Charter password', [
    `Someone asked to reset the password of the Charter account for this address. If it was you, set a new password here within ${RESET_LINK_MINUTES} minutes:`,
    url,
    'The link works once. Setting a new password signs every device out of your account.',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ]);
}

/** The reminder the owner opted in to (never a forced expiry: NIST SP 800-63B §3.1.1.2). */
export function passwordReminderMail(
  to: Recipient,
  changedAt: Date,
  publicUrl: string,
): OutgoingMail {
  return mail(to, 'Reminder: time to update your Charter password', [
    `You asked us to remind you to update your password every 90 days. Your password was last set on ${longDate(changedAt)}.`,
    `Change it from your security settings: ${publicUrl}${SECURITY_SETTINGS_PATH}`,
    'Your password keeps working if you do not: this is only the reminder you asked for. You can turn it off on the same page.',
  ]);
}

/** The link that confirms a new account's address (the account works before it is followed). */
export function emailConfirmationMail(to: Recipient, url: string): OutgoingMail {
  return mail(to, 'Confirm your email address for Charter', [
    'Please confirm that this is the email address of your Charter account:',
    url,
    'Confirming it makes sure that your receipts, filing updates and deadline reminders reach you, and that you can reset your password if you ever forget it. The link works for 7 days; your dashboard can send another.',
    'If you did not create a Charter account, ignore this email.',
  ]);
}

/** The last mail to a deleted account's address: what was erased, what the law keeps. */
export function accountDeletedMail(to: Recipient, at: Date, publicUrl: string): OutgoingMail {
  return mail(to, 'Your Charter account is deleted', [
    `Your Charter account was deleted on ${longDate(at)}, as you asked. Your sign-in, answers, business record, documents and saved cards are erased, and every device was signed out.`,
    `We keep what the law asks us to: ${KEPT_ON_DELETION.map(({ what }) => what.toLowerCase()).join(' and ')}. Why: ${publicUrl}${ACCOUNT_DELETED_PATH}`,
    DELETION_DOES_NOT_DISSOLVE,
    `If you did not delete your account, write to us at once from ${publicUrl}${CHAT_PATH}.`,
  ]);
}
