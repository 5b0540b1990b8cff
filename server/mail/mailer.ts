import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../data-dir/private-data-dir';
import { metrics } from '../metrics/metrics';
import type { OptionalEmailCategory } from '../../src/domain/account/email-categories';

/** A message Charter sends: to owners, to the members asked to sign. */
export interface OutgoingMail {
  to: string | readonly string[];
  subject: string;
  /** The plain-text body: every message has one (mail clients that show no HTML read it). */
  text: string;
  html?: string;
  /** Where a reply goes when it is not the sender (MAIL_FROM): support's, or the owner's. */
  replyTo?: string;
  attachments?: ReadonlyArray<{ filename: string; content: Uint8Array; contentType: string }>;
  /** Extra header lines (List-Unsubscribe, added by the preference-aware mailer). */
  headers?: Readonly<Record<string, string>>;
  /**
   * The optional kind of email this is, and whose: sent only while the owner receives that kind
   * (their email notification settings), with a one-click unsubscribe. Absent: a mail the owner
   * cannot turn off (security notices, receipts, signature requests).
   */
  optional?: { individualId: number; category: OptionalEmailCategory };
}

/** Sends mail; resolves once the message is handed over (to the SMTP server or the folder). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  /** smtp://… (SMTP_URL); null writes every message to `folder` instead. */
  smtpUrl: string | null;
  from: string;
  /** Where messages go without SMTP: DATA_DIR/mail. */
  folder: string;
}

/** The name of a message's file in the mail folder: sortable by time, unique. */
function messageFileName(sentAt: Date, messageId: string): string {
  const stamp = sentAt.toISOString().replace(/[:.]/g, '-');
  const id = messageId.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${stamp}-${id}.eml`;
}

/**
 * Mail through nodemailer (DESIGN.md "Documents, mail and background work"): SMTP when
 * SMTP_URL is set, otherwise each message as a complete .eml file in DATA_DIR/mail/, which any
 * mail client opens: nothing configured, nothing lost, and the tests read what was sent.
 */
export function createMailer({ smtpUrl, from, folder }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = (await transport.sendMail({
        from,
        to: typeof mail.to === 'string' ? mail.to : [...mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        headers: mail.headers ? { ...mail.headers } : undefined,
        attachments: mail.attachments?.map((attachment) => ({
          filename: attachment.filename,
          content: Buffer.from(attachment.content),
          contentType: attachment.contentType,
        })),
      })) as { messageId: string; message?: Buffer };
      if (!smtpUrl) {
        await mkdir(folder, PRIVATE_FOLDER);
        const path = join(folder, messageFileName(new Date(), info.messageId));
        await writeFile(path, info.message!, PRIVATE_FILE);
      }
      metrics.mailSent.inc();
    },
  };
}
