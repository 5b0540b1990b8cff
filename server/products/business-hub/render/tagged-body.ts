import type { Inline } from '../content/content-source';
import { INK, MUTED } from '../../../documents/pdfmake-document';
import { winAnsiText } from '../../../documents/win-ansi-text';
import { ACCENT, BRAND, TINT } from './palette';
import { httpsHref, plainText, type BlockRenderer, type Step } from './blocks';

/*
 * A guide's body laid out on tagged PDF pages: every block becomes a structure element (H2, H3,
 * P, L > LI > Lbl + LBody, links as Link elements owning their annotations) whose content is
 * marked as it is drawn, in reading order; the drawing around the words (the note's panel) is
 * marked as an artifact, so screen readers read the words and skip the decoration.
 *
 * Lists are laid out here rather than with pdfkit's `doc.list`, which tags the same way but
 * takes each item as one string: an item here may hold links.
 */

/** US Letter with Charter's 56 pt margins, as the documents pdfmake lays out. */
export const PAGE_SIZE = 'LETTER';
export const MARGIN = 56;
export const CONTENT_WIDTH = 612 - 2 * MARGIN;

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

const BODY_SIZE = 11;
const LINE_GAP = 3;
const PARAGRAPH_GAP = 8;
const LIST_INDENT = 18;
const ITEM_WIDTH = CONTENT_WIDTH - LIST_INDENT;
const ITEM_GAP = 4;
const NOTE_PADDING = 10;
const NOTE_BAR = 3;

interface TextStyle {
  font: string;
  size: number;
  color: string;
}

const BODY: TextStyle = { font: REGULAR, size: BODY_SIZE, color: INK };
const LABEL: TextStyle = { font: BOLD, size: BODY_SIZE, color: MUTED };
const STEP_LABEL: TextStyle = { ...LABEL, color: ACCENT };
const STEP_TITLE: TextStyle = { ...BODY, font: BOLD };
const HEADINGS = {
  2: { font: BOLD, size: 15, color: INK, before: 14, after: 6 },
  3: { font: BOLD, size: 12.5, color: INK, before: 8, after: 4 },
} as const;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** Sets the style the next text is drawn in. */
export function useStyle(doc: Doc, { font, size, color }: TextStyle): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

/**
 * Drawing that is not content (rules, panels, the letterhead, page numbers), marked as an
 * artifact so assistive technology skips it.
 */
export function artifact(doc: Doc, type: 'Layout' | 'Pagination', draw: () => void): void {
  doc.markContent('Artifact', { type });
  doc.save();
  draw();
  doc.restore();
  doc.endMarkedContent();
}

/** A new page unless `height` still fits above the bottom margin. */
function keepRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.continueOnNewPage();
}

const lineHeight = (doc: Doc, style: TextStyle) =>
  useStyle(doc, style).currentLineHeight(true) + LINE_GAP;

/**
 * Inline text as one run of wrapped lines from the current position, `width` wide, each run
 * marked into `parent` (a link as a Link element, so its annotation belongs to it). A last run
 * of plain text ends with a space, as pdfkit's accessibility notes ask, so words never run
 * together when the text is extracted; a link that ends the text gets none, as it would be
 * underlined (its element's end separates it).
 */
export function writeInlines(
  doc: Doc,
  parent: Struct,
  inlines: readonly Inline[],
  style: TextStyle,
  width = CONTENT_WIDTH,
): void {
  const runs = inlines.filter((inline) => (typeof inline === 'string' ? inline : inline.link));
  runs.forEach((inline, index) => {
    const last = index === runs.length - 1;
    const options = { width, lineGap: LINE_GAP, continued: !last };
    if (typeof inline === 'string') {
      const words = winAnsiText(last ? `${inline} ` : inline);
      parent.add(() => useStyle(doc, style).text(words, options));
      return;
    }
    const link = { ...options, link: httpsHref(inline.href), underline: true };
    parent.add(
      doc.struct('Link', { alt: inline.link }, () =>
        useStyle(doc, { ...style, color: ACCENT }).text(winAnsiText(inline.link), link),
      ),
    );
  });
}

/** Blocks drawn one after the other under the document's structure element. */
export class TaggedBody implements BlockRenderer<void> {
  constructor(
    private readonly doc: Doc,
    private readonly root: Struct,
  ) {}

