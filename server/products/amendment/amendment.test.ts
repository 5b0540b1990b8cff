import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_DATA_MISSING } from '../../../src/domain/amendment/amendment-rules';
import { messages } from '../../../src/domain/questionnaire/messages';
import { FORMATION_REQUIRED_NOTICES } from '../../../src/domain/services/formation-rules';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { businessAmendments, businesses } from '../../db/schema';
import {
  changeServiceStatus,
  LLC_FORMATION_SERVICE,
  serviceStatusOf,
} from '../../services/service-statuses';
import { INDIVIDUAL_AGENT_PAGE4 } from '../../test-support/formation-answers';
import { ownerWithActiveFormation } from '../../test-support/operating-agreement';
import {
  asOwner,
  saveOwnerPage,
  signedInOwner,
  type SignedInOwner,
} from '../../test-support/owners';
import { buyAsOwner } from '../../test-support/purchases';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { AMENDMENT_START } from '../../../tests/support/amendment-api';
import {
  AMENDMENT_ALREADY_FILED,
  AMENDMENT_CHANGES_NOTHING,
  AMENDMENT_NOT_PURCHASED,
} from './amendment-filing';
import { AMENDMENT_SERVICE } from './amendment-record';
import { PRODUCTS } from '../../products';
import { activeEffects } from '../../services/product-plugin';

const NEW_OWNERS = [
  {
    first_name: 'Rosa',
    last_name: 'Alvarez',
    email: 'rosa@bluebonnetbikes.example',
    phone: '+1 (512) 555-0100',
    percentage: 50,
    street_address1: '1100 Barton Springs Rd',
    street_address2: '',
    city: 'Austin',
    state: 'Texas',
    zip_code: '78704',
  },
  {
    first_name: 'Ivan',
    last_name: 'Petrov',
    email: 'ivan@bluebonnetbikes.example',
    phone: '',
    percentage: 50,
    street_address1: '500 W 2nd St',
    street_address2: '',
    city: 'Austin',
    state: 'Texas',
    zip_code: '78701',
  },
];

