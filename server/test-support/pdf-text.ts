import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

function streamsOf(contents: PDFObject | undefined, doc: PDFDocument): PDFRawStream[] {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) {
    return contents.asArray().flatMap((ref) => streamsOf(doc.context.lookup(ref), doc));
  }
  return [];
}

/**
 * A PDF read back with pdf-lib: its title and the text drawn on each page, one string per
 * draw. pdf-lib writes standard-font text as hex strings (`<48656C6C6F> Tj`) in compressed
 * content streams; this decodes them back (WinAnsi is Latin-1 for the characters tested).
 */
export async function readPdf(bytes: Uint8Array): Promise<{ title: string; pages: string[][] }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) =>
    streamsOf(page.node.Contents(), doc).flatMap((stream) => {
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
        Buffer.from(match[1]!, 'hex').toString('latin1'),
      );
    }),
  );
  return { title: doc.getTitle() ?? '', pages };
}

/** WinAnsi's characters at 0x80–0x9F, where Latin-1 has control codes (0x81, 0x8D… unused). */
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Standard-font text as WinAnsi codes, read back. */
const hexText = (hex: string) =>
  [...Buffer.from(hex, 'hex')]
    .map((code) =>
      code >= 0x80 && code <= 0x9f ? WIN_ANSI_80[code - 0x80]! : String.fromCharCode(code),
    )
    .join('');

/**
 * Every page's text as one string, for PDFs laid out by pdfmake (pdfkit), which draws words as
 * `[<hex> kerning <hex>] TJ` arrays in WinAnsi: the hex strings decoded (an em dash included)
 * and joined in drawing order.
 */
export async function readPdfText(bytes: Uint8Array): Promise<{ title: string; pages: string[] }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) =>
    streamsOf(page.node.Contents(), doc)
      .map((stream) => {
        const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
        const drawn = [
          ...content.matchAll(/\[((?:<[0-9A-Fa-f]*>|[^\]<])*)\]\s*TJ|<([0-9A-Fa-f]*)>\s*Tj/g),
        ];
        return drawn
          .flatMap((match) =>
            match[2] !== undefined
              ? [match[2]]
              : [...match[1]!.matchAll(/<([0-9A-Fa-f]*)>/g)].map((hex) => hex[1]!),
          )
          .map(hexText)
          .join('');
      })
      .join(''),
  );
  return { title: doc.getTitle() ?? '', pages };
}

/**
 * A PDF's text line by line, per page, whoever wrote it: pdf-lib (`<hex> Tj`) or pdfkit under
 * pdfmake (`[<hex> kerning <hex>] TJ`, often a word per operation, with its space). Operations
 * on the same baseline, one after the other, make one line; a word that ends without a space
 * or hyphen is another cell of a table row, and a space separates them.
 */
export async function readPdfLines(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const lines: string[] = [];
    let baseline: string | null = null;
    let lineOfBaseline: string | null = null;
    for (const stream of streamsOf(page.node.Contents(), doc)) {
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      const operations = /([\d.-]+) ([\d.-]+) Tm|<([0-9A-Fa-f]*)>\s*Tj|\[((?:[^\]])*)\]\s*TJ/g;
      for (const [, , y, tj, array] of content.matchAll(operations)) {
        if (y !== undefined) {
          baseline = y;
          continue;
        }
        const text =
          tj !== undefined
            ? hexText(tj)
            : [...array!.matchAll(/<([0-9A-Fa-f]*)>/g)].map((match) => hexText(match[1]!)).join('');
        if (baseline !== null && baseline === lineOfBaseline) {
          const line = lines[lines.length - 1]!;
          lines[lines.length - 1] = /[\s-]$/.test(line) ? line + text : `${line} ${text}`;
        } else {
          lines.push(text);
          lineOfBaseline = baseline;
        }
      }
    }
    return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}
