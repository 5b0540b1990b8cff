import { eq } from 'drizzle-orm';
import { readMailFolder } from '../../../tests/support/mail-folder';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { businessLicenseReports } from '../../db/schema';
import { recordBusinessEin } from '../../services/business-ein';
import { serviceStatusOf } from '../../services/service-statuses';
import { ownerFormedInState, TEXAS } from '../../test-support/formed-in-state';
import { asOwner, signedInOwner, type SignedInOwner } from '../../test-support/owners';
import { readPdfText } from '../../test-support/pdf-text';
import { markBought } from '../../test-support/purchases';
import {
  LICENCE_REPORT_PATH,
  licenceBuyer,
  licenceSubmission,
  submitLicence,
} from '../../test-support/licence-reports';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test-support/test-app';
import {
  LICENCE_NEEDS_FORMATION,
  LICENCE_NOT_PURCHASED,
  UNKNOWN_STATE,
  unknownKeyword,
} from './licence-submission';
import { LICENCE_REPORT_JOB, LICENCE_REPORT_MAIL_SUBJECT } from './licence-report-job';
import { COMPLIANCE_LETTER_WARNING } from './licence-report';
import { NOT_PUBLISHED } from '../../../src/domain/business-license/licence-report-words';
import { LICENCE_REPORT_TITLE } from './licence-report-pdf';
import { LICENCE_RULES } from './licence-rules';
import { NO_LICENCE_REPORT } from './licence-report-read';

const LICENCE_SERVICE = serviceNameOf('BIZ_LICENSE_REPORT');

