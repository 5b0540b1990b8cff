import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFolder } from '../../tests/support/mail-folder';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { documents } from '../db/schema';
import { charterDate } from '../documents/pdf-writer';
import { specimenMark } from '../documents/specimen-pdf';
import {
  CERTIFICATE_PURCHASE,
  ownerWhoRequestedCertificate,
  ownerWithFormedBusiness,
  type FormedBusinessOwner,
} from '../test-support/formed-business';
import { readPdfText } from '../test-support/pdf-text';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-support/test-app';
import { CERTIFICATE_TITLE } from '../products/certificate';
import { advanceDemoStatuses } from './demo-status-advance';
import { STATUS_MAIL_HEADER } from './status-mail';
import { BusinessService } from './businesses';
import { PRODUCTS } from '../products';
import { activeEffects, demoEffects } from './product-plugin';
import {
  RETURNED_SPECIMEN_JOB,
  returnedDocumentSubject,
  specimenOnDemoActive,
} from './returned-document-jobs';
import { attachReturnedDocument, returnedDocumentKinds, specimenTitle } from './returned-documents';

const CERTIFICATE_SERVICE = 'cert-good-standing';
const SPECIMEN_TITLE = specimenTitle(CERTIFICATE_TITLE);

const STEP_SECONDS = 30;

