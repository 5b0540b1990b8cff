import { SUBMIT_REQUEST_PATH } from '../../src/domain/services/service-paths';
import { topicLabel } from '../../src/domain/support/support-requests';
import { mail } from '../account/account-mail';
import { escapeHtml } from '../http/escape-html';
import type { OutgoingMail } from '../mail/mailer';

/** What a request's mail to support says. */
export interface SupportNotice {
  to: string;
  /** Whoever asked: support's mail client answers them directly. */
  replyTo: string;
  requestId: number;
  guest: boolean;
  individualId: number | null;
  topic: string;
  subject: string;
  body: string;
  /** An owner's follow-up to a request support has seen before. */
  followUp: boolean;
  attachments: NonNullable<OutgoingMail['attachments']>;
}

/**
 * A new request (or a follow-up) for the support team, at SUPPORT_EMAIL: who asked, the topic,
 * the owner's words and their attached documents, and how to answer it so the owner sees the
 * answer in their dashboard too.
 */
export function supportNoticeMail(notice: SupportNotice): OutgoingMail {
  const who = notice.guest
    ? `${notice.replyTo} (a visitor without a Charter account, from /chat)`
    : `${notice.replyTo} (individual ${notice.individualId})`;
  const heading = notice.followUp
    ? `A follow-up to support request #${notice.requestId}`
    : `Support request #${notice.requestId}`;
  const lines = [
    `${heading}`,
    `From: ${who}`,
    `Topic: ${topicLabel(notice.topic)}`,
    `Subject: ${notice.subject}`,
    '',
    notice.body,
    '',
    ...(notice.attachments.length > 0
      ? [
          `Attached from the owner's documents: ${notice.attachments.map((a) => a.filename).join(', ')}`,
          '',
        ]
      : []),
    `Answer it with: npm run ops -- requests reply ${notice.requestId} "<your reply>"`,
    notice.guest
      ? 'The reply is emailed to the visitor.'
      : 'The reply is emailed to the owner and shown with the request in their dashboard.',
  ];
  const text = lines.join('\n');
  return {
    to: notice.to,
    replyTo: notice.replyTo,
    subject: `[Charter support #${notice.requestId}] ${notice.followUp ? 'Re: ' : ''}${notice.subject}`,
    text,
    html: `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(text)}</pre>`,
    attachments: notice.attachments,
  };
}

/**
 * Support's answer, to whoever asked. Transactional (decision 0079): the answer to the owner's
 * own request, like a receipt, is sent whatever their email settings.
 */
export function supportReplyMail(
  to: { email: string; firstName: string },
  reply: {
    requestId: number;
    subject: string;
    body: string;
    replyTo: string;
    publicUrl: string;
    guest: boolean;
  },
): OutgoingMail {
  const message = mail(to, `Re: ${reply.subject} [Charter support #${reply.requestId}]`, [
    `Our support team answered your request "${reply.subject}":`,
    reply.body,
    reply.guest
      ? 'To tell us more, reply to this email.'
      : `You can read the whole conversation and answer it at ${reply.publicUrl}${SUBMIT_REQUEST_PATH}, or reply to this email.`,
  ]);
  return { ...message, replyTo: reply.replyTo };
}