describe('Articles of amendment (/api/v1/amendment/...)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  /** An owner with an ACTIVE formation who has bought the amendment. */
  async function amendingOwner(name: string, businessName?: string) {
    const owner = await ownerWithActiveFormation(t, name, businessName);
    await buyAsOwner(t, owner, ['LLC_AMENDMENT']);
    return owner;
  }
  const init = (owner: SignedInOwner, id = owner.id) =>
    asOwner(t, owner)(`/api/v1/amendment/init/${id}`, { method: 'POST', payload: {} });
  const review = (owner: SignedInOwner, id = owner.id) =>
    asOwner(t, owner)(`/api/v1/amendment/review/${id}`);
  const page = (owner: SignedInOwner, name: string, id = owner.id) =>
    asOwner(t, owner)(`/api/v1/amendment/${name}?individual_id=${id}`);
  const save = (owner: SignedInOwner, name: string, answers: object) =>
    saveOwnerPage(t.app, owner.token, owner.id, `amendment/${name}`, {
      ...answers,
      data_changed: true,
    });
  const submit = (owner: SignedInOwner, key?: string, id = owner.id) =>
    asOwner(t, owner)(`/api/v1/amendment/submit?individual_id=${id}`, {
      method: 'POST',
      payload: { individual_id: id },
      key,
    });
  const businessOf = async (owner: SignedInOwner) =>
    (await asOwner(t, owner)('/api/v1/business/list')).json().businesses[0];

  describe('init', () => {
    it('answers the business, its state, and which sections its state lets change', async () => {
      const owner = await amendingOwner('init', 'Lone Star Pedals');
      const response = await init(owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...AMENDMENT_START,
        individual_id: owner.id,
        business_id: expect.stringMatching(/^[0-9]+$/),
        business_name: 'Lone Star Pedals',
        official_business_name: 'Lone Star Pedals LLC',
      });
    });

    it('refuses an owner who has not bought it (403), a formation not ACTIVE (409), another owner (403)', async () => {
      const unbought = await ownerWithActiveFormation(t, 'unbought');
      expect((await init(unbought)).json()).toEqual({ message: AMENDMENT_NOT_PURCHASED });
      expect((await init(unbought)).statusCode).toBe(403);

      const pending = await amendingOwner('pending');
      await changeServiceStatus(
        t.app.services.jobs,
        t.database.db,
        activeEffects(PRODUCTS),
        pending.id,
        LLC_FORMATION_SERVICE,
        'SUBMITTED',
        new Date(),
      );
      const refused = await init(pending);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: FORMATION_REQUIRED_NOTICES.LLC_AMENDMENT });

      const other = await signedInOwner(t, 'other');
      expect((await init(other, pending.id)).statusCode).toBe(403);
      expect((await review(other, pending.id)).statusCode).toBe(403);
      expect((await page(other, 'page1', pending.id)).statusCode).toBe(403);
      expect((await submit(other, undefined, pending.id)).statusCode).toBe(403);
    });

    it('refuses a payload of the wrong type (400) and an id that is not a number', async () => {
      const owner = await amendingOwner('types');
      const wrong = await asOwner(t, owner)(`/api/v1/amendment/init/${owner.id}`, {
        method: 'POST',
        payload: { individual_id: 'me' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBeTruthy();
      expect(
        (await asOwner(t, owner)('/api/v1/amendment/init/abc', { method: 'POST', payload: {} }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('review and pages', () => {
    it('start from the business record: every page proposed, never saved, nothing changed', async () => {
      const owner = await amendingOwner('proposed', 'Hill Country Wheels');
      const response = await review(owner);
      expect(response.statusCode).toBe(200);
      const { pages } = response.json();
      expect(Object.keys(pages).sort()).toEqual(['page1', 'page2', 'page3', 'page4', 'page5']);
      expect(pages.page1).toEqual({
        business_name: 'Hill Country Wheels',
        legal_identifier: 'LLC',
        official_business_name: 'Hill Country Wheels LLC',
        data_changed: false,
        updated_at: null,
      });
      expect(pages.page2).toMatchObject({ business_class: '459110', data_changed: false });
      expect(pages.page3.owners).toEqual([
        expect.objectContaining({ first_name: 'Rosa', last_name: 'Alvarez', percentage: 100 }),
      ]);
      expect(pages.page4).toMatchObject({
        business_street_address1: '301 Congress Ave',
        business_city: 'Austin',
        mailing_street_address1: '301 Congress Ave',
        is_bizup_designated_agent: true,
      });
      expect(pages.page5).toMatchObject({ is_bizup_designated_agent: true });
      // GET of one page opens its modal with the same proposal.
      const one = await page(owner, 'page1');
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ business_name: 'Hill Country Wheels', updated_at: null });
      expect((await page(owner, 'page9')).statusCode).toBe(404);
    });

    it('a save sets data_changed itself: true only when the answers differ from the record', async () => {
      const owner = await amendingOwner('changed', 'Pecan Street Cycles');
      const same = await save(owner, 'page2', { business_class: '459110' });
      expect(same.statusCode).toBe(200);
      expect(same.json().data_changed).toBe(false);

      const renamed = await save(owner, 'page1', {
        business_name: 'Pecan Street Bicycles',
        legal_identifier: 'L.L.C.',
        official_business_name: 'whatever the client says',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        business_name: 'Pecan Street Bicycles',
        official_business_name: 'Pecan Street Bicycles L.L.C.',
        data_changed: true,
      });
      const { pages } = (await review(owner)).json();
      expect(pages.page1.data_changed).toBe(true);
      expect(pages.page2.data_changed).toBe(false);
      expect(pages.page3.data_changed).toBe(false);
    });

    it('refuses the business structure (409, the state’s message), a taken name and invalid answers (422)', async () => {
      await amendingOwner('holder', 'Taken Trails');
      const owner = await amendingOwner('refused');
      const structure = await save(owner, 'page5', { is_bizup_designated_agent: false });
      expect(structure.statusCode).toBe(409);
      expect(structure.json()).toEqual({
        message: 'Texas does not allow editing of business structure',
      });
      const taken = await save(owner, 'page1', {
        business_name: 'taken trails',
        legal_identifier: 'LLC',
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ business_name: messages.nameUnavailable });
      const invalid = await save(owner, 'page1', {
        business_name: 'Bad *Name*',
        legal_identifier: 'LLC',
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors.business_name).toBe(
        "Only letters, numbers, spaces, '-' and '&' are allowed",
      );
      const tooMany = await save(owner, 'page3', {
        owners: [...NEW_OWNERS, NEW_OWNERS[1], NEW_OWNERS[1]].map((row) => ({
          ...row,
          percentage: 25,
        })),
      });
      expect(tooMany.statusCode).toBe(422);
      const noCategory = await save(owner, 'page2', { business_class: '' });
      expect(noCategory.statusCode).toBe(422);
      expect(noCategory.json().errors.business_class).toBe('This field is required');
    });
  });

  describe('filing (POST /api/v1/amendment/submit)', () => {
    it('refuses an owner who has not bought it (403) and an amendment that changes nothing (422)', async () => {
      const unbought = await ownerWithActiveFormation(t, 'unbought-file');
      const refused = await submit(unbought);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: AMENDMENT_NOT_PURCHASED });

      const owner = await amendingOwner('nothing');
      const nothing = await submit(owner);
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json()).toEqual({ message: AMENDMENT_CHANGES_NOTHING });
      expect(await serviceStatusOf(t.database.db, owner.id, AMENDMENT_SERVICE)).toBe('PURCHASED');
    });

    it('refuses while the formation is not ACTIVE (409)', async () => {
      const owner = await amendingOwner('inactive');
      await save(owner, 'page2', { business_class: '445110' });
      await changeServiceStatus(
        t.app.services.jobs,
        t.database.db,
        activeEffects(PRODUCTS),
        owner.id,
        LLC_FORMATION_SERVICE,
        'IN_PROGRESS',
        new Date(),
      );
      const response = await submit(owner);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: FORMATION_REQUIRED_NOTICES.LLC_AMENDMENT });
    });

    it('refuses when the agent is someone else without agent data (422, the spec’s message)', async () => {
      const owner = await amendingOwner('agentless');
      await t.database.db
        .update(businesses)
        .set({ registeredAgent: { ...INDIVIDUAL_AGENT_PAGE4, zip_code: '' } })
        .where(eq(businesses.individualId, owner.id));
      expect((await review(owner)).json().pages.page5).toMatchObject({
        is_bizup_designated_agent: false,
        agent_first_name: 'Maria',
      });
      await save(owner, 'page2', { business_class: '445110' });
      const response = await submit(owner);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: AGENT_DATA_MISSING });
    });

    it('files the changed sections once (a replay answers the same), then the business takes them when ACTIVE', async () => {
      const owner = await amendingOwner('files', 'Barton Creek Bikes');
      expect(
        (
          await save(owner, 'page1', {
            business_name: 'Barton Creek Cycles',
            legal_identifier: 'LLC',
          })
        ).statusCode,
      ).toBe(200);
      expect((await save(owner, 'page3', { owners: NEW_OWNERS })).statusCode).toBe(200);
      // Saved as it was: not part of the amendment.
      expect((await save(owner, 'page2', { business_class: '459110' })).statusCode).toBe(200);

      const key = 'amendment-files-1';
      const filed = await submit(owner, key);
      expect(filed.statusCode).toBe(200);
      expect(filed.json()).toMatchObject({
        product_key: 'LLC_AMENDMENT',
        status: 'SUBMITTED',
        changed_sections: ['page1', 'page3'],
      });
      const replay = await submit(owner, key);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(filed.json());
      expect((await init(owner)).json()).toMatchObject({ status: 'SUBMITTED', filed: true });
      const again = await submit(owner);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: AMENDMENT_ALREADY_FILED });
      const rows = await t.database.db
        .select()
        .from(businessAmendments)
        .where(eq(businessAmendments.individualId, owner.id));
      expect(rows).toHaveLength(1);
      expect(await serviceStatusOf(t.database.db, owner.id, AMENDMENT_SERVICE)).toBe('SUBMITTED');
      // Filed, not approved: the record is as it was.
      expect((await businessOf(owner)).business_name).toBe('Barton Creek Bikes');

      // Meanwhile the owner marks Rosa an Agent on the profile (decision 0089).
      const before = await businessOf(owner);
      const rosa = before.owners[0];
      const typed = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/business_member/${before.id}/0`,
        headers: { authorization: `Bearer ${owner.token}` },
        payload: {
          member_type: 'Agent',
          email: rosa.email,
          phone: rosa.phone,
          street_address1: rosa.street_address,
          street_address2: rosa.street_address_2,
          city: rosa.city,
          state: rosa.state,
          zip_code: rosa.zipcode,
          updated_at: before.updated_at,
        },
      });
      expect(typed.statusCode).toBe(200);

      await changeServiceStatus(
        t.app.services.jobs,
        t.database.db,
        activeEffects(PRODUCTS),
        owner.id,
        AMENDMENT_SERVICE,
        'ACTIVE',
        new Date(),
      );
      const business = await businessOf(owner);
      expect(business).toMatchObject({
        business_name: 'Barton Creek Cycles',
        official_business_name: 'Barton Creek Cycles LLC',
        business_class: '459110',
      });
      expect(business.owners.map((o: { first_name: string }) => o.first_name)).toEqual([
        'Rosa',
        'Ivan',
      ]);
      // The amended list keeps Rosa's type; Ivan, new, is an Owner.
      expect(business.owners.map((o: { member_type: string }) => o.member_type)).toEqual([
        'Agent',
        'Owner',
      ]);
      const history = await asOwner(t, owner)(`/api/v1/amendment/history/${owner.id}`);
      expect(history.statusCode).toBe(200);
      expect(history.json()).toEqual({
        individual_id: owner.id,
        business_id: String(business.id),
        entries: [
          {
            amendment_id: rows[0]!.id,
            submitted_at: filed.json().submitted_at,
            applied_at: expect.any(String),
            changes: [
              {
                section: 'Business name',
                previous: 'Barton Creek Bikes LLC',
                current: 'Barton Creek Cycles LLC',
              },
              { section: 'Owners', previous: 'Rosa Alvarez', current: 'Rosa Alvarez, Ivan Petrov' },
            ],
          },
        ],
      });
      const [applied] = await t.database.db
        .select()
        .from(businessAmendments)
        .where(eq(businessAmendments.id, rows[0]!.id));
      expect(applied!.previous).toMatchObject({ businessName: 'Barton Creek Bikes' });
      // The name is the business's now: another owner cannot take it, the old one is free.
      const next = await amendingOwner('next');
      expect((await asOwner(t, next)(`/api/v1/amendment/history/${owner.id}`)).statusCode).toBe(
        403,
      );
      expect(
        (await asOwner(t, next)(`/api/v1/amendment/history/${next.id}`)).json().entries,
      ).toEqual([]);
      expect(
        (
          await save(next, 'page1', {
            business_name: 'Barton Creek Cycles',
            legal_identifier: 'LLC',
          })
        ).statusCode,
      ).toBe(422);
      expect(
        (
          await save(next, 'page1', {
            business_name: 'Barton Creek Bikes',
            legal_identifier: 'LLC',
          })
        ).statusCode,
      ).toBe(200);
      // The amendment's pages start again from the amended record.
      const { pages } = (await review(owner)).json();
      expect(pages.page1).toMatchObject({
        business_name: 'Barton Creek Cycles',
        data_changed: false,
        updated_at: null,
      });
    });
  });
});
