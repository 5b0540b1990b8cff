import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/*
 * Every document Charter lays out with pdfmake (wrapping, tables, pagination, watermarks) goes
 * through this module: pdfmake's fonts and access policies are global, so they are set once,
 * here, for all of them. Fonts are the PDF standard ones (nothing to embed, nothing read from
 * disk): Helvetica for Charter's own documents, Times for the operating agreement.
 */

const FONTS = {
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
  Times: {
    normal: 'Times-Roman',
    bold: 'Times-Bold',
    italics: 'Times-Italic',
    bolditalics: 'Times-BoldItalic',
  },
};
const STANDARD_FONT_NAMES = new Set(Object.values(FONTS).flatMap((font) => Object.values(font)));

pdfmake.setFonts(FONTS);
// A document is made from an owner's answers: it may never fetch a URL or read a file.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONT_NAMES.has(path));

/** Lays a document definition out as PDF bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array> {
  return new Uint8Array(await pdfmake.createPdf(definition).getBuffer());
}

export const INK = '#1c2129';
export const MUTED = '#6b7280';

/** Charter's name and what the document is, above a thin rule: the first lines of each. */
export function charterLetterhead(documentLabel: string): TDocumentDefinitions['content'] {
  return [
    {
      columns: [
        { text: 'Charter', fontSize: 24, bold: true },
        { text: documentLabel, fontSize: 16, alignment: 'right', margin: [0, 6, 0, 0] },
      ],
    },
    { text: 'Business formation and compliance services', fontSize: 10, color: MUTED },
    {
      canvas: [
        { type: 'line', x1: 0, y1: 6, x2: 500, y2: 6, lineWidth: 0.75, lineColor: '#d9dde3' },
      ],
      margin: [0, 0, 0, 14],
    },
  ];
}

export interface CharterDocument {
  title: string;
  /** The moment the document records (its creation date). */
  datedAt: Date;
  content: TDocumentDefinitions['content'];
  watermark?: TDocumentDefinitions['watermark'];
}

/**
 * A Charter document in Charter's look: US Letter, Helvetica, and metadata dated by what the
 * document records, so the same input makes the same file.
 */
export async function renderCharterDocument({
  title,
  datedAt,
  content,
  watermark,
}: CharterDocument): Promise<Uint8Array> {
  const definition: TDocumentDefinitions = {
    pageSize: 'LETTER',
    pageMargins: [56, 56, 56, 56],
    info: {
      title,
      author: 'Charter',
      creator: 'Charter',
      producer: 'Charter',
      creationDate: datedAt,
      modDate: datedAt,
    },
    defaultStyle: { font: 'Helvetica', fontSize: 11, color: INK, lineHeight: 1.25 },
    content,
    ...(watermark ? { watermark } : {}),
  };
  return renderPdf(definition);
}
