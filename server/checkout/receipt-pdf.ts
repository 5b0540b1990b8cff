import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { WORKING_TIME_ZONE } from '../../src/domain/estimates/working-hours';
import { formatCents } from '../../src/domain/checkout/money';

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

/** US Letter, in points. */
const PAGE = { width: 612, height: 792 };
const MARGIN = 56;
const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const PAID = rgb(0.09, 0.5, 0.27);

/**
 * Dates as owners read them, in Charter's business time zone (foundation §9 counts business
 * days in America/Chicago), so a receipt shows the day the business records the payment on.
 */
const PAID_ON = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: WORKING_TIME_ZONE,
});

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * Text the standard fonts can draw: they only know WinAnsi (Latin) characters, so anything
 * else (another script, an emoji in a name) becomes '?' instead of failing the receipt.
 */
function printable(font: PDFFont, text: string): string {
  let known = characterSets.get(font);
  if (!known) characterSets.set(font, (known = new Set(font.getCharacterSet())));
  return [...text.replace(/\s+/g, ' ')]
    .map((char) => (known.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

/** The text, shortened with an ellipsis to fit `width`. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  let fit = printable(font, text);
  if (font.widthOfTextAtSize(fit, size) <= width) return fit;
  while (fit.length > 0 && font.widthOfTextAtSize(`${fit}…`, size) > width) fit = fit.slice(0, -1);
  return `${fit.trimEnd()}…`;
}

/** Writes down the page, starting a new page when the next row would not fit. */
class Writer {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  /** Makes room for a row `height` points tall and moves below it; returns its baseline. */
  row(height: number): number {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - MARGIN;
    }
    this.y -= height;
    return this.y;
  }

  text(
    text: string,
    at: { x: number; y: number; size: number; bold?: boolean; color?: Color },
    width = PAGE.width - MARGIN - at.x,
  ): void {
    const font = at.bold ? this.fonts.bold : this.fonts.regular;
    this.draw(fitted(font, text, at.size, width), font, at);
  }

  /** Text ending at `right` (amounts, short labels: never shortened). */
  textRight(text: string, at: { right: number; y: number; size: number; bold?: boolean }): void {
    const font = at.bold ? this.fonts.bold : this.fonts.regular;
    const shown = printable(font, text);
    this.draw(shown, font, { ...at, x: at.right - font.widthOfTextAtSize(shown, at.size) });
  }

  private draw(
    shown: string,
    font: PDFFont,
    at: { x: number; y: number; size: number; color?: Color },
  ): void {
    this.page.drawText(shown, { x: at.x, y: at.y, size: at.size, font, color: at.color ?? INK });
  }

  rule(y: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.75,
      color: RULE,
    });
  }

  paidStamp(y: number): void {
    const size = 16;
    const width = this.fonts.bold.widthOfTextAtSize('Paid', size) + 20;
    const x = PAGE.width - MARGIN - width;
    this.page.drawRectangle({
      x,
      y: y - 6,
      width,
      height: size + 12,
      borderColor: PAID,
      borderWidth: 1.5,
    });
    this.text('Paid', { x: x + 10, y, size, bold: true, color: PAID });
  }
}

const RIGHT = PAGE.width - MARGIN;
const AMOUNT_WIDTH = 110;

/**
 * A one-or-more-page PDF receipt: Charter's name, the invoice number, the date paid, whom it was
 * billed to, each line with its amount in dollars, the total, the card paid with, and 'Paid'.
 */
export async function renderReceiptPdf(receipt: ReceiptContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Charter receipt ${receipt.number}`);
  doc.setAuthor('Charter');
  doc.setCreator('Charter');
  doc.setProducer('Charter');
  // Dated by the payment, so the same invoice always makes the same document.
  doc.setCreationDate(receipt.paidAt);
  doc.setModificationDate(receipt.paidAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const out = new Writer(doc, fonts);

  let y = out.row(26);
  out.text('Charter', { x: MARGIN, y, size: 26, bold: true });
  out.textRight('Receipt', { right: RIGHT, y, size: 18 });
  y = out.row(18);
  out.text('Business formation and compliance services', { x: MARGIN, y, size: 10, color: MUTED });

  out.row(16);
  const details: Array<[string, string]> = [
    ['Invoice number', receipt.number],
    ['Date paid', PAID_ON.format(receipt.paidAt)],
    ['Payment method', receipt.paidWith],
  ];
  details.forEach(([label, value], index) => {
    y = out.row(18);
    out.text(label, { x: MARGIN, y, size: 10, bold: true, color: MUTED });
    out.text(value, { x: MARGIN + 110, y, size: 11 }, 260);
    if (index === 0) out.paidStamp(y);
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
