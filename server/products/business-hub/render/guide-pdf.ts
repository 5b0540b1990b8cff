import PDFDocument from 'pdfkit';
import { longCalendarDate } from '../../../../src/domain/long-date';
import { INK, MUTED } from '../../../documents/pdfmake-document';
import { winAnsiText } from '../../../documents/win-ansi-text';
import { EDITORIAL_AUTHOR, type GuideSource } from '../content/content-source';
import { renderBlocks, sourcesBlocks } from './blocks';
import { RULE } from './palette';
import {
  artifact,
  BOLD,
  CONTENT_WIDTH,
  MARGIN,
  PAGE_SIZE,
  REGULAR,
  TaggedBody,
  useStyle,
  writeInlines,
} from './tagged-body';

type Doc = PDFKit.PDFDocument;

const TAGLINE = 'Business formation and compliance services';
const DOCUMENT_LABEL = 'Business Hub guide';
const TITLE = { font: BOLD, size: 22, color: INK };
const LEAD = { font: REGULAR, size: 12.5, color: INK };
const BYLINE = { font: REGULAR, size: 9.5, color: MUTED };
const FURNITURE = { font: REGULAR, size: 8.5, color: MUTED };

/** Text ending at the right margin, on one line. */
function textRight(doc: Doc, text: string, y: number): void {
  doc.text(text, MARGIN + CONTENT_WIDTH - doc.widthOfString(text), y, { lineBreak: false });
}

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

/** Charter's letterhead, as on its other documents: decoration, so an artifact. */
function letterhead(doc: Doc): void {
  artifact(doc, 'Pagination', () => {
    useStyle(doc, { font: BOLD, size: 24, color: INK }).text('Charter', MARGIN, MARGIN, {
      lineBreak: false,
    });
    useStyle(doc, { font: REGULAR, size: 16, color: INK });
    textRight(doc, DOCUMENT_LABEL, MARGIN + 6);
    useStyle(doc, { ...FURNITURE, size: 10 }).text(TAGLINE, MARGIN, MARGIN + 30, {
      lineBreak: false,
    });
    rule(doc, MARGIN + 46);
  });
  doc.y = MARGIN + 64;
}

/** The guide's title (H1), its description, then its category, byline and date. */
function titleBlock(doc: Doc, body: TaggedBody, guide: GuideSource): void {
  body.block('H1', (h1) => writeInlines(doc, h1, [guide.name], TITLE), 8);
  body.block('P', (p) => writeInlines(doc, p, [guide.description], LEAD), 6);
  const byline = `${guide.category} · By ${EDITORIAL_AUTHOR} · Published ${longCalendarDate(guide.publishDate)}`;
  body.block('P', (p) => writeInlines(doc, p, [byline], BYLINE), 10);
  const y = doc.y;
  artifact(doc, 'Layout', () => rule(doc, y));
  doc.y += 8;
}

/**
 * Page numbers on every page and, after the first, a running header with the guide's name:
 * drawn once every page exists (the pages are buffered), as artifacts.
 */
function pageFurniture(doc: Doc, name: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(start + index);
    artifact(doc, 'Pagination', () => {
      useStyle(doc, FURNITURE);
      const pageNumber = `Page ${index + 1} of ${count}`;
      doc.text(pageNumber, MARGIN + (CONTENT_WIDTH - doc.widthOfString(pageNumber)) / 2, 756, {
        lineBreak: false,
      });
      if (index === 0) return;
      textRight(doc, winAnsiText(name), 30);
      useStyle(doc, { ...FURNITURE, font: BOLD }).text('Charter', MARGIN, 30, { lineBreak: false });
      rule(doc, 44);
    });
  }
}

/** The document's bytes once pdfkit has written them all. */
function bytesOf(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/**
 * A guide as a tagged, accessible PDF (US Letter, Charter's look): a structure tree in reading
 * order (H1 title, H2/H3 headings, P, lists and steps as L, links owning their annotations),
 * the document's language and title for assistive technology, and the letterhead, running
 * header and page numbers as artifacts. Then the guide's sources, each with its address.
 *
 * The same guide makes the same bytes, as the content loader compares them by hash: the dates
 * are the guide's publish date, and the file ID pdfkit writes is a hash of the document info.
 * The fonts are the PDF standard ones (Helvetica, WinAnsi), so nothing is embedded; PDF/UA-1
 * asks for embedded fonts, which is why the file does not claim PDF/UA conformance.
 */
export async function renderGuidePdf(guide: GuideSource): Promise<Uint8Array> {
  const datedAt = new Date(`${guide.publishDate}T00:00:00Z`);
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    bufferPages: true,
    // pdfkit copies the title and subject into the XMP metadata unescaped: the test keeps every
    // guide's free of & and <, which would make that XML malformed.
    info: {
      Title: guide.name,
      Author: 'Charter',
      Subject: guide.description,
      Creator: 'Charter',
      Producer: 'Charter',
      CreationDate: datedAt,
      ModDate: datedAt,
    },
  });
  const bytes = bytesOf(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const body = new TaggedBody(doc, root);

  letterhead(doc);
  titleBlock(doc, body, guide);
  const sources = sourcesBlocks(guide.sources, ({ label, href }) => [
    `${label}: `,
    { link: href, href },
  ]);
  renderBlocks([...guide.body, ...sources], body);
  root.end();
  pageFurniture(doc, guide.name);
  doc.end();
  return bytes;
}
