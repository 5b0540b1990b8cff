import { formatCents } from '../../src/domain/checkout/money';
import { longDate } from '../../src/domain/long-date';
import type { StoredDocument } from '../documents/document-store';
import type { OutgoingMail } from '../mail/mailer';
import type { ReceiptContent } from './receipt-pdf';

/** How every receipt's subject starts: "Your Charter receipt INV-000007". */
export const RECEIPT_MAIL_SUBJECT_PREFIX = 'Your Charter receipt ';

/**
 * The receipt of a payment, mailed to the address it was billed to with its PDF attached. Never
 * turned off in the email settings: it is the record of what the owner paid.
 */
export function receiptMail(
  content: ReceiptContent,
  pdf: Pick<StoredDocument, 'fileName' | 'content'>,
  invoicesUrl: string,
): OutgoingMail {
  const firstName = content.billedTo.name.split(' ')[0] ?? '';
  return {
    to: content.billedTo.email,
    subject: `${RECEIPT_MAIL_SUBJECT_PREFIX}${content.number}`,
    text: [
      `Hello ${firstName || 'there'},`,
      '',
      `Thank you. We received your payment of ${formatCents(content.total)} on ${longDate(content.paidAt)} (${content.paidWith}) for:`,
      ...content.lines.map(
        (line) =>
          `- ${line.title}: ${formatCents(line.amount)}${line.note ? ` (${line.note})` : ''}`,
      ),
      '',
      `Your receipt is attached. Every invoice and receipt is also in your account: ${invoicesUrl}`,
      '',
      '— The Charter team',
    ].join('\n'),
    attachments: [{ filename: pdf.fileName, content: pdf.content, contentType: 'application/pdf' }],
  };
}
