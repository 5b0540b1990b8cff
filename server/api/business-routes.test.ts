import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessListAnswer, type BusinessRecord } from '../../src/domain/contracts/business-list';
import { schemaProblem } from '../../src/domain/contracts/schema-check';
import { findUsState } from '../../src/domain/us-states';
import { businesses } from '../db/schema';
import {
  REGISTERED_BUSINESSES,
  seedRegisteredBusinesses,
} from '../services/seed-registered-businesses';
import { fileFormationBusiness } from '../services/businesses';
import { formationFiling, type FormationAnswers } from '../products/formation/formation-filing';
import {
  fileFormation as fileOwnerFormation,
  validFormationAnswers,
} from '../test-support/formation-answers';
import { signedInOwner, type SignedInOwner } from '../test-support/owners';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { passwordGrant } from '../test-support/tokens';

describe('name availability at POST /api/v1/business/namecheck', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let ownerId: number;
  let ownBusinessId: number;

  beforeAll(async () => {
    t = await createTestApp();
    // Twice, as every start does: the second run must add nothing.
    await seedRegisteredBusinesses(t.database.db);
    await seedRegisteredBusinesses(t.database.db);
    ownerId = (await t.app.services.accounts.create({
      email: 'namecheck@example.com',
      password: 'Namecheck-owner-1!',
    }))!.id;
    await t.app.services.accounts.create({
      email: 'other-namecheck@example.com',
      password: 'Other-owner-1!',
    });
    token = (await passwordGrant(t.app, 'namecheck@example.com', 'Namecheck-owner-1!')).body
      .access_token!;
    otherToken = (await passwordGrant(t.app, 'other-namecheck@example.com', 'Other-owner-1!')).body
      .access_token!;
    // The formation's own filing step (the submission's checks have their own tests).
    const filed = await fileFormationBusiness(
      t.database.db,
      ownerId,
      formationFiling(validFormationAnswers, findUsState('TX')!),
      new Date(),
    );
    if (filed.kind !== 'filed') throw new Error('the owner’s business was not filed');
    ownBusinessId = filed.business.id;
  });
  afterAll(() => t.close());

  // No Idempotency-Key on purpose: the check is a question, not a change.
  const check = (body: object, bearer: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/business/namecheck',
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      payload: body,
    });

  it('seeds each registered business once', async () => {
    const seeded = await t.database.db
      .select()
      .from(businesses)
      .where(isNull(businesses.individualId));
    expect(seeded).toHaveLength(REGISTERED_BUSINESSES.length);
  });

  it('finds every seeded name in its state', async () => {
    for (const business of REGISTERED_BUSINESSES) {
      const response = await check({
        business_name: business.businessName,
        state: business.stateCode,
        country: 'US',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid_name: 'FOUND',
        business_name: business.businessName,
        state: business.stateCode,
      });
    }
  });

  it('treats case, whitespace and a trailing identifier as the same name', async () => {
    for (const name of [
      'lone star coffee',
      '  LONE   Star  Coffee ',
      'Lone Star Coffee, LLC',
      'Lone Star Coffee L.L.C.',
      'Lone Star Coffee limited liability company',
      'Lone Star Coffee INC.',
    ]) {
      const response = await check({ business_name: name, state: 'TX' });
      expect(response.json().valid_name, name).toBe('FOUND');
    }
  });

  it('accepts a full state name and answers with its abbreviation', async () => {
    const response = await check({ business_name: 'Lone Star Coffee', state: 'texas' });
    expect(response.json()).toEqual({
      valid_name: 'FOUND',
      business_name: 'Lone Star Coffee',
      state: 'TX',
    });
  });

  it('answers NOT_FOUND for a free name or the same name in another state', async () => {
    expect((await check({ business_name: 'Lone Star Coffee House', state: 'TX' })).json()).toEqual({
      valid_name: 'NOT_FOUND',
      business_name: 'Lone Star Coffee House',
      state: 'TX',
    });
    expect(
      (await check({ business_name: 'Lone Star Coffee', state: 'Oklahoma' })).json().valid_name,
    ).toBe('NOT_FOUND');
  });

  it("does not count the owner's own business, only when it is theirs", async () => {
    const name = { business_name: 'Bluebonnet Bikes LLC', state: 'TX' };
    expect((await check(name)).json().valid_name).toBe('FOUND');
    expect((await check({ ...name, business_id: ownBusinessId })).json().valid_name).toBe(
      'NOT_FOUND',
    );
    expect(
      (await check({ ...name, business_id: ownBusinessId }, otherToken)).json().valid_name,
    ).toBe('FOUND');
    const [seeded] = await t.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.nameKey, 'lone star coffee'));
    expect(
      (
        await check({ business_name: 'Lone Star Coffee', state: 'TX', business_id: seeded!.id })
      ).json().valid_name,
    ).toBe('FOUND');
  });

  it('frees the name of a rejected filing', async () => {
    await t.database.db
      .update(businesses)
      .set({ status: 'REJECTED' })
      .where(eq(businesses.id, ownBusinessId));
    expect(
      (await check({ business_name: 'Bluebonnet Bikes', state: 'TX' }, otherToken)).json()
        .valid_name,
    ).toBe('NOT_FOUND');
  });

  it('answers 400 for a blank name, an unknown state or another country', async () => {
    const blank = await check({ business_name: '   ', state: 'TX' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Business name is required' });
    const unknown = await check({ business_name: 'Lone Star Coffee', state: 'XX' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'State must be a US state' });
    expect((await check({ business_name: 'Lone Star Coffee' })).statusCode).toBe(400);
    expect(
      (await check({ business_name: 'Lone Star Coffee', state: 'TX', country: 'CA' })).statusCode,
    ).toBe(400);
  });

  it('requires a bearer token', async () => {
    const response = await check({ business_name: 'Lone Star Coffee', state: 'TX' }, null);
    expect(response.statusCode).toBe(401);
  });
});

