import { rgb } from 'pdf-lib';
import { formatCents } from '../../src/domain/checkout/money';
import {
  charterDate,
  letterhead,
  MARGIN,
  MUTED,
  newCharterPdf,
  PdfWriter,
  RIGHT,
} from '../documents/pdf-writer';

/** What a receipt says, ready to print. */
export interface ReceiptContent {
  number: string;
  paidAt: Date;
  billedTo: { name: string; email: string };
  lines: Array<{ title: string; note: string | null; amount: number }>;
  /** Cents. */
  total: number;
  /** e.g. "Visa ending in 4242". */
  paidWith: string;
}

const PAID = rgb(0.09, 0.5, 0.27);

/** The receipt's 'Paid' stamp, boxed, ending at the right margin on the row at `y`. */
function paidStamp(out: PdfWriter, y: number): void {
  const size = 16;
  const width = out.fonts.bold.widthOfTextAtSize('Paid', size) + 20;
  const x = RIGHT - width;
  out.page.drawRectangle({
    x,
    y: y - 6,
    width,
    height: size + 12,
    borderColor: PAID,
    borderWidth: 1.5,
  });
  out.text('Paid', { x: x + 10, y, size, bold: true, color: PAID });
}

const AMOUNT_WIDTH = 110;

/**
 * A one-or-more-page PDF receipt: Charter's name, the invoice number, the date paid, whom it was
 * billed to, each line with its amount in dollars, the total, the card paid with, and 'Paid'.
 */
export async function renderReceiptPdf(receipt: ReceiptContent): Promise<Uint8Array> {
  // Dated by the payment, so the same invoice always makes the same document.
  const { doc, fonts } = await newCharterPdf(`Charter receipt ${receipt.number}`, receipt.paidAt);
  const out = new PdfWriter(doc, fonts);

  letterhead(out, 'Receipt');
  let y: number;
  const details: Array<[string, string]> = [
    ['Invoice number', receipt.number],
    ['Date paid', charterDate(receipt.paidAt)],
    ['Payment method', receipt.paidWith],
  ];
  details.forEach(([label, value], index) => {
    y = out.row(18);
    out.text(label, { x: MARGIN, y, size: 10, bold: true, color: MUTED });
    out.text(value, { x: MARGIN + 110, y, size: 11 }, 260);
    if (index === 0) paidStamp(out, y);
  });

  out.row(12);
  y = out.row(16);
  out.text('Billed to', { x: MARGIN, y, size: 10, bold: true, color: MUTED });
  for (const line of [receipt.billedTo.name, receipt.billedTo.email]) {
    y = out.row(15);
    out.text(line, { x: MARGIN, y, size: 11 });
  }

  out.row(14);
  y = out.row(16);
  out.text('Description', { x: MARGIN, y, size: 10, bold: true, color: MUTED });
  out.textRight('Amount', { right: RIGHT, y, size: 10, bold: true });
  out.rule(y - 8);
  const descriptionWidth = RIGHT - MARGIN - AMOUNT_WIDTH;
  for (const line of receipt.lines) {
    y = out.row(line.note ? 34 : 24);
    const titleY = line.note ? y + 12 : y;
    out.text(line.title, { x: MARGIN, y: titleY, size: 11 }, descriptionWidth);
    out.textRight(formatCents(line.amount), { right: RIGHT, y: titleY, size: 11 });
    if (line.note) out.text(line.note, { x: MARGIN, y, size: 9, color: MUTED }, descriptionWidth);
    out.rule(y - 8);
  }

  y = out.row(28);
  out.text('Total paid', { x: MARGIN, y, size: 12, bold: true });
  out.textRight(formatCents(receipt.total), { right: RIGHT, y, size: 12, bold: true });

  out.row(24);
  y = out.row(12);
  out.text('Thank you for choosing Charter. Keep this receipt for your records.', {
    x: MARGIN,
    y,
    size: 9,
    color: MUTED,
  });

  return doc.save({ useObjectStreams: false });
}
