import { isErasedEmail } from '../../src/domain/account/account-deletion';
import { OPTIONAL_EMAIL_TEXT } from '../../src/domain/account/email-categories';
import { SERVER_PAGES_MOUNT } from '../../src/domain/server-paths';
import { EMAIL_NOTIFICATIONS_PATH as EMAIL_SETTINGS_PATH } from '../../src/domain/account/settings-paths';
import type { Database } from '../db/database';
import { escapeHtml } from '../http/escape-html';
import { receivesOptionalEmail, type UnsubscribeLinks } from './email-preferences';
import type { Mailer, OutgoingMail } from './mailer';

export const UNSUBSCRIBE_PATH = `${SERVER_PAGES_MOUNT}/unsubscribe`;

/**
 * The mailer every sender is given (DESIGN "every sender obeys the owner's notification
 * settings"): a mail marked `optional` goes only to an owner who receives its kind, and carries
 * a one-click unsubscribe (RFC 8058: List-Unsubscribe with an HTTPS address, and
 * List-Unsubscribe-Post) and the same links in its body. Other mails pass unchanged, but for
 * a deleted account's address, which nothing is sent to (decision 0081).
 */
export function preferenceAwareMailer(
  inner: Mailer,
  { db, links, publicUrl }: { db: Database; links: UnsubscribeLinks; publicUrl: string },
): Mailer {
  return {
    async send(sent: OutgoingMail) {
      // A deleted account's jobs may still run (a receipt, a reminder): its address is no one's.
      const to = (typeof sent.to === 'string' ? [sent.to] : sent.to).filter(
        (address) => !isErasedEmail(address),
      );
      if (to.length === 0) return;
      const mail = { ...sent, to: typeof sent.to === 'string' ? to[0]! : to };
      if (!mail.optional) return inner.send(mail);
      const { individualId, category } = mail.optional;
      if (!(await receivesOptionalEmail(db, individualId, category))) return;
      const unsubscribe = `${publicUrl}${UNSUBSCRIBE_PATH}/${links.token(individualId, category)}`;
      const settings = `${publicUrl}${EMAIL_SETTINGS_PATH}`;
      const why = `You receive this because ${OPTIONAL_EMAIL_TEXT[category].title.toLowerCase()} are on in your Charter email settings.`;
      await inner.send({
        ...mail,
        headers: {
          ...mail.headers,
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        text: `${mail.text}\n\n--\n${why}\nUnsubscribe from these emails: ${unsubscribe}\nChoose which emails you get: ${settings}\n`,
        ...(mail.html
          ? {
              html: `${mail.html}\n<hr>\n<p>${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">Unsubscribe from these emails</a> · <a href="${escapeHtml(settings)}">Choose which emails you get</a></p>`,
            }
          : {}),
      });
    },
  };
}
