import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFolder } from '../../tests/support/mail-folder';
import { addCalendarDays } from '../../src/domain/estimates/calendar-date';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { charterDay } from '../compliance/charter-days';
import { returnedDocumentSubject } from '../services/returned-document-jobs';
import { tellStatusChanges } from '../services/status-mail';
import { ownerWithFormedBusiness, type FormedBusinessOwner } from '../test-support/formed-business';
import { asOwner, type SignedInOwner } from '../test-support/owners';
import { opsRunner } from '../test-support/ops-runner';
import { markBought } from '../test-support/purchases';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-support/test-app';

/*
 * What the state or the IRS sends back, for every service whose order ends with a document
 * (issue 30, point 3; decision 0091): attached by the back office, kept on the right shelf under
 * its order, the order ACTIVE (with what that does), the owner told once.
 */
describe('npm run ops -- attach-document, for every returned document', () => {
  let t: TestApp;
  let ops: ReturnType<typeof opsRunner>;
  let files: string;
  let pdf: string;

  beforeAll(async () => {
    t = await createTestApp();
    ops = opsRunner(t);
    await seedCheckoutCatalogue(t.database.db);
    files = mkdtempSync(join(tmpdir(), 'charter-returned-'));
    const returned = await PDFDocument.create();
    returned.addPage().drawText('Filed by the state');
    pdf = join(files, 'returned.pdf');
    writeFileSync(pdf, await returned.save());
  });
  afterAll(async () => {
    await t.close();
    rmSync(files, { recursive: true, force: true });
  });

  const api = (owner: SignedInOwner) => asOwner(t, owner);
  /** The owner's documents that came back for an order (receipts and filings sent are not). */
  const documentsOf = async (owner: SignedInOwner) =>
    (
      (await api(owner)(`/api/v1/services/documents/list/${owner.id}`)).json() as {
        documents: Array<Record<string, unknown>>;
      }
    ).documents.filter((document) => document.order_id !== null);
  const latestOrder = async (owner: SignedInOwner, service: string) =>
    (
      (await api(owner)(`/api/v1/services/orders/${owner.id}`)).json() as {
        orders: Array<{ id: number; service: string; status: string }>;
      }
    ).orders.find((order) => order.service === service)!;
  const businessOf = async (owner: SignedInOwner) =>
    (await api(owner)('/api/v1/business/list')).json().businesses[0];
  /**
   * Every mail to the owner once the jobs due have run, status mails included. The changes not
   * told yet are told first: the job that tells them repeats every 15 s, and may not be due at
   * this moment (a change made earlier was then mailed only at the next count).
   */
  const mailsTo = async (owner: SignedInOwner) => {
    const now = new Date();
    await tellStatusChanges(t.database.db, t.app.services.jobs, now);
    await t.app.services.jobs.runDue(now);
    return (await readMailFolder(t.dataDir, { statusMails: true })).filter((mail) =>
      mail.to.includes(owner.email),
    );
  };
  const today = () => charterDay(new Date());

  it('refuses a rejected order, missing or misplaced filing details and a bad file number or date', async () => {
    const rejected = await ownerWithFormedBusiness(t, 'rejected', {
      businessName: 'Refused Rides',
      formationStatus: 'REJECTED',
    });
    const filing = ['--file-number', '805512345', '--effective-date', today()];
    expect(await ops(['attach-document', rejected.email, 'llc-formation', pdf, ...filing])).toEqual(
      {
        code: 1,
        out: [],
        err: [
          `The latest llc-formation order of ${rejected.email} was rejected: a rejected order ` +
            'brings nothing back, nothing was attached',
        ],
      },
    );

    const filed = await ownerWithFormedBusiness(t, 'filed', {
      businessName: 'Waiting Wheels',
      formationStatus: 'SUBMITTED',
      buys: ['LLC_AMENDMENT'],
    });
    expect((await ops(['attach-document', filed.email, 'llc-formation', pdf])).err).toEqual([
      'The filed articles come with the state file number and the effective date: add ' +
        '--file-number "<number>" --effective-date YYYY-MM-DD',
    ]);
    expect(
      (await ops(['attach-document', filed.email, 'llc-amendment', pdf, ...filing])).err,
    ).toEqual(["Only the formation's filed articles carry a file number and an effective date"]);
    const attach = (fileNumber: string, effectiveDate: string) =>
      ops([
        'attach-document',
        filed.email,
        'llc-formation',
        pdf,
        '--file-number',
        fileNumber,
        '--effective-date',
        effectiveDate,
      ]);
    expect((await attach('805512345; drop table', today())).err).toEqual([
      '"805512345; drop table" is not a state file number: up to 40 letters, digits, spaces and ' +
        '. - / #, as the filed articles print it',
    ]);
    expect((await attach('805512345', '2026-02-30')).err).toEqual([
      '"2026-02-30" is not a date: give the effective date as YYYY-MM-DD',
    ]);
    const beforeFiled = addCalendarDays(today(), -3);
    expect((await attach('805512345', beforeFiled)).err).toEqual([
      `The effective date ${beforeFiled} is before the formation was filed with the state ` +
        `(${today()}): check it against the filed articles`,
    ]);
    const tooLate = addCalendarDays(today(), 91);
    expect((await attach('805512345', tooLate)).err).toEqual([
      `The effective date ${tooLate} is more than 90 days ahead: check it against the filed articles`,
    ]);
    expect(
      (await ops(['attach-document', filed.email, 'llc-formation', pdf, '--effective', 'x'])).code,
    ).toBe(1);

    expect((await latestOrder(filed, 'llc-formation')).status).toBe('SUBMITTED');
    expect(await documentsOf(filed)).toEqual([]);
    expect((await businessOf(filed)).state_file_number).toBeNull();
  });

  it("keeps the formation's filed articles, with the state's file number and effective date on the business record", async () => {
    const owner = await ownerWithFormedBusiness(t, 'formed', {
      businessName: 'Bluebonnet Bikes',
      formationStatus: 'IN_PROGRESS',
    });
    // A delayed effective date, as a state allows.
    const effective = addCalendarDays(today(), 5);
    const order = await latestOrder(owner, 'llc-formation');
    await mailsTo(owner);
    const before = (await mailsTo(owner)).length;

    const result = await ops([
      'attach-document',
      owner.email,
      'LLC_FORMATION',
      pdf,
      '--file-number',
      '805512345',
      '--effective-date',
      effective,
    ]);
    expect(result.code).toBe(0);
    expect(result.out.slice(1)).toEqual([
      `The business record keeps state file number 805512345, effective ${effective}.`,
      `llc-formation: IN_PROGRESS -> ACTIVE. ${owner.email} has been emailed.`,
    ]);
    expect(await documentsOf(owner)).toEqual([
      expect.objectContaining({
        title: 'Filed Articles of Organization',
        category: 'company-documents',
        product_key: 'LLC_FORMATION',
        order_id: order.id,
        business_id: owner.businessId,
      }),
    ]);
    expect(await businessOf(owner)).toMatchObject({
      status: 'ACTIVE',
      state_file_number: '805512345',
      formed_on: effective,
    });
    // The deadlines count from the state's date.
    const calendar = (await api(owner)(`/api/v1/compliance/deadlines/${owner.id}`)).json();
    expect(calendar.business.formed_on).toBe(effective);

    const mails = (await mailsTo(owner)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      returnedDocumentSubject('Filed Articles of Organization'),
    ]);
    const [mail] = mails;
    expect(mail!.text).toContain('The Filed Articles of Organization for Bluebonnet Bikes LLC');
    expect(mail!.text).toContain('under Company documents');
    expect(mail!.text).toContain('The state filed it under number 805512345, effective');
    expect(mail!.text).toContain('Your Business Formation is now “');
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/documents/company-documents`);
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/business-profile#order-${order.id}`);
    expect(mail!.html).toContain(`<a href="${TEST_PUBLIC_URL}/documents/company-documents">`);
  });

  it("keeps the IRS's EIN letter once the EIN is recorded, the order staying ACTIVE", async () => {
    const owner = await ownerWithFormedBusiness(t, 'ein', { businessName: 'Pecan Pies' });
    await markBought(t, owner, ['EIN_APPLICATION']);
    expect((await ops(['attach-document', owner.email, 'ein-application', pdf])).err).toEqual([
      'Record the EIN the letter assigns first (npm run ops -- set-ein <owner> <EIN>): nothing ' +
        'was attached',
    ]);
    expect((await ops(['set-ein', owner.email, '84-1234567'])).code).toBe(0);
    const before = (await mailsTo(owner)).length;

    const result = await ops(['attach-document', owner.email, 'ein-application', pdf]);
    expect(result.out[1]).toBe(`ein-application stays ACTIVE. ${owner.email} has been emailed.`);
    const order = await latestOrder(owner, 'ein-application');
    expect(await documentsOf(owner)).toEqual([
      expect.objectContaining({
        title: 'IRS EIN Confirmation Letter',
        category: 'company-documents',
        order_id: order.id,
      }),
    ]);
    const mails = (await mailsTo(owner)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      returnedDocumentSubject('IRS EIN Confirmation Letter'),
    ]);
    // The EIN itself is never in a mail; the status was told when it was recorded.
    expect(mails[0]!.text).not.toContain('1234567');
    expect(mails[0]!.text).not.toContain('is now');
  });

  for (const [service, productKey, title, shelf] of [
    [
      'registered-agent',
      'REGISTERED_AGENT',
      'Registered Agent Appointment Confirmation',
      'registered-agent',
    ],
    ['llc-amendment', 'LLC_AMENDMENT', 'Filed Articles of Amendment', 'company-documents'],
    ['llc-annual-report', 'LLC_ANNUAL_REPORT', 'Filed Annual Report', 'compliance'],
  ] as const) {
    it(`keeps the ${title} on the ${shelf} shelf and makes its order ACTIVE`, async () => {
      const owner: FormedBusinessOwner = await ownerWithFormedBusiness(t, service, {
        businessName: `${title} Test`,
      });
      await markBought(t, owner, [productKey]);
      expect((await ops(['set-status', owner.email, service, 'IN_PROGRESS'])).code).toBe(0);
      const before = (await mailsTo(owner)).length;

      const result = await ops(['attach-document', owner.email, productKey, pdf]);
      expect(result.out[1]).toBe(
        `${service}: IN_PROGRESS -> ACTIVE. ${owner.email} has been emailed.`,
      );
      const order = await latestOrder(owner, service);
      expect(order.status).toBe('ACTIVE');
      expect(await documentsOf(owner)).toEqual([
        expect.objectContaining({ title, category: shelf, order_id: order.id }),
      ]);
      // One mail tells the document and the status: no status mail beside it.
      const mails = (await mailsTo(owner)).slice(before);
      expect(mails.map((mail) => mail.subject)).toEqual([returnedDocumentSubject(title)]);
      expect(mails[0]!.text).toContain(`${TEST_PUBLIC_URL}/documents/${shelf}`);
    });
  }
});
