import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { ALREADY_SIGNED, LINK_NOT_FOUND } from '../../server/signing/local/signing-routes';
import {
  IEND,
  ihdr,
  pngChunk,
  pngDataUrl,
  pngOf,
  rgbaPng,
  zlibOfZeros,
} from '../../server/test-support/crafted-files';
import {
  agreementSentToThree,
  typedSignature,
} from '../../server/test-support/operating-agreement';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import {
  DRAWN_SIGNATURE_MAX_HEIGHT,
  DRAWN_SIGNATURE_MAX_WIDTH,
  signatureMessages,
} from '../../src/domain/signing/signature-request';
import { answeredMeanwhile, OTHERS_ANSWERED_WITHIN_MS } from './responsiveness';

/** Image data of a few KB, whatever size the header claims. */
const TINY_IDAT = pngChunk('IDAT', deflateSync(Buffer.alloc(4096)));

/** A drawing of `width` × `height` whose IHDR says what it likes; its pixels are a few bytes. */
const claiming = (header: Parameters<typeof ihdr>[0], ...before: Buffer[]) =>
  pngOf(ihdr(header), ...before, TINY_IDAT, IEND);

/**
 * Issue 24 item 1: a drawn signature is a PNG, and a 31 KB 16000 × 16000 one froze the server
 * for 21.5 s, on a link already used too. Every probe is small: the sizes are claimed, never
 * made. Each must be refused from its header or within its budget, while other clients keep
 * being answered.
 */
const HOSTILE_DRAWINGS: Array<[string, () => Buffer | Promise<Buffer>, string]> = [
  [
    '16000 × 16000 pixels in a few KB',
    () => claiming({ width: 16000, height: 16000 }),
    signatureMessages.drawingTooLarge,
  ],
  [
    '32000 × 32000 pixels in a few KB',
    () => claiming({ width: 32000, height: 32000 }),
    signatureMessages.drawingTooLarge,
  ],
  [
    'one pixel wider than the pad draws',
    () => claiming({ width: DRAWN_SIGNATURE_MAX_WIDTH + 1, height: 10 }),
    signatureMessages.drawingTooLarge,
  ],
  [
    '16 bits a channel',
    () => claiming({ width: 400, height: 100, bitDepth: 16 }),
    signatureMessages.drawingUnreadable,
  ],
  [
    'a palette',
    () => claiming({ width: 400, height: 100, colourType: 3 }, pngChunk('PLTE', Buffer.alloc(768))),
    signatureMessages.drawingUnreadable,
  ],
  [
    'greyscale',
    () => claiming({ width: 400, height: 100, colourType: 0 }),
    signatureMessages.drawingUnreadable,
  ],
  [
    'interlaced',
    () => claiming({ width: 400, height: 100, interlace: 1 }),
    signatureMessages.drawingUnreadable,
  ],
  [
    'a zlib bomb within the pad’s size (64 MB of pixels from 64 KB)',
    async () =>
      pngOf(
        ihdr({ width: DRAWN_SIGNATURE_MAX_WIDTH, height: DRAWN_SIGNATURE_MAX_HEIGHT }),
        pngChunk('IDAT', await zlibOfZeros(64 * 2 ** 20)),
        IEND,
      ),
    signatureMessages.drawingUnreadable,
  ],
  [
    'a truncated chunk',
    () => rgbaPng(400, 100).subarray(0, 60),
    signatureMessages.drawingUnreadable,
  ],
  [
    'garbage after the signature',
    () => pngOf(Buffer.from('IHDR and then nothing a decoder can read'.repeat(20))),
    signatureMessages.drawingUnreadable,
  ],
  [
    'a chunk with a wrong checksum',
    () => pngOf(ihdr({ width: 400, height: 100 }), pngChunk('IDAT', Buffer.alloc(64), 1), IEND),
    signatureMessages.drawingUnreadable,
  ],
];

describe('a drawn signature cannot stall the server (issue 24 item 1)', () => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let documentSha256: string;
  /** Each probe from an address of its own: the signing routes' limit is per address. */
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    ({ tokens } = await agreementSentToThree(t, 'drawings'));
    documentSha256 = (await signingRequest(tokens.Ivan!)).json().document_sha256;
    // Rosa's link is used: she has signed.
    const signed = await sign(tokens.Rosa!, typedSignature('Rosa Alvarez', documentSha256));
    expect(signed.statusCode, signed.body).toBe(200);
  });
  afterAll(() => t.close());

  const remoteAddress = () => `198.51.100.${(address = (address % 250) + 1)}`;
  const signingRequest = (token: string) =>
    t.app.inject({ url: `/api/v1/signing/${token}`, remoteAddress: remoteAddress() });
  const sign = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/signing/${token}/sign`,
      remoteAddress: remoteAddress(),
      payload,
    });
  const drawn = (png: Buffer) => ({
    consent: true,
    signature: { kind: 'drawn', image: pngDataUrl(png) },
    document_sha256: documentSha256,
  });

  describe.each(HOSTILE_DRAWINGS)('%s', (_name, png, message) => {
    let body: object;
    beforeAll(async () => {
      body = drawn(await png());
    });

    it('on a fresh link: 422 with what to do, nothing signed, others answered meanwhile', async () => {
      const { response, slowestOtherMs } = await answeredMeanwhile(t, () =>
        sign(tokens.Ivan!, body),
      );
      expect(slowestOtherMs).toBeLessThan(OTHERS_ANSWERED_WITHIN_MS);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message });
      expect((await signingRequest(tokens.Ivan!)).json().signer.state).not.toBe('signed');
    });

    it('on a link already used: 409 without reading the drawing', async () => {
      const { response, slowestOtherMs } = await answeredMeanwhile(t, () =>
        sign(tokens.Rosa!, body),
      );
      expect(slowestOtherMs).toBeLessThan(OTHERS_ANSWERED_WITHIN_MS);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: ALREADY_SIGNED });
    });

    it('on no link at all: 404', async () => {
      const { response, slowestOtherMs } = await answeredMeanwhile(t, () =>
        sign('A'.repeat(43), body),
      );
      expect(slowestOtherMs).toBeLessThan(OTHERS_ANSWERED_WITHIN_MS);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: LINK_NOT_FOUND });
    });
  });

  it('takes the largest drawing the pad makes', async () => {
    const response = await sign(
      tokens.Mei!,
      drawn(rgbaPng(DRAWN_SIGNATURE_MAX_WIDTH, DRAWN_SIGNATURE_MAX_HEIGHT)),
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