  /** A paragraph-level element of its own under the root, drawn at the left margin. */
  block(type: string, draw: (element: Struct) => void, gapAfter = PARAGRAPH_GAP): void {
    const element = this.doc.struct(type);
    this.root.add(element);
    this.doc.x = MARGIN;
    draw(element);
    element.end();
    this.doc.y += gapAfter;
  }

  /** A heading, kept on the page with the first lines after it; H2s are bookmarks too. */
  heading(level: 2 | 3, text: string): void {
    const { before, after, ...style } = HEADINGS[level];
    this.doc.y += before;
    keepRoom(this.doc, lineHeight(this.doc, style) + 3 * lineHeight(this.doc, BODY));
    if (level === 2) this.doc.outline.addItem(winAnsiText(text));
    this.block(`H${level}`, (h) => writeInlines(this.doc, h, [text], style), after);
  }

  paragraph(inlines: Inline[]): void {
    keepRoom(this.doc, lineHeight(this.doc, BODY));
    this.block('P', (p) => writeInlines(this.doc, p, inlines, BODY));
  }

  list(items: Inline[][], ordered: boolean): void {
    const labels = items.map((_item, index) => (ordered ? `${index + 1}.` : '•'));
    this.items(labels, LABEL, (body, index) =>
      writeInlines(this.doc, body, items[index]!, BODY, ITEM_WIDTH),
    );
  }

  /** Numbered steps: a list whose items are a bold title over the step's text. */
  steps(steps: Step[]): void {
    const labels = steps.map((_step, index) => `${index + 1}.`);
    this.items(labels, STEP_LABEL, (body, index) => {
      const { title, body: text } = steps[index]!;
      writeInlines(this.doc, body, [title], STEP_TITLE, ITEM_WIDTH);
      this.doc.y += 2;
      writeInlines(this.doc, body, text, BODY, ITEM_WIDTH);
    });
  }

  /** A tip or warning on a tinted panel with a bar at its left, kept whole on one page. */
  note(inlines: Inline[]): void {
    const width = CONTENT_WIDTH - 2 * NOTE_PADDING - NOTE_BAR;
    useStyle(this.doc, BODY);
    const textHeight = this.doc.heightOfString(winAnsiText(`${plainText(inlines)} `), {
      width,
      lineGap: LINE_GAP,
    });
    const height = textHeight + 2 * NOTE_PADDING - LINE_GAP;
    keepRoom(this.doc, height);
    const top = this.doc.y;
    artifact(this.doc, 'Layout', () => {
      this.doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(TINT);
      this.doc.rect(MARGIN, top, NOTE_BAR, height).fill(BRAND);
    });
    this.block(
      'Div',
      (div) => {
        const p = this.doc.struct('P');
        div.add(p);
        this.doc.x = MARGIN + NOTE_BAR + NOTE_PADDING;
        this.doc.y = top + NOTE_PADDING;
        writeInlines(this.doc, p, inlines, BODY, width);
        p.end();
        this.doc.y = top + height;
      },
      PARAGRAPH_GAP + 4,
    );
  }

  /**
   * An L element with an LI a label: the label (Lbl: the bullet or number) in the margin beside
   * the item's body (LBody, drawn by `write`). An item whose first line would not fit starts
   * on a new page, so a label never stays behind on the page before.
   */
  private items(
    labels: string[],
    labelStyle: TextStyle,
    write: (body: Struct, index: number) => void,
  ): void {
    this.block(
      'L',
      (list) => {
        labels.forEach((label, index) => {
          keepRoom(this.doc, lineHeight(this.doc, BODY));
          const top = this.doc.y;
          const li = this.doc.struct('LI');
          list.add(li);
          li.add(
            this.doc.struct('Lbl', {}, () =>
              useStyle(this.doc, labelStyle).text(`${label} `, MARGIN + 2, top, {
                lineBreak: false,
              }),
            ),
          );
          const body = this.doc.struct('LBody');
          li.add(body);
          this.doc.x = MARGIN + LIST_INDENT;
          this.doc.y = top;
          write(body, index);
          body.end();
          li.end();
          this.doc.y += ITEM_GAP;
        });
      },
      PARAGRAPH_GAP - ITEM_GAP,
    );
  }
}
