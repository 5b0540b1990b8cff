import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFolder } from '../../../tests/support/mail-folder';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { documents } from '../../db/schema';
import { charterDate } from '../../documents/pdf-writer';
import { SPECIMEN_MARK } from './certificate-specimen-pdf';
import {
  CERTIFICATE_PURCHASE,
  ownerWhoRequestedCertificate,
  ownerWithFormedBusiness,
  type FormedBusinessOwner,
} from '../../test-support/formed-business';
import { readPdfText } from '../../test-support/pdf-text';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test-support/test-app';
import {
  CERTIFICATE_MAIL_SUBJECT,
  CERTIFICATE_TITLE,
  deliverCertificate,
  scheduleCertificateSpecimen,
  SPECIMEN_JOB,
  SPECIMEN_TITLE,
} from './certificate-delivery';
import { advanceDemoStatuses } from '../../services/demo-status-advance';
import { PRODUCTS } from '../../products';
import { demoEffects } from '../../services/product-plugin';

const STEP_SECONDS = 30;

describe('demo mode: a certificate of good standing made ACTIVE gets a specimen', () => {
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
    (await jobs().jobsOf(SPECIMEN_JOB))
      .filter((job) => job.payload.individual_id === individualId)
      .map((job) => job.state);
  const certificatesOf = (owner: FormedBusinessOwner) =>
    t.database.db
      .select()
      .from(documents)
      .where(
        // The compliance shelf: the certificate's purchase receipt is a company document.
        and(eq(documents.individualId, owner.id), eq(documents.category, 'compliance')),
      );
  const mailTo = async (email: string) =>
    (await readMailFolder(t.dataDir)).filter((mail) => mail.to.includes(email));

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
    for (const line of ['Bluebonnet Bikes LLC', 'Texas', charterDate(activeAt), SPECIMEN_MARK]) {
      expect(text).toContain(line);
    }

    const [mail, ...others] = await mailTo(rosa.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(CERTIFICATE_MAIL_SUBJECT);
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
    const delivery = {
      documents: t.app.services.documents,
      mailer: t.app.services.mailer,
      publicUrl: TEST_PUBLIC_URL,
    };
    const real = { title: CERTIFICATE_TITLE, fileName: 'texas.pdf', content: new Uint8Array([37]) };
    expect((await deliverCertificate(t.database.db, delivery, ivan.id, real, now)).kind).toBe(
      'delivered',
    );
    // The purchases' receipt mails run first: then the specimen's job is the one left.
    await jobs().runDue(now);
    await scheduleCertificateSpecimen(jobs(), t.database.db, ivan.id, now);
    await jobs().runDue(now);
    expect(await specimenJobs(ivan.id)).toEqual(['completed']);
    expect((await certificatesOf(ivan)).map((document) => document.title)).toEqual([
      CERTIFICATE_TITLE,
    ]);
    expect(await mailTo(ivan.email)).toHaveLength(1);
  });
});