describe('POST /v1/business_licenses/report', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const reportsOf = (owner: SignedInOwner) =>
    t.database.db
      .select()
      .from(businessLicenseReports)
      .where(eq(businessLicenseReports.individualId, owner.id));

  it('orders the report once the formation is bought: success 1 and the report’s page, the request kept, SUBMITTED', async () => {
    const owner = await licenceBuyer(t, 'bought', 'PURCHASED');
    const response = await submitLicence(t, owner, licenceSubmission(owner.businessId, ''));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: 1,
      order_url: `${TEST_PUBLIC_URL}/business-report/licenses`,
      business_id: owner.businessId,
      product_key: 'BIZ_LICENSE_REPORT',
      status: 'SUBMITTED',
    });
    const [kept] = await reportsOf(owner);
    expect(kept).toMatchObject({
      businessId: owner.businessId,
      request: { ...licenceSubmission(owner.businessId, ''), county: '' },
      report: null,
    });
    expect(await serviceStatusOf(t.database.db, owner.id, LICENCE_SERVICE)).toBe('SUBMITTED');
  });

  it('orders it before the formation is filed: no business is named (none exists yet), the report is prepared from the body', async () => {
    const owner = await signedInOwner(t, 'not-filed');
    await markBought(t, owner, ['LLC_FORMATION', 'BIZ_LICENSE_REPORT']);
    const { business_id: _none, ...unnamed } = licenceSubmission(1);
    const response = await submitLicence(t, owner, unnamed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: 1, status: 'SUBMITTED' });
    expect(response.json()).not.toHaveProperty('business_id');
    const [kept] = await reportsOf(owner);
    expect(kept).toMatchObject({ businessId: null, request: unnamed });
    // Naming a business the owner does not have is refused as ever.
    const other = await signedInOwner(t, 'not-filed-other');
    await markBought(t, other, ['LLC_FORMATION', 'BIZ_LICENSE_REPORT']);
    const named = await submitLicence(t, other, licenceSubmission(2_000_000));
    expect(named.statusCode).toBe(404);
  });

  it('answers a replay under the same Idempotency-Key with the first answer, keeping one report', async () => {
    const owner = await licenceBuyer(t, 'replay');
    const first = await submitLicence(t, owner, licenceSubmission(owner.businessId), 'licence-1');
    const again = await submitLicence(t, owner, licenceSubmission(owner.businessId), 'licence-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await reportsOf(owner)).toHaveLength(1);
    const another = await submitLicence(t, owner, licenceSubmission(owner.businessId));
    expect(another.statusCode).toBe(409);
    expect(another.json().message).toBe('Your business license report has already been ordered');
  });

  it('refuses an owner who has not bought the report (403)', async () => {
    const owner = await ownerFormedInState(t, 'unbought', {
      businessName: 'Bluebonnet Bistro unbought',
      place: TEXAS,
    });
    const response = await submitLicence(t, owner, licenceSubmission(owner.businessId));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: LICENCE_NOT_PURCHASED });
  });

  it('refuses before the formation is bought (409, the spec’s notice)', async () => {
    const owner = await licenceBuyer(t, 'unformed', 'NOT_STARTED');
    const response = await submitLicence(t, owner, licenceSubmission(owner.businessId));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: LICENCE_NEEDS_FORMATION });
    expect(await reportsOf(owner)).toEqual([]);
  });

  it('refuses another owner’s business as a missing one (404), and another owner’s id (403)', async () => {
    const owner = await licenceBuyer(t, 'owner');
    const other = await signedInOwner(t, 'other');
    await markBought(t, other, ['BIZ_LICENSE_REPORT']);
    const theirs = await submitLicence(t, other, licenceSubmission(owner.businessId));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'You have no business with this business_id' });
    const asThem = await submitLicence(
      t,
      other,
      licenceSubmission(owner.businessId),
      undefined,
      owner.id,
    );
    expect(asThem.statusCode).toBe(403);
    expect(await reportsOf(owner)).toEqual([]);
  });

  it('refuses an unknown industry keyword (422) and hostile or missing fields (400), with a message', async () => {
    const owner = await licenceBuyer(t, 'hostile');
    const valid = licenceSubmission(owner.businessId);
    const unknown = await submitLicence(t, owner, { ...valid, industry_keyword_ids: ['999999'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: unknownKeyword('999999') });
    const nowhere = await submitLicence(t, owner, { ...valid, state: 'ZZ' });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json()).toEqual({ message: UNKNOWN_STATE });
    for (const payload of [
      { ...valid, industry_activity_ids: ['runs_a_casino'] },
      { ...valid, industry_keyword_ids: [] },
      { ...valid, zip: '7870' },
      { ...valid, business_name: 'Bistro\nLLC' },
      { ...valid, email: 'not an email' },
      { ...valid, business_id: 'one' },
      { ...valid, extra: true },
      { ...valid, county: undefined },
    ]) {
      const response = await submitLicence(t, owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await reportsOf(owner)).toEqual([]);
    expect(await serviceStatusOf(t.database.db, owner.id, LICENCE_SERVICE)).toBe('PURCHASED');
  });

  it('asks for the owner’s token (401)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${LICENCE_REPORT_PATH}?individual_id=1`,
      payload: licenceSubmission(1),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the report, prepared by a job', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const licenceDocuments = async (owner: SignedInOwner) =>
    (await t.app.services.documents.list(owner.id)).filter(
      (document) => document.category === 'business-license-report',
    );
  const mailTo = async (email: string) =>
    (await readMailFolder(t.dataDir)).filter((mail) => mail.to.includes(email));

  it('keeps the report and its PDF, makes the service ACTIVE and mails the owner, once', async () => {
    const owner = await licenceBuyer(t, 'restaurant');
    // Geocoding failed: no county.
    const ordered = await submitLicence(t, owner, licenceSubmission(owner.businessId, ''));
    expect(ordered.statusCode).toBe(200);
    expect(await licenceDocuments(owner)).toEqual([]);

    await t.app.services.jobs.runDue(new Date(Date.now() + 1000));
    const [document, ...more] = await licenceDocuments(owner);
    expect(more).toEqual([]);
    expect(document).toMatchObject({
      productKey: 'BIZ_LICENSE_REPORT',
      businessId: owner.businessId,
      title: LICENCE_REPORT_TITLE,
      contentType: 'application/pdf',
    });
    expect(await serviceStatusOf(t.database.db, owner.id, LICENCE_SERVICE)).toBe('ACTIVE');
    const [kept] = await t.database.db
      .select()
      .from(businessLicenseReports)
      .where(eq(businessLicenseReports.individualId, owner.id));
    expect(kept).toMatchObject({ documentId: document!.id, preparedAt: expect.any(Date) });
    expect(kept!.report).toMatchObject({
      businessName: 'Bluebonnet Bistro LLC',
      industry: { naics: '722511' },
      place: { state: 'TX', city: 'Austin', county: null },
    });

    const [mail, ...otherMail] = (await mailTo(owner.email)).filter(
      (sent) => sent.subject === LICENCE_REPORT_MAIL_SUBJECT,
    );
    expect(otherMail).toEqual([]);
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/business-report/licenses`);
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/documents/business-license-report`);

    // A rerun (a crash after the commit) keeps no second document and sends no second mail.
    const mailed = (await mailTo(owner.email)).length;
    await t.app.services.jobs.schedule({
      kind: LICENCE_REPORT_JOB,
      key: `rerun:${kept!.id}`,
      runAt: new Date(),
      payload: { report_id: kept!.id },
    });
    await t.app.services.jobs.runDue(new Date(Date.now() + 2000));
    // The rerun ran (other kinds may run beside it, such as the status mails' round).
    const rerun = (await t.app.services.jobs.jobsOf(LICENCE_REPORT_JOB)).find(
      (job) => job.key === `rerun:${kept!.id}`,
    );
    expect(rerun?.state).toBe('completed');
    expect(await licenceDocuments(owner)).toHaveLength(1);
    expect(await mailTo(owner.email)).toHaveLength(mailed);
  });

  it('mails again after a failed mail, without preparing the report twice', async () => {
    const owner = await licenceBuyer(t, 'unmailed');
    await submitLicence(t, owner, licenceSubmission(owner.businessId));
    // The report's mail fails once (the purchase's receipt mail goes through).
    const mailer = t.app.services.mailer;
    const deliver = mailer.send.bind(mailer);
    let failed = false;
    const send = vi.spyOn(mailer, 'send').mockImplementation(async (mail) => {
      if (failed || mail.subject !== LICENCE_REPORT_MAIL_SUBJECT) return deliver(mail);
      failed = true;
      throw new Error('The mail server is down');
    });
    await t.app.services.jobs.runDue(new Date(Date.now() + 1000));
    send.mockRestore();
    expect(await licenceDocuments(owner)).toHaveLength(1);
    expect(await serviceStatusOf(t.database.db, owner.id, LICENCE_SERVICE)).toBe('ACTIVE');
    expect(await mailTo(owner.email)).toEqual([]);

    // The job's retry, a few minutes later.
    await t.app.services.jobs.runDue(new Date(Date.now() + 10 * 60_000));
    expect(await licenceDocuments(owner)).toHaveLength(1);
    expect((await mailTo(owner.email)).map((mail) => mail.subject)).toEqual([
      LICENCE_REPORT_MAIL_SUBJECT,
    ]);
  });

  it('prints each licence with its agency, fees as published, source and why; what it could not tell; the warning', async () => {
    const owner = await licenceBuyer(t, 'printed');
    await submitLicence(t, owner, licenceSubmission(owner.businessId, ''));
    await t.app.services.jobs.runDue(new Date(Date.now() + 1000));
    const [document] = await licenceDocuments(owner);
    const stored = await t.app.services.documents.find(document!.id, owner.id);
    const pdf = await readPdfText(stored!.content);
    const text = pdf.pages.join(' ');
    expect(pdf.title).toBe(`${LICENCE_REPORT_TITLE}: Bluebonnet Bistro LLC`);
    const alcohol = LICENCE_RULES.find((rule) => rule.id === 'tx-tabc-retail-alcohol-permit')!;
    // The rule publishes no initial fee: the report says so rather than guessing one.
    expect(alcohol.fees.initial).toBeNull();
    for (const shown of [
      'Federal',
      'State',
      'County',
      'Local',
      alcohol.licence,
      alcohol.agency.name,
      alcohol.source.url,
      alcohol.lastVerified,
      'Because your business serves or sells alcoholic drinks',
      NOT_PUBLISHED,
      'What Charter could not determine',
      'Charter could not find the county of your business address',
      COMPLIANCE_LETTER_WARNING.slice(0, 60),
      'Prepared on',
      'EIN: not on file with Charter when this report was prepared.',
      'Sources: ',
    ]) {
      expect(text, shown).toContain(shown);
    }
  });
});

