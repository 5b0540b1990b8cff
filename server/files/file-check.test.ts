import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  IEND,
  ihdr,
  pdfBomb,
  pngChunk,
  pngOf,
  rgbaPng,
  zlibOfZeros,
} from '../test-support/crafted-files';
import { checkFile, type FileRefusal } from './file-check';
import { PDF_PARSE_BUDGET } from './pdf-file';

const PAD = { type: 'png', maxBytes: 150_000, maxWidth: 1600, maxHeight: 400 } as const;
const CERTIFICATE = { type: 'pdf', maxBytes: 10 * 2 ** 20 } as const;

const refusalOf = async (bytes: Uint8Array, rule: typeof PAD | typeof CERTIFICATE) => {
  const verdict = await checkFile(bytes, rule);
  return verdict.ok ? 'accepted' : verdict.refusal;
};

describe('checkFile: a PNG as a canvas exports it', () => {
  it('takes 8-bit RGBA up to the rule’s size, ancillary chunks a browser adds included', async () => {
    expect(await refusalOf(rgbaPng(), PAD)).toBe('accepted');
    expect(await refusalOf(rgbaPng(1600, 400), PAD)).toBe('accepted');
    const withGamma = pngOf(
      ihdr({ width: 2, height: 1 }),
      pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
      pngChunk('IDAT', deflateSync(Buffer.alloc(9))),
      IEND,
    );
    expect(await refusalOf(withGamma, PAD)).toBe('accepted');
    const withApplesOwn = pngOf(
      ihdr({ width: 2, height: 1 }),
      pngChunk('iDOT', Buffer.alloc(28)),
      pngChunk('IDAT', deflateSync(Buffer.alloc(9))),
      IEND,
    );
    expect(await refusalOf(withApplesOwn, PAD)).toBe('accepted');
  });

  it.each<[string, () => Buffer | Promise<Buffer>, FileRefusal]>([
    ['not a PNG', () => Buffer.from('<svg/>'), 'wrong-type'],
    ['more bytes than the rule', () => Buffer.alloc(150_001), 'too-large'],
    ['wider than the rule', () => rgbaPng(1601, 4), 'too-large'],
    ['taller than the rule', () => rgbaPng(4, 401), 'too-large'],
    ['16000 × 16000, 60 bytes', () => pngOf(ihdr({ width: 16000, height: 16000 })), 'too-large'],
    ['16-bit', () => pngOf(ihdr({ width: 4, height: 4, bitDepth: 16 })), 'unsupported'],
    ['a palette', () => pngOf(ihdr({ width: 4, height: 4, colourType: 3 })), 'unsupported'],
    ['greyscale', () => pngOf(ihdr({ width: 4, height: 4, colourType: 0 })), 'unsupported'],
    ['interlaced', () => pngOf(ihdr({ width: 4, height: 4, interlace: 1 })), 'unsupported'],
    [
      'an APNG frame',
      () => pngOf(ihdr({ width: 1, height: 1 }), pngChunk('acTL', Buffer.alloc(8)), IEND),
      'unsupported',
    ],
    [
      'an unknown critical chunk',
      () => pngOf(ihdr({ width: 1, height: 1 }), pngChunk('ABCD', Buffer.alloc(4)), IEND),
      'unsupported',
    ],
    [
      'a zlib bomb within its size',
      async () =>
        pngOf(
          ihdr({ width: 1600, height: 400 }),
          pngChunk('IDAT', await zlibOfZeros(2 ** 26)),
          IEND,
        ),
      'over-budget',
    ],
    [
      'image data short of its size',
      () =>
        pngOf(ihdr({ width: 4, height: 4 }), pngChunk('IDAT', deflateSync(Buffer.alloc(5))), IEND),
      'damaged',
    ],
    [
      'image data that is not zlib',
      () => pngOf(ihdr({ width: 4, height: 4 }), pngChunk('IDAT', Buffer.from('garbage')), IEND),
      'damaged',
    ],
    [
      'a chunk cut short',
      () =>
        pngOf(ihdr({ width: 4, height: 4 }), pngChunk('IDAT', Buffer.alloc(50)).subarray(0, 20)),
      'damaged',
    ],
    [
      'a wrong checksum',
      () => pngOf(ihdr({ width: 4, height: 4 }), pngChunk('IDAT', Buffer.alloc(4), 7), IEND),
      'damaged',
    ],
    ['no IHDR first', () => pngOf(IEND), 'damaged'],
    ['no image data', () => pngOf(ihdr({ width: 4, height: 4 }), IEND), 'damaged'],
    ['no IEND', () => rgbaPng().subarray(0, rgbaPng().length - IEND.length), 'damaged'],
    ['data after IEND', () => Buffer.concat([rgbaPng(), Buffer.from('tail')]), 'damaged'],
    [
      'an unknown row filter',
      () =>
        pngOf(
          ihdr({ width: 1, height: 1 }),
          pngChunk('IDAT', deflateSync(Buffer.from([9, 0, 0, 0, 0]))),
          IEND,
        ),
      'damaged',
    ],
  ])('refuses %s: %s', async (_name, png, refusal) => {
    expect(await refusalOf(await png(), PAD)).toBe(refusal);
  });
});

describe('checkFile: a PDF', () => {
  let certificate: Uint8Array;
  beforeAll(async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Certificate of Good Standing');
    certificate = await doc.save();
  });

  it('takes a PDF pdf-lib parses, with object streams', async () => {
    expect(await refusalOf(certificate, CERTIFICATE)).toBe('accepted');
  });

  it('refuses what is not a PDF, is too large, or cannot be parsed', async () => {
    expect(await refusalOf(Buffer.from('GIF89a'), CERTIFICATE)).toBe('wrong-type');
    expect(await refusalOf(Buffer.alloc(CERTIFICATE.maxBytes + 1), CERTIFICATE)).toBe('too-large');
    expect(await refusalOf(Buffer.from('%PDF-1.7\n1 0 obj'), CERTIFICATE)).toBe('damaged');
  });

  it('refuses a compression bomb once its streams inflate beyond the budget', async () => {
    const bomb = await pdfBomb(2 * PDF_PARSE_BUDGET.decodedBytes);
    expect(bomb.length).toBeLessThan(300_000);
    const verdict = await checkFile(bomb, CERTIFICATE);
    expect(verdict).toEqual({
      ok: false,
      refusal: 'over-budget',
      detail: `its streams inflate beyond ${PDF_PARSE_BUDGET.decodedBytes / 2 ** 20} MB`,
    });
  });
});
