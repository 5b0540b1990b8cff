import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { PDF_PARSE_BUDGET } from '../../server/files/pdf-file';
import { pdfBomb, rgbaPng } from '../../server/test-support/crafted-files';
import {
  ownerWhoRequestedCertificate,
  type FormedBusinessOwner,
} from '../../server/test-support/formed-business';
import { opsRunner } from '../../server/test-support/ops-runner';
import { asOwner } from '../../server/test-support/owners';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { answeredMeanwhile, OTHERS_ANSWERED_WITHIN_MS } from './responsiveness';

const OPS_TOKEN = 'ops-secret-for-attached-files';

/**
 * Issue 24 item 1: the back office's attach-document parsed a PDF of up to 10 MB with pdf-lib
 * on the event loop, and pdf-lib inflates object streams as it loads: a PDF compression bomb
 * a few KB per MB. It now goes through the one file check every accepted file goes through.
 */
describe('a document the back office attaches cannot stall the server', () => {
  let t: TestApp;
  let rosa: FormedBusinessOwner;
  let bomb: Buffer;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { opsToken: OPS_TOKEN });
    await seedCheckoutCatalogue(t.database.db);
    ({ owner: rosa } = await ownerWhoRequestedCertificate(t, 'rosa', 'Bluebonnet Bikes'));
    bomb = await pdfBomb(2 * PDF_PARSE_BUDGET.decodedBytes);
  });
  afterAll(() => t.close());

  /** POST /ops/v1/documents as `npm run ops -- attach-document` sends it to a running server. */
  const attach = (fileName: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/v1/documents',
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: {
        owner: rosa.email,
        service: 'CERT_GOOD_STANDING',
        file_name: fileName,
        content_base64: content.toString('base64'),
      },
    });
  const compliance = async () =>
    (await asOwner(t, rosa)(`/api/v1/services/documents/list/${rosa.id}`))
      .json()
      .documents.filter((document: { category: string }) => document.category === 'compliance');

  it.each([
    [
      'an image named .pdf',
      () => rgbaPng(),
      'certificate.pdf is not a PDF: only a PDF can be attached',
    ],
    [
      `a PDF whose object stream inflates to ${(2 * PDF_PARSE_BUDGET.decodedBytes) / 2 ** 20} MB`,
      () => bomb,
      `certificate.pdf cannot be attached: its streams inflate beyond ${PDF_PARSE_BUDGET.decodedBytes / 2 ** 20} MB`,
    ],
  ])(
    'through the running server, %s: 422, nothing attached, others answered meanwhile',
    async (_name, file, message) => {
      const { response, slowestOtherMs } = await answeredMeanwhile(t, () =>
        attach('certificate.pdf', file()),
      );
      expect(slowestOtherMs).toBeLessThan(OTHERS_ANSWERED_WITHIN_MS);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message });
      expect(await compliance()).toEqual([]);
    },
  );

  it('from the command on the database: the same refusal, exit code 1', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'charter-bomb-'));
    try {
      const file = join(folder, 'bomb.pdf');
      writeFileSync(file, bomb);
      expect(
        await opsRunner(t)(['attach-document', rosa.email, 'CERT_GOOD_STANDING', file]),
      ).toEqual({
        code: 1,
        out: [],
        err: [
          `bomb.pdf cannot be attached: its streams inflate beyond ${PDF_PARSE_BUDGET.decodedBytes / 2 ** 20} MB`,
        ],
      });
      expect(await compliance()).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
