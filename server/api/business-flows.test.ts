import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_FLOW } from '../../src/domain/flows/certificate-flow';
import type { BusinessFlow } from '../../src/domain/flows/flow';
import { REGISTERED_AGENT_FLOW } from '../../src/domain/flows/registered-agent-flow';
import { FORMATION_REQUIRED_NOTICES } from '../../src/domain/services/formation-rules';
import { serviceNameOf } from '../../src/domain/services/service-names';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { documents, serviceOrders } from '../db/schema';
import {
  APPOINTMENT_NOTE,
  APPOINTMENT_TITLE,
} from '../products/registered-agent/registered-agent-appointment-pdf';
import { NO_SUCH_BUSINESS } from '../services/formed-business';
import { INDIVIDUAL_AGENT_PAGE4, validFormationAnswers } from '../test-support/formation-answers';
import {
  CERTIFICATE_PURCHASE,
  ownerWithFormedBusiness,
  type FormedBusinessOwner,
} from '../test-support/formed-business';
import { asOwner, saveOwnerPage, signedInOwner } from '../test-support/owners';
import { readPdfText } from '../test-support/pdf-text';
import { buyFormation } from '../test-support/purchases';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Both services, the certificate with its state fee. */
const BOTH = ['REGISTERED_AGENT', ...CERTIFICATE_PURCHASE];

