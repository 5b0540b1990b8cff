import { promisify } from 'node:util';
import { crc32, inflate } from 'node:zlib';
import { ACCEPTED, refused, type FileVerdict } from './file-verdict';

/**
 * A PNG as a browser canvas exports it (`toDataURL('image/png')`): 8-bit RGBA, not interlaced,
 * at most `maxBytes` long and `maxWidth` × `maxHeight` pixels.
 */
export interface PngRule {
  type: 'png';
  maxBytes: number;
  maxWidth: number;
  maxHeight: number;
}

const inflateAsync = promisify(inflate);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Length, type, CRC: what a chunk adds to its data. */
const CHUNK_FRAME = 12;
const RGBA = { bitDepth: 8, colourType: 6, bytesPerPixel: 4 };
/** Filter types 0 (none) to 4 (Paeth) begin every row of a non-interlaced image. */
const MAX_ROW_FILTER = 4;

/**
 * Chunks refused whatever their place: an APNG's animation and frames, each of which pdf-lib's
 * decoder inflates on its own. Any other critical chunk (PLTE, or one unknown) has no place in
 * RGBA either; other ancillary chunks (sRGB, iCCP, pHYs, text, a browser's own) are skipped by
 * every decoder here or read as a few values, within the byte limit.
 */
const ANIMATION_CHUNKS = new Set(['acTL', 'fcTL', 'fdAT']);
/** Bit 5 of a chunk type's first letter: lower case marks a chunk a decoder may skip. */
const isAncillary = (type: string) => type[0] === type[0]!.toLowerCase();

interface Header {
  width: number;
  height: number;
}

/** IHDR's fields, refused before anything is decoded when the rule does not take them. */
function readHeader(data: Buffer, rule: PngRule): Header | FileVerdict {
  if (data.length !== 13) return refused('damaged', 'its IHDR chunk is not 13 bytes long');
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const [bitDepth, colourType, compression, filter, interlace] = data.subarray(8);
  if (width === 0 || height === 0) return refused('damaged', 'it has no pixels');
  if (width > rule.maxWidth || height > rule.maxHeight) {
    return refused(
      'too-large',
      `it is ${width} × ${height} pixels, at most ${rule.maxWidth} × ${rule.maxHeight}`,
    );
  }
  if (bitDepth !== RGBA.bitDepth || colourType !== RGBA.colourType) {
    return refused(
      'unsupported',
      `it has bit depth ${bitDepth} and colour type ${colourType}, not 8-bit RGBA`,
    );
  }
  if (compression !== 0 || filter !== 0) {
    return refused('damaged', 'it names an unknown compression or filter method');
  }
  if (interlace !== 0) return refused('unsupported', 'it is interlaced');
  return { width, height };
}

/** The IDAT data inflated, refused once it would be longer than the header's size needs. */
async function inflatedRows(compressed: Buffer, expected: number): Promise<Buffer | FileVerdict> {
  let rows: Buffer;
  try {
    // In the thread pool, and never more than the exact size: a zlib bomb stops here.
    rows = await inflateAsync(compressed, { maxOutputLength: expected });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
      ? refused('over-budget', `its image data inflates beyond the ${expected} bytes it needs`)
      : refused('damaged', 'its image data is not valid zlib data');
  }
  if (rows.length !== expected) {
    return refused('damaged', `its image data inflates to ${rows.length} bytes, not ${expected}`);
  }
  return rows;
}

/**
 * Whether bytes are a PNG the rule takes, read without any decoder: the signature, every
 * chunk's length and CRC, the header's size and format before any pixel, then the image data
 * inflated off the event loop to at most the exact size the header implies, each row's filter
 * known. Only a PNG that passes reaches a decoder (pdf-lib's embedPng), within the rule's budget.
 */
export async function checkPng(bytes: Uint8Array, rule: PngRule): Promise<FileVerdict> {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (png.length > rule.maxBytes) {
    return refused('too-large', `it is ${png.length} bytes, at most ${rule.maxBytes}`);
  }
  if (png.length < SIGNATURE.length || !png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
    return refused('wrong-type', 'it does not start with the PNG signature');
  }
  let header: Header | null = null;
  const idat: Buffer[] = [];
  let offset = SIGNATURE.length;
  for (;;) {
    if (offset + CHUNK_FRAME > png.length) return refused('damaged', 'it ends inside a chunk');
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + CHUNK_FRAME + length;
    if (!/^[A-Za-z]{4}$/.test(type)) return refused('damaged', 'a chunk has no valid type');
    if (end > png.length) return refused('damaged', `its ${type} chunk is cut short`);
    if (crc32(png.subarray(offset + 4, end - 4)) !== png.readUInt32BE(end - 4)) {
      return refused('damaged', `its ${type} chunk has a wrong checksum`);
    }
    const data = png.subarray(offset + 8, end - 4);
    offset = end;
    if ((header === null) !== (type === 'IHDR')) {
      return refused('damaged', 'IHDR is not its first chunk, and only chunk of its kind');
    }
    if (type === 'IHDR') {
      const read = readHeader(data, rule);
      if ('ok' in read) return read;
      header = read;
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    } else if (ANIMATION_CHUNKS.has(type) || !isAncillary(type)) {
      return refused('unsupported', `it has a ${type} chunk`);
    }
  }
  if (offset !== png.length) return refused('damaged', 'it goes on after its IEND chunk');
  if (idat.length === 0) return refused('damaged', 'it has no image data');
  const { width, height } = header!;
  const rowLength = 1 + width * RGBA.bytesPerPixel;
  const rows = await inflatedRows(Buffer.concat(idat), height * rowLength);
  if (!Buffer.isBuffer(rows)) return rows;
  for (let row = 0; row < rows.length; row += rowLength) {
    if (rows[row]! > MAX_ROW_FILTER) return refused('damaged', 'a row has an unknown filter');
  }
  return ACCEPTED;
}