describe('the report of a business whose EIN Charter recorded (decision 0087)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('carries the EIN masked, in the kept report and its PDF, never in full', async () => {
    const owner = await licenceBuyer(t, 'ein-holder');
    const cipher = t.app.services.answerCipher;
    await recordBusinessEin(t.database.db, cipher, owner.businessId, '84-1234567', new Date());
    await submitLicence(t, owner, licenceSubmission(owner.businessId));
    await t.app.services.jobs.runDue(new Date(Date.now() + 1000));

    const [kept] = await t.database.db
      .select()
      .from(businessLicenseReports)
      .where(eq(businessLicenseReports.individualId, owner.id));
    expect(kept!.report).toMatchObject({ einMasked: '**-***4567' });
    const stored = await t.app.services.documents.find(kept!.documentId!, owner.id);
    const text = (await readPdfText(stored!.content)).pages.join(' ');
    expect(text).toContain(
      'EIN: **-***4567. Most applications ask for it; your business profile shows it in full.',
    );
    expect(text).not.toContain('1234567');
  });
});

describe('GET /v1/business_licenses/report/{individual_id}', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const readReport = (owner: SignedInOwner, individualId = owner.id) =>
    asOwner(t, owner)(`/api/v1/business_licenses/report/${individualId}`);

  it('answers 404 before any order, then being prepared, then the report', async () => {
    const owner = await licenceBuyer(t, 'reader');
    const none = await readReport(owner);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: NO_LICENCE_REPORT });

    await submitLicence(t, owner, licenceSubmission(owner.businessId));
    const waiting = await readReport(owner);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({
      individual_id: owner.id,
      business_id: owner.businessId,
      state: 'being prepared',
      prepared_at: null,
      document_id: null,
      report: null,
    });

    await t.app.services.jobs.runDue(new Date(Date.now() + 1000));
    const ready = await readReport(owner);
    expect(ready.statusCode).toBe(200);
    const answer = ready.json();
    expect(answer).toMatchObject({ state: 'prepared', document_id: expect.any(Number) });
    expect(answer.report.place).toEqual({ state: 'TX', city: 'Austin', county: 'Travis County' });
    expect(answer.report.levels.map((level: { heading: string }) => level.heading)).toEqual([
      'Federal',
      'State',
      'County',
      'Local',
    ]);
  });

  it('refuses another owner’s id (403) and a caller without a token (401)', async () => {
    const owner = await licenceBuyer(t, 'private');
    await submitLicence(t, owner, licenceSubmission(owner.businessId));
    const other = await signedInOwner(t, 'nosy');
    expect((await readReport(other, owner.id)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: `/api/v1/business_licenses/report/${owner.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
