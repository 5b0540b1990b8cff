import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** A message as the mail folder holds it, read the way a mail client would. */
export interface ReadMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/**
 * Every message the server wrote to its mail folder (DATA_DIR/mail, see server/mail/mailer.ts),
 * oldest first; none while the folder is not there yet.
 */
export async function readMailFolder(dataDir: string): Promise<ReadMail[]> {
  const folder = join(dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(folder, file)));
      const to = Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [];
      return {
        file,
        to: to.flatMap((address) => address.value.map((entry) => entry.address ?? '')),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        attachments: parsed.attachments.map((attachment) => ({
          filename: attachment.filename ?? '',
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      };
    }),
  );
}
