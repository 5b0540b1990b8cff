import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32, createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: its length, type, data and CRC (`crc` to write a wrong one). */
export function pngChunk(type: string, data: Buffer, crc?: number): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(4);
  frame.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc ?? crc32(body));
  return Buffer.concat([frame, body, check]);
}

/** The PNG signature and these chunks, as they are (truncated, garbage...). */
export const pngOf = (...chunks: Buffer[]) => Buffer.concat([PNG_SIGNATURE, ...chunks]);

export interface PngHeader {
  width: number;
  height: number;
  bitDepth?: number;
  /** 6 RGBA (what a canvas exports), 0 greyscale, 2 RGB, 3 palette, 4 grey with alpha. */
  colourType?: number;
  interlace?: number;
}

/** An IHDR chunk: any size, claimed in 13 bytes whatever pixels follow. */
export function ihdr({ width, height, bitDepth = 8, colourType = 6, interlace = 0 }: PngHeader) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([bitDepth, colourType, 0, 0, interlace], 8);
  return pngChunk('IHDR', data);
}

export const IEND = pngChunk('IEND', Buffer.alloc(0));

/**
 * A small RGBA image as a signature pad draws it: dark ink on transparent, one stroke. Its
 * pixels are made here, so keep it small (the pad's largest is 1600 × 400).
 */
export function rgbaPng(width = 40, height = 12): Buffer {
  const rowLength = 1 + width * 4;
  const rows = Buffer.alloc(height * rowLength);
  for (let y = 0; y < height; y++) {
    const x = Math.floor((y / height) * width);
    rows.set([27, 36, 48, 255], y * rowLength + 1 + x * 4);
  }
  return pngOf(ihdr({ width, height }), pngChunk('IDAT', deflateSync(rows)), IEND);
}

/** A PNG as a data URL, as the signing page sends a drawn signature. */
export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/**
 * `size` zero bytes deflated (zlib), streamed: a compression bomb of any size made without
 * ever holding it (about 1 KB per MB).
 */
export function zlibOfZeros(size: number): Promise<Buffer> {
  const chunk = Buffer.alloc(Math.min(size, 2 ** 20));
  async function* zeros() {
    for (let left = size; left > 0; left -= chunk.length) {
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    }
  }
  return buffer(Readable.from(zeros()).pipe(createDeflate({ level: 9 })));
}

/**
 * A valid one-page PDF with an object stream that inflates to `decodedBytes` zeros (pdf-lib
 * inflates object streams as it loads): a PDF compression bomb a few KB per MB.
 */
export async function pdfBomb(decodedBytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Certificate of Good Standing');
  const valid = Buffer.from(await doc.save({ useObjectStreams: false }));
  const inflated = await zlibOfZeros(decodedBytes);
  const bomb = Buffer.concat([
    Buffer.from(
      `999 0 obj\n<< /Type /ObjStm /N 0 /First 0 /Filter /FlateDecode /Length ${inflated.length} >>\nstream\n`,
      'latin1',
    ),
    inflated,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  // An object after the file's end, as an incremental update adds one: pdf-lib parses it.
  return Buffer.concat([valid, bomb]);
}
