import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readMailFolder } from '../../tests/support/mail-folder';
import { createMailer } from './mailer';

describe('the mailer without SMTP', () => {
  let dataDir: string;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message, attachments and long links intact, to DATA_DIR/mail', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'charter-mail-'));
    const mailer = createMailer({
      smtpUrl: null,
      from: 'Charter <no-reply@charter.test>',
      folder: join(dataDir, 'mail'),
    });
    const link = `https://charter.test/sign/${'a'.repeat(120)}`;
    await mailer.send({
      to: ['rosa@example.com', 'ivan@example.com'],
      subject: 'Please sign the operating agreement of Bluebonnet Bikes LLC',
      text: `Open your personal link to sign: ${link}`,
      attachments: [
        {
          filename: 'agreement.pdf',
          content: Buffer.from('%PDF-1.7'),
          contentType: 'application/pdf',
        },
      ],
    });
    await mailer.send({ to: 'rosa@example.com', subject: 'Second', text: 'Two' });

    const mail = await readMailFolder(dataDir);
    expect(mail.map((message) => message.subject)).toEqual([
      'Please sign the operating agreement of Bluebonnet Bikes LLC',
      'Second',
    ]);
    expect(mail[0]!.to).toEqual(['rosa@example.com', 'ivan@example.com']);
    expect(mail[0]!.text).toContain(link);
    expect(mail[0]!.attachments).toEqual([
      {
        filename: 'agreement.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.7'),
      },
    ]);
  });
});