describe('the registered agent and certificate of good standing, acting on the formed business', () => {
  let t: TestApp;
  let names = 0;
  /** An owner with a business of their own name (a state registers a name once). */
  const owner = (options: Omit<Parameters<typeof ownerWithFormedBusiness>[2], 'businessName'>) =>
    ownerWithFormedBusiness(t, `owner${++names}`, {
      businessName: `Bluebonnet Bikes ${names}`,
      ...options,
    });

  beforeAll(async () => {
    // Every test signs new owners in: more than a minute's sign-ins on one address.
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const statusOf = async (who: { id: number }, flow: BusinessFlow) =>
    (
      await t.database.db
        .select({ status: serviceOrders.status })
        .from(serviceOrders)
        .where(
          and(
            eq(serviceOrders.individualId, who.id),
            eq(serviceOrders.service, serviceNameOf(flow.submission.productKey)),
          ),
        )
    )[0]?.status;
  const documentsOf = (who: { id: number }) =>
    t.database.db.select().from(documents).where(eq(documents.individualId, who.id));
  /** What the services keep, the purchase receipts and the formation record (company documents) aside. */
  const serviceDocumentsOf = async (who: { id: number }) =>
    (await documentsOf(who)).filter((document) => document.category !== 'company-documents');
  /** POST <submission.path> as `who`, naming their own business unless told otherwise. */
  const submitAs = (flow: BusinessFlow, who: FormedBusinessOwner, payload?: object, key?: string) =>
    asOwner(t, who)(`/api${flow.submission.path}`, {
      method: 'POST',
      payload: payload ?? { individual_id: who.id, business_id: String(who.businessId) },
      key,
    });

  describe.each([
    ['registered agent', REGISTERED_AGENT_FLOW, FORMATION_REQUIRED_NOTICES.REGISTERED_AGENT],
    ['certificate', CERTIFICATE_FLOW, FORMATION_REQUIRED_NOTICES.CERT_GOOD_STANDING],
  ] as const)('the %s submission', (_name, flow: BusinessFlow, formationRequired) => {
    const submit = (who: FormedBusinessOwner, payload?: object, key?: string) =>
      submitAs(flow, who, payload, key);

    it('refuses an owner who has not bought it: 403 with a message, nothing kept', async () => {
      const rosa = await owner({});
      const response = await submit(rosa);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^Please purchase the /);
      expect(await statusOf(rosa, flow)).toBeUndefined();
      // Its receipts and formation record (company documents) aside, nothing kept.
      expect(await serviceDocumentsOf(rosa)).toEqual([]);
    });

    it('refuses while the formation is not ACTIVE: 409 with the service’s notice', async () => {
      for (const formationStatus of ['SUBMITTED', 'IN_PROGRESS', 'REJECTED']) {
        const rosa = await owner({ formationStatus, buys: BOTH });
        const response = await submit(rosa);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: formationRequired });
        expect(await statusOf(rosa, flow)).toBe('PURCHASED');
      }
    });

    it("refuses another owner's business, a missing one and one beyond any id alike: 404", async () => {
      const rosa = await owner({ buys: BOTH });
      const ivan = await owner({ buys: BOTH });
      for (const businessId of [String(ivan.businessId), '999999', '9999999999']) {
        const response = await submit(rosa, { individual_id: rosa.id, business_id: businessId });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: NO_SUCH_BUSINESS });
      }
      expect(await statusOf(rosa, flow)).toBe('PURCHASED');
      expect(await statusOf(ivan, flow)).toBe('PURCHASED');
    });

    it("type-checks the body first, and refuses another owner's individual_id", async () => {
      const rosa = await owner({ buys: BOTH });
      const refusals = [
        { individual_id: rosa.id, business_id: rosa.businessId },
        { individual_id: rosa.id, business_id: ['1', '2'] },
        { individual_id: rosa.id, business_id: '12a' },
        { individual_id: rosa.id, business_id: '' },
        { individual_id: rosa.id },
        { business_id: String(rosa.businessId) },
        { individual_id: 'me', business_id: String(rosa.businessId) },
      ];
      for (const payload of refusals) {
        const response = await submit(rosa, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
      }
      const numeric = await submit(rosa, { individual_id: rosa.id, business_id: rosa.businessId });
      expect(numeric.json()).toEqual({ message: 'business_id must be a string of digits' });

      const ivan = await owner({ buys: BOTH });
      const foreign = await submit(rosa, {
        individual_id: ivan.id,
        business_id: String(ivan.businessId),
      });
      expect(foreign.statusCode).toBe(403);
      expect(await statusOf(rosa, flow)).toBe('PURCHASED');
      expect(await statusOf(ivan, flow)).toBe('PURCHASED');
    });

    it('submits once: SUBMITTED, the same answer replayed under its key, then 409', async () => {
      const rosa = await owner({ buys: BOTH });
      const key = `submit-${flow.key}-${rosa.id}`;
      const first = await submit(rosa, undefined, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        product_key: flow.submission.productKey,
        status: 'SUBMITTED',
        submitted_at: expect.any(String),
        business_id: rosa.businessId,
      });
      expect(await statusOf(rosa, flow)).toBe('SUBMITTED');
      // The purchase's receipts are written on their own time: only the service's documents count.
      const kept = await serviceDocumentsOf(rosa);

      const replay = await submit(rosa, undefined, key);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      expect(await serviceDocumentsOf(rosa)).toHaveLength(kept.length);

      const again = await submit(rosa);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already/);
      expect(await serviceDocumentsOf(rosa)).toHaveLength(kept.length);
    });

    it('answers its review: the business as filed, keyed page_1 and page_4', async () => {
      const rosa = await owner({ buys: BOTH });
      const review = await asOwner(t, rosa)(`/api${flow.review.reviewPath(rosa.id)}`);
      expect(review.statusCode).toBe(200);
      expect(review.json()).toEqual({
        individual_id: rosa.id,
        business_id: String(rosa.businessId),
        page_1: {
          business_name: `Bluebonnet Bikes ${names}`,
          legal_identifier: 'LLC',
          official_business_name: `Bluebonnet Bikes ${names} LLC`,
          business_street_address1: '301 Congress Ave',
          business_street_address2: 'STE 200',
          business_city: 'Austin',
          business_state: 'Texas',
          business_zip_code: '78701',
          // Filed 'same as the business': the mailing address is that address.
          mailing_same_as_business: true,
          mailing_street_address1: '301 Congress Ave',
          mailing_street_address2: 'STE 200',
          mailing_city: 'Austin',
          mailing_state: 'Texas',
          mailing_zip_code: '78701',
        },
        page_4: { ...INDIVIDUAL_AGENT_PAGE4, business_name: '' },
      });
      const ivan = await owner({});
      const foreign = await asOwner(t, ivan)(`/api${flow.review.reviewPath(rosa.id)}`);
      expect(foreign.statusCode).toBe(403);
    });
  });

  it('reviews the saved formation answers before the formation is filed, nothing before them', async () => {
    const nadia = await signedInOwner(t, 'nadia');
    const path = `/api${REGISTERED_AGENT_FLOW.review.reviewPath(nadia.id)}`;
    expect((await asOwner(t, nadia)(path)).json()).toEqual({
      individual_id: nadia.id,
      business_id: null,
      page_1: null,
      page_4: null,
    });
    await buyFormation(t, nadia);
    for (const page of ['page1', 'page4'] as const) {
      const saved = await saveOwnerPage(
        t.app,
        nadia.token,
        nadia.id,
        `formation/${page}`,
        validFormationAnswers[page],
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const review = (await asOwner(t, nadia)(path)).json();
    expect(review.business_id).toBeNull();
    expect(review.page_1).toMatchObject({
      business_name: 'Bluebonnet Bikes',
      business_zip_code: '78701',
    });
    expect(review.page_4).toMatchObject({
      is_bizup_designated_agent: true,
      registered_agent_type: '',
      zip_code: '',
    });
  });

  it("keeps the registered agent's appointment request as a PDF on its shelf", async () => {
    const rosa = await owner({ buys: BOTH });
    const response = await submitAs(REGISTERED_AGENT_FLOW, rosa);
    expect(response.statusCode, response.body).toBe(200);
    const [kept] = (await documentsOf(rosa)).filter(
      (document) => document.category === 'registered-agent',
    );
    expect(kept).toMatchObject({
      id: response.json().document_id,
      businessId: rosa.businessId,
      category: 'registered-agent',
      title: APPOINTMENT_TITLE,
      contentType: 'application/pdf',
    });
    expect(kept!.fileName).toMatch(/^registered-agent-appointment-\d{4}-\d\d-\d\d\.pdf$/);
    const pdf = await readPdfText(
      (await t.app.services.documents.find(kept!.id, rosa.id))!.content,
    );
    expect(pdf.title).toBe(APPOINTMENT_TITLE);
    const text = pdf.pages.join(' ');
    for (const line of [
      `Bluebonnet Bikes ${names} LLC`,
      '301 Congress Ave, STE 200, Austin, Texas 78701',
      'Maria Gomez, 500 W 2nd St, STE 300, Austin, Texas 78701',
      "Charter's registered agent, through our partner provider in Texas",
      `Rosa Alvarez (${rosa.email})`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text.replace(/\s+/g, ' ')).toContain(APPOINTMENT_NOTE.slice(0, 60));
  });

  it('keeps nothing for the certificate request: the certificate comes from the state', async () => {
    const rosa = await owner({ buys: BOTH });
    const response = await submitAs(CERTIFICATE_FLOW, rosa);
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'business_id',
      'product_key',
      'status',
      'submitted_at',
    ]);
    expect(
      (await documentsOf(rosa)).filter((document) => document.productKey === 'CERT_GOOD_STANDING'),
    ).toEqual([]);
  });
});
