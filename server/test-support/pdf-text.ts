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

/**
 * WinAnsi's characters at 0x80–0x9F (Windows-1252), where it differs from Latin-1; Node's
 * TextDecoder reads 'windows-1252' as Latin-1. Unassigned bytes stay as they are.
 */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function winAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80]! : String.fromCharCode(byte),
    )
    .join('');
}

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
          .map((hex) => winAnsi(Buffer.from(hex, 'hex')))
          .join('');
      })
      .join(''),
  );
  return { title: doc.getTitle() ?? '', pages };
}
