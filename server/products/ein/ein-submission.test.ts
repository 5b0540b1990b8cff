import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einEstimatedDate } from '../../../src/domain/estimates/ein-processing';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { holidayDatesFrom } from '../../checkout/federal-holidays';
import { documents, pageAnswers, serviceOrders } from '../../db/schema';
import { EIN_APPLICATION_TITLE } from './ein-application-pdf';
import { setOwnerServiceStatus } from '../../ops/ops-commands';
import { advanceDemoStatuses } from '../../services/demo-status-advance';
import { EIN_NEEDS_FORMATION } from './ein-submission';
import { FROM_FORMATION } from './ein-application-pdf';
import {
  EIN_PAGES_IN_ORDER,
  saveEinPage,
  TEST_TAX_ID,
  validEinAnswers,
} from '../../test-support/ein-answers';
import { fileFormation, validFormationAnswers } from '../../test-support/formation-answers';
import { asOwner, signedInOwner, type SignedInOwner } from '../../test-support/owners';
import { readPdf } from '../../test-support/pdf-text';
import { buyAsOwner, buyFormation } from '../../test-support/purchases';
import { pagesNotPurchased } from '../../api/questionnaire-routes';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { PRODUCTS } from '../../products';
import { demoEffects } from '../../services/product-plugin';

