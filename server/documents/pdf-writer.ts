import { PDFDocument, rgb, StandardFonts, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { WORKING_TIME_ZONE } from '../../src/domain/estimates/working-hours';

/*
 * What Charter's PDFs (receipts, the EIN application as submitted) share: US Letter pages with
 * Charter's margins and colours, the standard fonts, and a writer that moves down the page and
 * starts a new one when the next row would not fit.
 */

/** US Letter, in points. */
export const PAGE = { width: 612, height: 792 };
export const MARGIN = 56;
export const RIGHT = PAGE.width - MARGIN;
export const INK = rgb(0.11, 0.13, 0.17);
export const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * Text the standard fonts can draw: they only know WinAnsi (Latin) characters, so anything
 * else (another script, an emoji in a name) becomes '?' instead of failing the document.
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

/**
 * The text broken into lines no wider than `width`, at spaces; a word wider than a line on its
 * own is shortened with an ellipsis rather than run off the page.
 */
export function wrappedLines(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).trim().split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = fitted(font, word, size, width);
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** Metadata every Charter PDF carries, dated by what it records so the same input makes the same file. */
export async function newCharterPdf(title: string, datedAt: Date) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Charter');
  doc.setCreator('Charter');
  doc.setProducer('Charter');
  doc.setCreationDate(datedAt);
  doc.setModificationDate(datedAt);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, fonts };
}

export interface TextPlacement {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  color?: Color;
}

/** Writes down the page, starting a new page when the next row would not fit. */
export class PdfWriter {
  private current: PDFPage;
  private y = PAGE.height - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.current = doc.addPage([PAGE.width, PAGE.height]);
  }

  /** The page being written, for drawings of a document's own (a stamp, a box). */
  get page(): PDFPage {
    return this.current;
  }

  /** Makes room for a row `height` points tall and moves below it; returns its baseline. */
  row(height: number): number {
    if (this.y - height < MARGIN) {
      this.current = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - MARGIN;
    }
    this.y -= height;
    return this.y;
  }

  /** One line of text at `at`, shortened with an ellipsis to fit `width`. */
  text(text: string, at: TextPlacement, width = PAGE.width - MARGIN - at.x): void {
    const font = this.font(at);
    this.draw(fitted(font, text, at.size, width), font, at);
  }

  /** Text ending at `right` (amounts, short labels: never shortened). */
  textRight(text: string, at: Omit<TextPlacement, 'x'> & { right: number }): void {
    const font = this.font(at);
    const shown = printable(font, text);
    this.draw(shown, font, { ...at, x: at.right - font.widthOfTextAtSize(shown, at.size) });
  }

  /**
   * Text over as many rows as it needs, each `lineHeight` tall, wrapped to `width` from `x`;
   * a long paragraph goes on over the next page.
   */
  paragraph(
    text: string,
    at: Omit<TextPlacement, 'y'> & { lineHeight: number },
    width = PAGE.width - MARGIN - at.x,
  ): void {
    const font = this.font(at);
    for (const line of wrappedLines(font, text, at.size, width)) {
      this.draw(line, font, { ...at, y: this.row(at.lineHeight) });
    }
  }

  rule(y: number): void {
    this.current.drawLine({
      start: { x: MARGIN, y },
      end: { x: RIGHT, y },
      thickness: 0.75,
      color: RULE,
    });
  }

  private font(at: { bold?: boolean }): PDFFont {
    return at.bold ? this.fonts.bold : this.fonts.regular;
  }

  private draw(shown: string, font: PDFFont, at: TextPlacement): void {
    this.current.drawText(shown, {
      x: at.x,
      y: at.y,
      size: at.size,
      font,
      color: at.color ?? INK,
    });
  }
}

/** Charter's name, what the document is at the right, and the line under them. */
export function letterhead(out: PdfWriter, documentLabel: string): void {
  let y = out.row(26);
  out.text('Charter', { x: MARGIN, y, size: 26, bold: true });
  out.textRight(documentLabel, { right: RIGHT, y, size: 18 });
  y = out.row(18);
  out.text('Business formation and compliance services', { x: MARGIN, y, size: 10, color: MUTED });
  out.row(16);
}

let longDate: Intl.DateTimeFormat | null = null;

/**
 * A date as owners read it ('August 8, 2026'), in Charter's business time zone (foundation §9
 * counts business days in America/Chicago): the day the business records the event on.
 */
export function charterDate(at: Date): string {
  longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: WORKING_TIME_ZONE });
  return longDate.format(at);
}
