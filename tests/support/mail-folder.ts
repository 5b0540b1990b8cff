import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { RECEIPT_MAIL_SUBJECT_PREFIX } from '../../server/checkout/receipt-mail';
import { STATUS_MAIL_HEADER } from '../../server/services/status-mail';

/** A message as the mail folder holds it, read the way a mail client would. */
export interface ReadMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each header line's value by its lowercased name, as sent (unfolded). */
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/**
 * Every message the server wrote to its mail folder (DATA_DIR/mail, see server/mail/mailer.ts),
 * oldest first; none while the folder is not there yet. Receipts (one per purchase, mailed by
 * a job) and status mails (one per status change, decision 0084) are left out unless asked
 * for: a test about what a purchase or a status led to counts the rest.
 */
export async function readMailFolder(
  dataDir: string,
  { receipts = false, statusMails = false }: { receipts?: boolean; statusMails?: boolean } = {},
): Promise<ReadMail[]> {
  const folder = join(dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const read = await Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(folder, file)));
      const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
      return {
        file,
        to: to.flatMap((address) => address.value.map((entry) => entry.address ?? '')),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        headers: Object.fromEntries(
          parsed.headerLines.map(({ key, line }) => [
            key,
            line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n[ \t]+/g, ' ')
              .trim(),
          ]),
        ),
        attachments: parsed.attachments.map((attachment) => ({
          filename: attachment.filename ?? '',
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      };
    }),
  );
  return read.filter(
    (mail) =>
      (receipts || !mail.subject.startsWith(RECEIPT_MAIL_SUBJECT_PREFIX)) &&
      (statusMails || !(STATUS_MAIL_HEADER.toLowerCase() in mail.headers)),
  );
}
