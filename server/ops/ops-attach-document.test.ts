import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFolder } from '../../tests/support/mail-folder';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { CERTIFICATE_TITLE } from '../products/certificate';
import { returnedDocumentSubject } from '../services/returned-document-jobs';
import {
  ownerWhoRequestedCertificate,
  ownerWithFormedBusiness,
  type FormedBusinessOwner,
} from '../test-support/formed-business';
import { asOwner } from '../test-support/owners';
import { opsRunner, throughRunningServer } from '../test-support/ops-runner';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-support/test-app';

const OPS_TOKEN = 'ops-secret-for-attach-tests';

describe('npm run ops -- attach-document <owner> CERT_GOOD_STANDING <file.pdf>', () => {
  let t: TestApp;
  /** Runs a command as the terminal would, keeping what it printed. */
  let ops: ReturnType<typeof opsRunner>;
  let files: string;
  let rosa: FormedBusinessOwner;
  let ivan: FormedBusinessOwner;
  let pdf: string;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { opsToken: OPS_TOKEN });
    ops = opsRunner(t);
    await seedCheckoutCatalogue(t.database.db);
    files = mkdtempSync(join(tmpdir(), 'charter-attach-'));
    // Rosa requested her certificate; Ivan has a formed business but never bought one.
    ({ owner: rosa } = await ownerWhoRequestedCertificate(t, 'rosa', 'Bluebonnet Bikes'));
    ivan = await ownerWithFormedBusiness(t, 'ivan', { businessName: 'Pecan Pies' });
    const certificate = await PDFDocument.create();
    certificate.addPage().drawText('Certificate of Good Standing - Texas');
    pdf = join(files, 'texas-certificate.pdf');
    writeFileSync(pdf, await certificate.save());
  });
  afterAll(async () => {
    await t.close();
    rmSync(files, { recursive: true, force: true });
  });

  const certificateStatus = async (owner: FormedBusinessOwner) => {
    const { services } = (
      await asOwner(t, owner)(`/api/v1/services/status/${owner.id}`)
    ).json() as {
      services: { service: string; status: string }[];
    };
    return services.find((entry) => entry.service === 'cert-good-standing')?.status;
  };
  /** The owner's documents on the compliance shelf (their receipts are on another). */
  const listedDocuments = async (owner: FormedBusinessOwner) =>
    (
      (await asOwner(t, owner)(`/api/v1/services/documents/list/${owner.id}`)).json() as {
        documents: Array<Record<string, unknown>>;
      }
    ).documents.filter((document) => document.category === 'compliance');
  /** The owner's returned documents' mails, once the jobs due have run. */
  const mailTo = async (email: string) => {
    await t.app.services.jobs.runDue(new Date());
    return (await readMailFolder(t.dataDir)).filter(
      (mail) => mail.to.includes(email) && mail.subject.endsWith(' is ready'),
    );
  };

  it('refuses what is not a PDF, an owner without the service and other services, attaching nothing', async () => {
    const text = join(files, 'notes.txt');
    writeFileSync(text, 'not a certificate');
    const disguised = join(files, 'disguised.pdf');
    writeFileSync(disguised, 'GIF89a, not a PDF');
    const truncated = join(files, 'truncated.pdf');
    writeFileSync(truncated, '%PDF-1.7\n1 0 obj');
    for (const [file, name] of [
      [text, 'notes.txt'],
      [disguised, 'disguised.pdf'],
      [truncated, 'truncated.pdf'],
    ] as const) {
      expect(await ops(['attach-document', rosa.email, 'CERT_GOOD_STANDING', file])).toEqual({
        code: 1,
        out: [],
        err: [`${name} is not a PDF: only a PDF can be attached`],
      });
    }
    expect(await ops(['attach-document', ivan.email, 'CERT_GOOD_STANDING', pdf])).toEqual({
      code: 1,
      out: [],
      err: [`${ivan.email} has not bought cert-good-standing: nothing was attached`],
    });
    expect(await ops(['attach-document', rosa.email, 'DOC_LIBRARY', pdf])).toMatchObject({
      code: 1,
      err: [
        'Nothing comes back for doc-library to attach. Documents are attached to: ' +
          'llc-formation, ein-application, llc-amendment, llc-annual-report, registered-agent, ' +
          'cert-good-standing',
      ],
    });
    const missing = join(files, 'nowhere.pdf');
    expect(await ops(['attach-document', rosa.email, 'CERT_GOOD_STANDING', missing])).toEqual({
      code: 1,
      out: [],
      err: [`Cannot read ${missing}: ENOENT`],
    });
    expect(
      await ops(['attach-document', 'nobody@owners.example', 'CERT_GOOD_STANDING', pdf]),
    ).toMatchObject({
      code: 1,
      err: ['No owner with email nobody@owners.example'],
    });
    expect((await ops(['attach-document', rosa.email, pdf])).code).toBe(2);

    expect(await certificateStatus(rosa)).toBe('SUBMITTED');
    expect(await certificateStatus(ivan)).toBeUndefined();
    expect(await listedDocuments(rosa)).toEqual([]);
    expect(await listedDocuments(ivan)).toEqual([]);
    expect(await mailTo(rosa.email)).toEqual([]);
    expect(await mailTo(ivan.email)).toEqual([]);
  });

  it("keeps the state's certificate on the compliance shelf, sets it ACTIVE and emails the owner", async () => {
    const result = await ops(['attach-document', rosa.email, 'cert-good-standing', pdf]);
    const [document] = await listedDocuments(rosa);
    expect(result).toEqual({
      code: 0,
      out: [
        `${CERTIFICATE_TITLE} (texas-certificate.pdf) attached for ${rosa.email} ` +
          `(individual ${rosa.id}) as document ${document!.document_id}, order ${document!.order_id}.`,
        `cert-good-standing: SUBMITTED -> ACTIVE. ${rosa.email} has been emailed.`,
      ],
      err: [],
    });
    expect(document).toMatchObject({
      business_id: rosa.businessId,
      product_key: 'CERT_GOOD_STANDING',
      category: 'compliance',
      title: 'Certificate of Good Standing',
      file_name: 'texas-certificate.pdf',
      content_type: 'application/pdf',
    });
    expect(await certificateStatus(rosa)).toBe('ACTIVE');

    const [mail] = await mailTo(rosa.email);
    expect(mail).toMatchObject({
      subject: returnedDocumentSubject(CERTIFICATE_TITLE),
      attachments: [],
    });
    expect(mail!.text).toContain('Hello Rosa,');
    expect(mail!.text).toContain('Certificate of Good Standing for Bluebonnet Bikes LLC is ready');
    expect(mail!.text).toContain('Your Certificate of Good Standing is now “');
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/documents/compliance`);
    expect(mail!.text).not.toContain('specimen');
  });

  it('works through the running server that holds the PGlite files, by individual id', () =>
    throughRunningServer(t, OPS_TOKEN, async (connect) => {
      const again = await ops(
        ['attach-document', String(rosa.id), 'CERT_GOOD_STANDING', pdf],
        connect,
      );
      expect(again.code).toBe(0);
      expect(again.out[1]).toBe(`cert-good-standing stays ACTIVE. ${rosa.email} has been emailed.`);
      expect(await listedDocuments(rosa)).toHaveLength(2);
      expect(await mailTo(rosa.email)).toHaveLength(2);

      const refused = await ops(
        ['attach-document', String(ivan.id), 'CERT_GOOD_STANDING', pdf],
        connect,
      );
      expect(refused).toEqual({
        code: 1,
        out: [],
        err: [`${ivan.email} has not bought cert-good-standing: nothing was attached`],
      });
    }));
});
