import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { businesses, pageAnswers, serviceOrders } from '../../db/schema';
import { seedRegisteredBusinesses } from '../../services/seed-registered-businesses';
import { saveFormationPage, validFormationAnswers } from '../../test-support/formation-answers';
import { signedInOwner, type SignedInOwner } from '../../test-support/owners';
import { buyFormation } from '../../test-support/purchases';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { FORMATION_NOT_PURCHASED } from './formation-submission';
import { changeServiceStatus } from '../../services/service-statuses';
import { PRODUCTS } from '../../products';
import { activeEffects } from '../../services/product-plugin';

describe('formation review, submission and state filing at /api/v1/formation', () => {
  let t: TestApp;
  let keyCounter = 0;
  const owners = {} as Record<'rosa' | 'ivan' | 'mia', SignedInOwner>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedRegisteredBusinesses(t.database.db);
    await seedCheckoutCatalogue(t.database.db);
    for (const name of ['rosa', 'ivan', 'mia'] as const) {
      owners[name] = await signedInOwner(t, name);
      await buyFormation(t, owners[name]);
    }
  });
  afterAll(() => t.close());

  const newKey = () => `submit-${(keyCounter += 1)}-${Date.now()}`;
  const submit = (owner: SignedInOwner, key: string | null = newKey(), payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/formation/submit?individual_id=${owner.id}`,
      headers: {
        authorization: `Bearer ${owner.token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const get = (url: string, token: string) =>
    t.app.inject({ url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
  const businessesOf = (individualId: number) =>
    t.database.db.select().from(businesses).where(eq(businesses.individualId, individualId));

  it('reviews nothing before any page is saved', async () => {
    const { rosa } = owners;
    const response = await get(`/formation/review/${rosa.id}`, rosa.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ individual_id: rosa.id, pages: {} });
  });

  it('files nothing for an owner who has not bought the formation: 403, no name reserved', async () => {
    const free = await signedInOwner(t, 'free');
    for (const page of ['page1', 'page2', 'page3', 'page4'] as const) {
      expect((await saveFormationPage(t.app, free.token, free.id, page)).statusCode).toBe(200);
    }
    const response = await submit(free);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: FORMATION_NOT_PURCHASED });
    expect(await businessesOf(free.id)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(serviceOrders)
        .where(eq(serviceOrders.individualId, free.id)),
    ).toEqual([]);
  });

  it('refuses to submit while steps are missing, naming them', async () => {
    const { rosa } = owners;
    expect((await saveFormationPage(t.app, rosa.token, rosa.id, 'page1')).statusCode).toBe(200);
    expect((await saveFormationPage(t.app, rosa.token, rosa.id, 'page3')).statusCode).toBe(200);
    const response = await submit(rosa);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please complete every step before submitting',
      missing: ['formation/page2', 'formation/page4'],
    });
    expect(await businessesOf(rosa.id)).toEqual([]);
  });

  it('reviews the saved pages at /formation/review/{id}, beside the page routes', async () => {
    const { rosa } = owners;
    const review = await get(`/formation/review/${rosa.id}`, rosa.token);
    expect(review.statusCode).toBe(200);
    const page1 = (await get(`/formation/page1?individual_id=${rosa.id}`, rosa.token)).json();
    const page3 = (await get(`/formation/page3?individual_id=${rosa.id}`, rosa.token)).json();
    expect(review.json()).toEqual({
      individual_id: rosa.id,
      pages: {
        page1: { ...validFormationAnswers.page1, updated_at: page1.updated_at },
        page3: { ...validFormationAnswers.page3, updated_at: page3.updated_at },
      },
    });
    expect((await get(`/formation/review/${rosa.id}`, owners.ivan.token)).statusCode).toBe(403);
  });

  it('re-validates every saved page and answers 422 with the messages per page', async () => {
    const { mia } = owners;
    for (const page of ['page1', 'page2', 'page3', 'page4'] as const) {
      expect((await saveFormationPage(t.app, mia.token, mia.id, page)).statusCode).toBe(200);
    }
    // As if saved under older rules: the server's copies no longer pass.
    const overwrite = (pageId: string, answers: object) =>
      t.database.db
        .update(pageAnswers)
        .set({ answers })
        .where(and(eq(pageAnswers.individualId, mia.id), eq(pageAnswers.pageId, pageId)));
    await overwrite('formation/page1', {
      ...validFormationAnswers.page1,
      business_state: 'Atlantis',
    });
    await overwrite('formation/page2', { business_class: '54' });
    const response = await submit(mia);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted answers before submitting',
      errors: {
        'formation/page1': { business_state: 'Business state format is invalid' },
        'formation/page2': { business_class: 'Business industry format is invalid' },
      },
    });
    expect(await businessesOf(mia.id)).toEqual([]);
  });

  it('refuses a name taken in the state since it was checked, on page1', async () => {
    const { mia } = owners;
    const taken = {
      ...validFormationAnswers.page1,
      business_name: 'Lone Star Coffee',
      official_business_name: 'Lone Star Coffee LLC',
    };
    const overwrite = (pageId: string, answers: object) =>
      t.database.db
        .update(pageAnswers)
        .set({ answers })
        .where(and(eq(pageAnswers.individualId, mia.id), eq(pageAnswers.pageId, pageId)));
    await overwrite('formation/page1', taken);
    await overwrite('formation/page2', validFormationAnswers.page2);
    const response = await submit(mia);
    const message =
      'Name Unavailable. This business name is already taken in your state. Try a different name or make a slight tweak...';
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message,
      errors: { 'formation/page1': { business_name: message } },
    });
    expect(await businessesOf(mia.id)).toEqual([]);
  });

  it('files the business with status SUBMITTED and answers its state filing', async () => {
    const { rosa } = owners;
    await saveFormationPage(t.app, rosa.token, rosa.id, 'page2');
    await saveFormationPage(t.app, rosa.token, rosa.id, 'page4');
    const response = await submit(rosa, 'first-submission-0001');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const [business] = await businessesOf(rosa.id);
    expect(body).toEqual({
      product_key: 'LLC_FORMATION',
      business_id: business!.id,
      status: 'SUBMITTED',
      statefile_id: business!.id,
      submitted_at: business!.submittedAt!.toISOString(),
    });
    expect(business).toMatchObject({
      businessName: 'Bluebonnet Bikes',
      officialBusinessName: 'Bluebonnet Bikes LLC',
      state: 'Texas',
      stateCode: 'TX',
      businessType: 'LLC',
      businessClass: '459110',
      status: 'SUBMITTED',
      registeredAgent: { is_bizup_designated_agent: true },
    });
    expect(business!.addresses).toHaveLength(2);
    expect((business!.owners as object[])[0]).toMatchObject({
      first_name: 'Rosa',
      percentage: 100,
    });
    const [service] = await t.database.db
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.individualId, rosa.id));
    expect(service).toMatchObject({ service: 'llc-formation', status: 'SUBMITTED' });

    const statefile = await get(`/formation/statefile/${body.statefile_id}`, rosa.token);
    expect(statefile.statusCode).toBe(200);
    expect(statefile.json()).toEqual({
      id: body.statefile_id,
      business_id: body.business_id,
      business_name: 'Bluebonnet Bikes',
      official_business_name: 'Bluebonnet Bikes LLC',
      state: 'Texas',
      state_code: 'TX',
      status: 'SUBMITTED',
      service_filing: 'standard',
      submitted_at: body.submitted_at,
      estimated_business_days: 10,
    });
  });

  it('answers a replayed submission the same, without filing twice', async () => {
    const { rosa } = owners;
    const first = (await businessesOf(rosa.id))[0]!;
    const replay = await submit(rosa, 'first-submission-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({
      product_key: 'LLC_FORMATION',
      business_id: first.id,
      status: 'SUBMITTED',
      statefile_id: first.id,
      submitted_at: first.submittedAt!.toISOString(),
    });
    expect(await businessesOf(rosa.id)).toEqual([first]);
  });

  it('refuses the same key with another body, a missing key and a second filing', async () => {
    const { rosa } = owners;
    const otherBody = await submit(rosa, 'first-submission-0001', { individual_id: rosa.id });
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().message).toBe(
      'This Idempotency-Key was already used for a different request',
    );
    expect((await submit(rosa, null)).statusCode).toBe(400);
    const again = await submit(rosa);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Your formation has already been submitted' });
    expect(await businessesOf(rosa.id)).toHaveLength(1);
  });

  it("refuses another owner's individual_id, and a request without a token", async () => {
    const { rosa, ivan } = owners;
    expect((await submit({ ...rosa, token: ivan.token })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/formation/submit?individual_id=${rosa.id}`,
      headers: { 'idempotency-key': newKey() },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers another owner's filing as it answers a missing one: 404, the same body", async () => {
    const { rosa, ivan } = owners;
    const [business] = await businessesOf(rosa.id);
    const [registeredElsewhere] = await t.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.nameKey, 'lone star coffee'));
    const answers = [
      await get(`/formation/statefile/${business!.id}`, ivan.token),
      await get(`/formation/statefile/${registeredElsewhere!.id}`, rosa.token),
      await get('/formation/statefile/999999', rosa.token),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'No state filing for this business' });
    }
  });

  it("estimates a rapid filing by the state's figures: one business day where it sells an expedite", async () => {
    const { rosa } = owners;
    const [business] = await businessesOf(rosa.id);
    const statefile = async (stateCode: string) => {
      await t.database.db
        .update(businesses)
        .set({ serviceFiling: 'rapid', stateCode })
        .where(eq(businesses.id, business!.id));
      return (await get(`/formation/statefile/${business!.id}`, rosa.token)).json();
    };
    expect(await statefile('CA')).toMatchObject({
      service_filing: 'rapid',
      estimated_business_days: 1,
    });
    // Texas sells no expedite online: its standard estimate stands.
    expect(await statefile('TX')).toMatchObject({
      service_filing: 'rapid',
      estimated_business_days: 10,
    });
  });

  it('replaces a rejected filing in place when the owner submits again', async () => {
    const { rosa } = owners;
    // As the back office records the state's refusal: the service and its business both.
    await changeServiceStatus(
      t.app.services.jobs,
      t.database.db,
      activeEffects(PRODUCTS),
      rosa.id,
      'llc-formation',
      'REJECTED',
      new Date(),
    );
    const [rejected] = await businessesOf(rosa.id);
    expect(rejected!.status).toBe('REJECTED');
    const page1 = (await get(`/formation/page1?individual_id=${rosa.id}`, rosa.token)).json();
    const renamed = await saveFormationPage(
      t.app,
      rosa.token,
      rosa.id,
      'page1',
      { ...validFormationAnswers.page1, business_name: 'Bluebonnet Cycles' },
      page1.updated_at,
    );
    expect(renamed.statusCode).toBe(200);

    const response = await submit(rosa);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ business_id: rejected!.id, status: 'SUBMITTED' });
    const [business] = await businessesOf(rosa.id);
    expect(business).toMatchObject({
      id: rejected!.id,
      businessName: 'Bluebonnet Cycles',
      officialBusinessName: 'Bluebonnet Cycles LLC',
      status: 'SUBMITTED',
      serviceFiling: 'rapid',
    });
    expect(business!.submittedAt!.getTime()).toBeGreaterThan(rejected!.submittedAt!.getTime());
  });

  it('files once when two submissions race with different keys', async () => {
    const { ivan } = owners;
    for (const page of ['page1', 'page2', 'page3', 'page4'] as const) {
      await saveFormationPage(t.app, ivan.token, ivan.id, page);
    }
    const responses = await Promise.all([submit(ivan), submit(ivan)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await businessesOf(ivan.id)).toHaveLength(1);
  });

  it('reviews all four pages once saved', async () => {
    const { ivan } = owners;
    const review = (await get(`/formation/review/${ivan.id}`, ivan.token)).json();
    expect(Object.keys(review.pages)).toEqual(['page1', 'page2', 'page3', 'page4']);
    expect(review.pages.page4).toMatchObject(validFormationAnswers.page4);
  });
});