describe('demo mode: an order made ACTIVE gets a specimen of what comes back (decision 0091)', () => {
  let t: TestApp;
  let rosa: FormedBusinessOwner;
  let submittedAt: Date;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    ({ owner: rosa, requestedAt: submittedAt } = await ownerWhoRequestedCertificate(
      t,
      'rosa',
      'Bluebonnet Bikes',
    ));
    // The purchases' receipt jobs (due a minute on) run first: the runs counted below are the
    // specimen's.
    await t.app.services.jobs.runDue(new Date(submittedAt.getTime() + 61_000));
  });
  afterAll(() => t.close());

  const at = (seconds: number) => new Date(submittedAt.getTime() + seconds * 1000);
  const jobs = () => t.app.services.jobs;
  /** The states of an owner's specimen jobs (Rosa's unless told): what ran, and how it ended. */
  const specimenJobs = async (individualId = rosa.id) =>
    (await jobs().jobsOf(RETURNED_SPECIMEN_JOB))
      .filter((job) => job.payload.individualId === individualId)
      .map((job) => job.state);
  const certificatesOf = (owner: FormedBusinessOwner) =>
    t.database.db
      .select()
      .from(documents)
      .where(
        // The compliance shelf: the certificate's purchase receipt is a company document.
        and(eq(documents.individualId, owner.id), eq(documents.category, 'compliance')),
      );
  /** The owner's mails, status mails included. */
  const mailTo = async (email: string) =>
    (await readMailFolder(t.dataDir, { statusMails: true })).filter((mail) =>
      mail.to.includes(email),
    );
  /** What a status mail tells ("CERT_GOOD_STANDING ACTIVE"); undefined for another mail. */
  const statusMailOf = (mail: { headers: Record<string, string> }) =>
    mail.headers[STATUS_MAIL_HEADER.toLowerCase()];

  it('attaches nothing while the request is on its way, then one marked specimen once ACTIVE', async () => {
    await advanceDemoStatuses(
      t.database.db,
      demoEffects(PRODUCTS),
      at(STEP_SECONDS + 1),
      STEP_SECONDS,
      jobs(),
    );
    await jobs().runDue(at(STEP_SECONDS + 1));
    expect(await specimenJobs()).toEqual([]);
    expect(await certificatesOf(rosa)).toEqual([]);

    const activeAt = at(2 * STEP_SECONDS + 2);
    const advanced = await advanceDemoStatuses(
      t.database.db,
      demoEffects(PRODUCTS),
      activeAt,
      STEP_SECONDS,
      jobs(),
    );
    expect(advanced).toContainEqual({
      individualId: rosa.id,
      service: 'cert-good-standing',
      from: 'IN_PROGRESS',
      to: 'ACTIVE',
    });
    await jobs().runDue(activeAt);
    expect(await specimenJobs()).toEqual(['completed']);

    const [specimen, ...more] = await certificatesOf(rosa);
    expect(more).toEqual([]);
    expect(specimen).toMatchObject({
      businessId: rosa.businessId,
      category: 'compliance',
      title: SPECIMEN_TITLE,
      contentType: 'application/pdf',
    });
    const pdf = await readPdfText(
      (await t.app.services.documents.find(specimen!.id, rosa.id))!.content,
    );
    const text = pdf.pages.join(' ');
    for (const line of [
      'Bluebonnet Bikes LLC',
      'Texas',
      charterDate(activeAt),
      specimenMark('any state'),
    ]) {
      expect(text).toContain(line);
    }

    const mails = await mailTo(rosa.email);
    const told = mails.filter(
      (mail) => mail.subject === returnedDocumentSubject(CERTIFICATE_TITLE),
    );
    expect(told).toHaveLength(1);
    // The specimen's mail tells the demo's ACTIVE: no status mail tells it again.
    expect(mails.filter((mail) => statusMailOf(mail) === 'CERT_GOOD_STANDING ACTIVE')).toEqual([]);
    const [mail] = told;
    expect(mail!.subject).toBe(returnedDocumentSubject(CERTIFICATE_TITLE));
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/documents/compliance`);
    expect(mail!.text).toContain('specimen');
    expect(mail!.text).toContain('not issued by any state');

    // The job is done: a later run, or the next ticks, attach nothing more.
    await advanceDemoStatuses(
      t.database.db,
      demoEffects(PRODUCTS),
      at(10 * STEP_SECONDS),
      STEP_SECONDS,
      jobs(),
    );
    await jobs().runDue(at(10 * STEP_SECONDS));
    expect(await specimenJobs()).toEqual(['completed']);
    expect(await certificatesOf(rosa)).toHaveLength(1);
  });

  it('adds no specimen beside a certificate the back office attached first', async () => {
    const ivan = await ownerWithFormedBusiness(t, 'ivan', {
      businessName: 'Pecan Pies',
      buys: CERTIFICATE_PURCHASE,
    });
    const now = new Date();
    const services = {
      documents: t.app.services.documents,
      jobs: jobs(),
      whenActive: activeEffects(PRODUCTS),
    };
    const real = { fileName: 'texas.pdf', content: new Uint8Array([37]), specimen: false };
    await attachReturnedDocument(
      t.database.db,
      services,
      returnedDocumentKinds(PRODUCTS).get(CERTIFICATE_SERVICE)!,
      { individualId: ivan.id, name: ivan.email },
      real,
      null,
      now,
    );
    // The purchases' receipt mails run first: then the specimen's job is the one left.
    await jobs().runDue(now);
    await specimenOnDemoActive(CERTIFICATE_SERVICE)(jobs(), t.database.db, ivan.id, now);
    await jobs().runDue(now);
    expect(await specimenJobs(ivan.id)).toEqual(['completed']);
    expect((await certificatesOf(ivan)).map((document) => document.title)).toEqual([
      CERTIFICATE_TITLE,
    ]);
    expect(
      (await mailTo(ivan.email)).filter((mail) => mail.subject.endsWith(' is ready')),
    ).toHaveLength(1);
  });

  it("makes the formation's filed articles a specimen with no file number on the record", async () => {
    const fay = await ownerWithFormedBusiness(t, 'fay', {
      businessName: 'Fay Farms',
      formationStatus: 'SUBMITTED',
    });
    const start = new Date(Date.now() + 3600_000);
    for (const step of [1, 2]) {
      await advanceDemoStatuses(
        t.database.db,
        demoEffects(PRODUCTS),
        new Date(start.getTime() + step * (STEP_SECONDS + 1) * 1000),
        STEP_SECONDS,
        jobs(),
      );
    }
    const doneAt = new Date(start.getTime() + 3 * STEP_SECONDS * 1000);
    await jobs().runDue(doneAt);
    const kept = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.individualId, fay.id), eq(documents.productKey, 'LLC_FORMATION')));
    expect(kept.map((document) => [document.title, document.category])).toContainEqual([
      'Filed Articles of Organization (specimen)',
      'company-documents',
    ]);
    const [business] = await new BusinessService(t.database.db).listOwned(fay.id);
    expect(business).toMatchObject({ status: 'ACTIVE', state_file_number: null });
    const [mail] = (await mailTo(fay.email)).filter(
      (each) => each.subject === returnedDocumentSubject('Filed Articles of Organization'),
    );
    expect(mail!.text).toContain('not issued by any state');
    expect(mail!.text).not.toContain('The state filed it under number');
    expect(mail!.text).toContain('Your Business Formation is now “');
  });
});