describe('EIN pages, review and submission at /api/v1/ein', () => {
  let t: TestApp;
  const owners = {} as Record<'rosa' | 'ivan', SignedInOwner>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    // Both have formed their business through Charter and bought the EIN application.
    for (const name of ['rosa', 'ivan'] as const) {
      owners[name] = await signedInOwner(t, name);
      expect((await fileOwnBusiness(owners[name])).statusCode).toBe(200);
      await buyAsOwner(t, owners[name], ['EIN_APPLICATION']);
    }
  });
  afterAll(() => t.close());

  /** Files a formation under a name of the owner's own: a state registers a name once. */
  let businessCount = 0;
  const fileOwnBusiness = (owner: SignedInOwner) => {
    businessCount += 1;
    if (businessCount === 1) return fileFormation(t, owner);
    const name = `Bluebonnet Bikes ${businessCount}`;
    const page1 = {
      ...validFormationAnswers.page1,
      business_name: name,
      official_business_name: `${name} LLC`,
    };
    return fileFormation(t, owner, { page1 });
  };
  const submit = (owner: SignedInOwner, key?: string) =>
    asOwner(t, owner)(`/api/v1/ein/submit?individual_id=${owner.id}`, {
      method: 'POST',
      payload: { individual_id: owner.id },
      key,
    });
  const get = (owner: SignedInOwner, path: string) => asOwner(t, owner)(`/api/v1/ein/${path}`);
  const saveAll = async (owner: SignedInOwner, pages = EIN_PAGES_IN_ORDER) => {
    for (const page of pages) {
      const saved = await saveEinPage(t.app, owner.token, owner.id, page);
      expect(saved.statusCode, saved.body).toBe(200);
    }
  };
  const einStatusOf = async (owner: SignedInOwner) =>
    (
      await t.database.db
        .select({ status: serviceOrders.status })
        .from(serviceOrders)
        .where(
          and(
            eq(serviceOrders.individualId, owner.id),
            eq(serviceOrders.service, 'ein-application'),
          ),
        )
    )[0]?.status;
  /** The owner's EIN applications among their documents (their receipts are there too). */
  const documentsOf = (owner: SignedInOwner) =>
    t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.individualId, owner.id), eq(documents.title, EIN_APPLICATION_TITLE)));

  it('saves and loads each page, the industry page chosen on page4 included', async () => {
    const { rosa } = owners;
    await saveAll(rosa, ['page1', 'page2', 'page4', 'retail']);
    const page2 = await get(rosa, `page2?individual_id=${rosa.id}`);
    expect(page2.statusCode).toBe(200);
    expect(page2.json()).toMatchObject({ ...validEinAnswers.page2, individual_id: rosa.id });
    const retail = await get(rosa, `retail?individual_id=${rosa.id}`);
    expect(retail.json()).toMatchObject(validEinAnswers.retail);
    const page1 = (await get(rosa, `page1?individual_id=${rosa.id}`)).json();
    expect(page1).toMatchObject({ first_name: 'Rosa', role: 'Managing member' });
    expect((await get(rosa, `page3?individual_id=${rosa.id}`)).statusCode).toBe(404);
  });

  it('refuses an incomplete application, naming the pages still missing', async () => {
    const { rosa } = owners;
    const response = await submit(rosa);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please complete every step before submitting',
      missing: ['ein/page3'],
    });
    expect(await einStatusOf(rosa)).toBe('PURCHASED');
  });

  it('reviews the saved pages with the chosen industry page, not one chosen before', async () => {
    const { rosa } = owners;
    await saveAll(rosa, ['page3']);
    // Chosen first, then changed on page4: the review shows the page the answer names now.
    const earlier = await saveEinPage(t.app, rosa.token, rosa.id, 'construction', {
      industry_type: 'specialty_trade',
      type_specification: 'Bike racks',
    });
    expect(earlier.statusCode, earlier.body).toBe(200);

    const review = await get(rosa, `review/${rosa.id}`);
    expect(review.statusCode).toBe(200);
    const body = review.json();
    expect(Object.keys(body.pages)).toEqual(['page1', 'page2', 'page3', 'page4', 'retail']);
    expect(body).toMatchObject({
      individual_id: rosa.id,
      pages: { page4: validEinAnswers.page4, retail: validEinAnswers.retail },
    });
    expect(body.pages.retail.updated_at).toEqual(expect.any(String));
    expect((await asOwner(t, owners.ivan)(`/api/v1/ein/review/${rosa.id}`)).statusCode).toBe(403);
  });

  it('lists a missing industry page once page4 names it', async () => {
    const { ivan } = owners;
    await saveAll(ivan, ['page1', 'page2', 'page3']);
    await saveEinPage(t.app, ivan.token, ivan.id, 'page4', { category: 'finance' });
    const response = await submit(ivan);
    expect(response.json()).toEqual({
      message: 'Please complete every step before submitting',
      missing: ['ein/finance'],
    });
  });

  it('re-validates the saved pages and answers 422 with the messages per page', async () => {
    const { ivan } = owners;
    await saveEinPage(t.app, ivan.token, ivan.id, 'finance', {
      industry_type: 'banking_lending',
      type_specification: 'Microloans',
    });
    // As if saved under older rules: the server's copy no longer passes.
    await t.database.db
      .update(pageAnswers)
      .set({ answers: { ...validEinAnswers.page1, tax_id_number: '12-345' } })
      .where(and(eq(pageAnswers.individualId, ivan.id), eq(pageAnswers.pageId, 'ein/page1')));
    const response = await submit(ivan);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted answers before submitting',
      errors: { 'ein/page1': { tax_id_number: expect.any(String) } },
    });
    expect(await documentsOf(ivan)).toEqual([]);
  });

  it('submits once: SUBMITTED with the estimated date, the same key replaying it', async () => {
    const { rosa } = owners;
    const response = await submit(rosa, 'ein-submission-0001');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const [document] = await documentsOf(rosa);
    expect(body).toEqual({
      product_key: 'EIN_APPLICATION',
      status: 'SUBMITTED',
      submitted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      estimated_business_days: 4,
      estimated_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      document_id: document!.id,
    });
    const submittedAt = new Date(body.submitted_at);
    expect(body.estimated_date).toBe(einEstimatedDate(submittedAt, holidayDatesFrom(submittedAt)));
    expect(await einStatusOf(rosa)).toBe('SUBMITTED');

    const replay = await submit(rosa, 'ein-submission-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(body);

    const again = await submit(rosa);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Your EIN application has already been submitted' });
    expect(await documentsOf(rosa)).toHaveLength(1);
  });

  it("keeps the application as submitted, a PDF in Form SS-4's order, the tax id masked", async () => {
    const { rosa } = owners;
    const [summary] = await documentsOf(rosa);
    const document = (await t.app.services.documents.find(summary!.id, rosa.id))!;
    expect(document).toMatchObject({
      productKey: 'EIN_APPLICATION',
      title: EIN_APPLICATION_TITLE,
      contentType: 'application/pdf',
      sizeBytes: document.content.byteLength,
      sha256: createHash('sha256').update(document.content).digest('hex'),
    });
    expect(await t.app.services.documents.find(summary!.id, owners.ivan.id)).toBeNull();

    const pdf = await readPdf(document.content);
    expect(pdf.title).toBe('EIN application (IRS Form SS-4) as submitted');
    const text = pdf.pages.flat();
    const joined = text.join('\n');
    expect(joined).toContain("This is Charter's record");
    expect(joined).toContain('It is not an IRS document');
    expect(text).toContain('***-**-6789');
    const digits = TEST_TAX_ID.replace(/\D/g, '');
    expect(joined.replace(/\D/g, '')).not.toContain(digits);
    expect(joined).not.toContain(TEST_TAX_ID);
    for (const answer of [
      'Bluebonnet Bikes LLC',
      'Rosa Alvarez',
      '301 Congress Ave, STE 200, Austin, Texas 78701',
      'Started a new business',
      'December',
      '3',
      'Retail',
      'Storefront: Bicycles, parts and repairs',
      'Rosa Alvarez, Managing member',
    ]) {
      expect(text, answer).toContain(answer);
    }
    // Form SS-4's order: the entity, the responsible party, the reason, then the activity.
    const at = (label: string) => text.indexOf(label);
    const order = [
      'Line 1',
      'Line 4a-4b',
      'Line 7a',
      'Line 7b',
      'Line 10',
      'Line 12',
      'Line 16',
      'Line 17',
    ];
    expect(order.map(at)).toEqual([...order.map(at)].sort((a, b) => a - b));
    expect(order.every((label) => at(label) >= 0)).toBe(true);
  });

  it("lists the business's documents for its owner only", async () => {
    const { rosa, ivan } = owners;
    const list = await asOwner(t, rosa)(`/api/v1/services/documents/list/${rosa.id}`);
    expect(list.statusCode).toBe(200);
    const [document] = await documentsOf(rosa);
    expect(list.json()).toEqual({
      individual_id: rosa.id,
      documents: expect.arrayContaining([
        {
          document_id: document!.id,
          business_id: document!.businessId,
          product_key: 'EIN_APPLICATION',
          // The application as sent: no order's answer came back with it.
          order_id: null,
          category: 'company-documents',
          title: EIN_APPLICATION_TITLE,
          file_name: document!.fileName,
          content_type: 'application/pdf',
          size: document!.sizeBytes,
          sha256: document!.sha256,
          created_at: document!.createdAt.toISOString(),
        },
      ]),
    });
    expect(document!.fileName).toMatch(/^ein-application-ss4-\d{4}-\d\d-\d\d\.pdf$/);
    expect((await asOwner(t, ivan)(`/api/v1/services/documents/list/${rosa.id}`)).statusCode).toBe(
      403,
    );
  });

  it('is moved on in demo mode and by the back office, and may be submitted again once rejected', async () => {
    const { rosa } = owners;
    // Demo mode's tick, once the status has stood long enough: SUBMITTED → IN_PROGRESS.
    const advanced = await advanceDemoStatuses(
      t.database.db,
      demoEffects(PRODUCTS),
      new Date(Date.now() + 60_000),
      30,
      t.app.services.jobs,
    );
    expect(advanced).toContainEqual({
      individualId: rosa.id,
      service: 'ein-application',
      from: 'SUBMITTED',
      to: 'IN_PROGRESS',
    });
    expect((await submit(rosa)).statusCode).toBe(409);
    // The back office (npm run ops -- set-status) moves it on, or records the IRS's refusal.
    const move = (status: string) =>
      setOwnerServiceStatus(
        t.app.services.jobs,
        t.database.db,
        {
          owner: rosa.email,
          service: 'EIN_APPLICATION',
          status,
          ...(status === 'REJECTED' ? { reason: 'The IRS could not match the name' } : {}),
        },
        new Date(Date.now() + 120_000),
      );
    expect(await move('ACTIVE')).toMatchObject({ previous: 'IN_PROGRESS', status: 'ACTIVE' });
    expect(await move('REJECTED')).toMatchObject({ previous: 'ACTIVE', status: 'REJECTED' });
    const resubmitted = await submit(rosa);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(await einStatusOf(rosa)).toBe('SUBMITTED');
    expect(await documentsOf(rosa)).toHaveLength(2);
  });

  describe('before it may be submitted', () => {
    it('refuses an owner who has not bought the EIN application: 403 with a message', async () => {
      const owner = await signedInOwner(t, 'no-ein');
      expect((await fileOwnBusiness(owner)).statusCode).toBe(200);
      // Its pages are answered once it is bought (decision 0056).
      const page = await saveEinPage(t.app, owner.token, owner.id, EIN_PAGES_IN_ORDER[0]!);
      expect(page.statusCode).toBe(403);
      expect(page.json()).toEqual({ message: pagesNotPurchased('EIN_APPLICATION') });
      const response = await submit(owner);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Please purchase the EIN application before submitting it',
      });
      expect(await documentsOf(owner)).toEqual([]);
    });

    it('asks for the formation first while it is not bought; once bought, the EIN is prepared', async () => {
      const owner = await signedInOwner(t, 'no-formation');
      await buyAsOwner(t, owner, ['EIN_APPLICATION']);
      await saveAll(owner);
      const refused = await submit(owner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: EIN_NEEDS_FORMATION });
      expect(EIN_NEEDS_FORMATION).toBe(
        'You need to finish your business formation before you can complete your EIN filing.',
      );
      expect(await einStatusOf(owner)).toBe('PURCHASED');

      // Formation bought, not filed yet (dashboard §4: EIN may proceed while it is PURCHASED):
      // submitted, its record saying the entity's lines follow from the formation.
      await buyFormation(t, owner);
      const submitted = await submit(owner);
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(await einStatusOf(owner)).toBe('SUBMITTED');
      const [summary] = await documentsOf(owner);
      expect(summary?.businessId).toBeNull();
      const document = (await t.app.services.documents.find(summary!.id, owner.id))!;
      const text = (await readPdf(document.content)).pages.flat();
      expect(text).toContain(FROM_FORMATION);
      expect(text).toContain('***-**-6789');
    });
  });
});