describe("the owner's businesses at GET /api/v1/business/list", () => {
  let t: TestApp;
  const owners = {} as Record<'ana' | 'ben' | 'cy', SignedInOwner>;

  beforeAll(async () => {
    t = await createTestApp();
    // Businesses registered outside Charter have no owner: they are nobody's to list.
    await seedRegisteredBusinesses(t.database.db);
    await seedCheckoutCatalogue(t.database.db);
    for (const name of ['ana', 'ben', 'cy'] as const) owners[name] = await signedInOwner(t, name);
  });
  afterAll(() => t.close());

  const list = (token: string | null) =>
    t.app.inject({
      url: '/api/v1/business/list',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  /** Files the owner's formation (a page of `changes` in place of the valid answers). */
  async function fileFormation(owner: SignedInOwner, changes: Partial<FormationAnswers> = {}) {
    const submitted = await fileOwnerFormation(t, owner, changes);
    expect(submitted.statusCode, submitted.body).toBe(200);
    return submitted.json() as { business_id: number; submitted_at: string };
  }

  it('requires a bearer token', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list('not-a-token')).statusCode).toBe(401);
  });

  it('answers an empty list to an owner who has not filed a business', async () => {
    const response = await list(owners.ana.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ businesses: [] });
  });

  it('lists the business the formation filed, with its addresses, owners and agent', async () => {
    const { ana } = owners;
    const filed = await fileFormation(ana);
    const response = await list(ana.token);
    expect(response.statusCode).toBe(200);
    const businessAddress = {
      street_address: '301 Congress Ave',
      street_address_2: 'STE 200',
      city: 'Austin',
      state: 'Texas',
      zipcode: '78701',
    };
    const body = response.json();
    expect(body).toEqual({
      businesses: [
        {
          id: filed.business_id,
          business_id: filed.business_id,
          business_name: 'Bluebonnet Bikes',
          official_business_name: 'Bluebonnet Bikes LLC',
          legal_identifier: 'LLC',
          business_type: 'LLC',
          state: 'Texas',
          state_code: 'TX',
          status: 'SUBMITTED',
          service_filing: 'standard',
          business_class: '459110',
          submitted_at: filed.submitted_at,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          updated_at: filed.submitted_at,
          // Mailing same as business: the filing copies the business address.
          addresses: [
            { type: 'business', ...businessAddress },
            { type: 'mailing', ...businessAddress },
          ],
          owners: [
            {
              first_name: 'Rosa',
              last_name: 'Alvarez',
              email: 'rosa@bluebonnetbikes.example',
              phone: '+1 (512) 555-0100',
              percentage: 100,
              street_address: '1100 Barton Springs Rd',
              street_address_2: '',
              city: 'Austin',
              state: 'Texas',
              zipcode: '78704',
              is_managing_member: true,
              is_primary_contact: true,
              member_type: 'Owner',
            },
          ],
          registered_agent: {
            is_bizup_designated_agent: true,
            registered_agent_type: '',
            agent_first_name: '',
            agent_last_name: '',
            business_name: '',
            street_address: '',
            street_address_2: '',
            city: '',
            state: '',
            zipcode: '',
          },
          ein_masked: null,
          state_file_number: null,
          formed_on: null,
        },
      ],
    });
    // The browser's check on read (the endpoint's contract) takes the answer as it is.
    expect(schemaProblem(businessListAnswer, body)).toBeNull();
  });

  it('shows each owner only their own business, with a separate mailing address and another agent', async () => {
    const { ana, ben, cy } = owners;
    await fileFormation(ben, {
      page1: {
        ...validFormationAnswers.page1,
        business_name: 'Pecan Street Press',
        official_business_name: 'Pecan Street Press LLC',
        mailing_same_as_business: false,
        mailing_street_address1: 'PO Box 1234',
        mailing_street_address2: '',
        mailing_city: 'Houston',
        mailing_state: 'Texas',
        mailing_zip_code: '77001',
      },
      page4: {
        is_bizup_designated_agent: false,
        registered_agent_type: 'Business',
        business_name: 'Lone Star Agents Inc',
        street_address1: '500 Main St',
        street_address2: '',
        city: 'Dallas',
        state: 'Texas',
        zip_code: '75201',
      },
    });

    const bens = (await list(ben.token)).json().businesses as BusinessRecord[];
    expect(bens.map((business) => business.business_name)).toEqual(['Pecan Street Press']);
    expect(bens[0]!.addresses[1]).toEqual({
      type: 'mailing',
      street_address: 'PO Box 1234',
      street_address_2: '',
      city: 'Houston',
      state: 'Texas',
      zipcode: '77001',
    });
    expect(bens[0]!.registered_agent).toEqual({
      is_bizup_designated_agent: false,
      registered_agent_type: 'Business',
      agent_first_name: '',
      agent_last_name: '',
      business_name: 'Lone Star Agents Inc',
      street_address: '500 Main St',
      street_address_2: '',
      city: 'Dallas',
      state: 'Texas',
      zipcode: '75201',
    });

    const anas = (await list(ana.token)).json().businesses as BusinessRecord[];
    expect(anas.map((business) => business.business_name)).toEqual(['Bluebonnet Bikes']);
    expect((await list(cy.token)).json()).toEqual({ businesses: [] });
  });

  it('answers a business without a filing or agent with nulls, never missing fields', async () => {
    const { cy } = owners;
    // As a business registered elsewhere and then attached to the owner might be stored.
    const [row] = await t.database.db
      .insert(businesses)
      .values({
        individualId: cy.id,
        businessName: 'Hill Country Honey',
        nameKey: 'hill country honey',
        state: 'Texas',
        stateCode: 'TX',
        status: 'ACTIVE',
        owners: [{ first_name: 'Cy', percentage: '60', unexpected: 'kept out' }, 'not a row'],
        addresses: [{ type: 'registered', street_address: 'x' }],
      })
      .returning();
    const [business] = (await list(cy.token)).json().businesses;
    expect(business).toMatchObject({
      id: row!.id,
      official_business_name: null,
      legal_identifier: null,
      business_class: null,
      submitted_at: null,
      service_filing: 'standard',
      addresses: [],
      registered_agent: null,
      owners: [
        {
          first_name: 'Cy',
          last_name: '',
          email: '',
          phone: '',
          percentage: 60,
          street_address: '',
          street_address_2: '',
          city: '',
          state: '',
          zipcode: '',
          is_managing_member: false,
          is_primary_contact: false,
        },
      ],
    });
    expect(business.owners[0]).not.toHaveProperty('unexpected');
  });
});
