import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRecord } from '../../../src/domain/contracts/business-list';
import {
  AMENDMENT_PATH,
  OWNER_DETAILS_PAGES,
} from '../../../src/domain/owner-details/owner-details';
import { pageSchemaName } from '../../../src/domain/questionnaire/openapi-page-schema';
import {
  ownerWithFormedBusiness,
  type FormedBusinessOwner,
} from '../../test-support/formed-business';
import { signedInOwner, type SignedInOwner } from '../../test-support/owners';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';

const MAILING = {
  street_address1: '500 Congress Ave',
  street_address2: 'Suite 210',
  city: 'Austin',
  state: 'Texas',
  zip_code: '78701',
};

describe("the owner's own details (decision 0089)", () => {
  let t: TestApp;
  let owner: FormedBusinessOwner;
  let other: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    owner = await ownerWithFormedBusiness(t, 'details', { businessName: 'Pecan Street Paper' });
    other = await signedInOwner(t, 'other-details');
  });
  afterAll(() => t.close());

  const put = (url: string, payload: object, who: SignedInOwner = owner) =>
    t.app.inject({
      method: 'PUT',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      payload,
    });
  const business = async (who: SignedInOwner = owner): Promise<BusinessRecord> => {
    const answer = await t.app.inject({
      url: '/api/v1/business/list',
      headers: { authorization: `Bearer ${who.token}` },
    });
    return (answer.json() as { businesses: BusinessRecord[] }).businesses[0]!;
  };

  it('publishes its forms with the questionnaire pages, the member type as a toggle of Owner and Individual', async () => {
    const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      components: { schemas: Record<string, unknown> };
    };
    for (const id of Object.values(OWNER_DETAILS_PAGES)) {
      expect(document.components.schemas[pageSchemaName(id)]).toBeDefined();
    }
    expect(
      JSON.stringify(document.components.schemas[pageSchemaName(OWNER_DETAILS_PAGES.member)]),
    ).toContain('"Individual"');
  });

  it("changes the owner's phone from the number it replaces; 409 from an older one; 422 for a malformed one; 403 for another owner's id", async () => {
    const first = await put(`/v1/individual/${owner.id}`, {
      phone: '+1 (512) 555-0142',
      previous_phone: null,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ individual_id: owner.id, phone: '+1 (512) 555-0142' });
    const profile = await t.app.inject({
      url: `/api/v1/individual/${owner.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(profile.json().phone).toBe('+1 (512) 555-0142');

    // A second device still showing no number.
    const stale = await put(`/v1/individual/${owner.id}`, {
      phone: '5125550199',
      previous_phone: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toEqual({ individual_id: owner.id, phone: '+1 (512) 555-0142' });

    const malformed = await put(`/v1/individual/${owner.id}`, {
      phone: '555-01',
      previous_phone: '+1 (512) 555-0142',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ phone: 'Phone number format is invalid' });

    const foreign = await put(
      `/v1/individual/${owner.id}`,
      { phone: '5125550100', previous_phone: '+1 (512) 555-0142' },
      other,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('changes the mailing address, refuses the business address as on file with the state, and needs the current version', async () => {
    const before = await business();
    const changed = await put(`/v1/address/${owner.businessId}/mailing`, {
      ...MAILING,
      street_address2: ' Suite 210 ',
      updated_at: before.updated_at,
    });
    expect(changed.statusCode).toBe(200);
    const after = changed.json() as BusinessRecord;
    expect(after.addresses.find((address) => address.type === 'mailing')).toEqual({
      type: 'mailing',
      street_address: '500 Congress Ave',
      street_address_2: 'Suite 210',
      city: 'Austin',
      state: 'Texas',
      zipcode: '78701',
    });
    expect(after.addresses.find((address) => address.type === 'business')).toEqual(
      before.addresses.find((address) => address.type === 'business'),
    );
    expect(await business()).toEqual(after);

    // The same edit from a device that had not seen it.
    const stale = await put(`/v1/address/${owner.businessId}/mailing`, {
      ...MAILING,
      updated_at: before.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toEqual(after);

    const principal = await put(`/v1/address/${owner.businessId}/business`, {
      ...MAILING,
      updated_at: after.updated_at,
    });
    expect(principal.statusCode).toBe(422);
    expect(principal.json().message).toContain('on file with the state');
    expect(principal.json().message).toContain(AMENDMENT_PATH);

    const invalid = await put(`/v1/address/${owner.businessId}/mailing`, {
      ...MAILING,
      zip_code: '7870',
      city: '',
      updated_at: after.updated_at,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      city: 'City is required',
      zip_code: 'Zip code format is invalid',
    });
    expect(await business()).toEqual(after);
  });

  it("changes a member's contact details and type, keeps what the state holds, and refuses changing it", async () => {
    const before = await business();
    const member = before.owners[0]!;
    expect(member.member_type).toBe('Owner');
    const changed = await put(`/v1/business_member/${owner.businessId}/0`, {
      // The whole row echoed back, names and ownership unchanged, is accepted.
      first_name: member.first_name,
      last_name: member.last_name,
      percentage: member.percentage,
      member_type: 'Agent',
      email: 'rosa.new@pecanstreet.example',
      phone: '5125550177',
      ...MAILING,
      updated_at: before.updated_at,
    });
    expect(changed.statusCode).toBe(200);
    const edited = (changed.json() as BusinessRecord).owners[0]!;
    expect(edited).toEqual({
      ...member,
      member_type: 'Agent',
      email: 'rosa.new@pecanstreet.example',
      phone: '5125550177',
      street_address: '500 Congress Ave',
      street_address_2: 'Suite 210',
      city: 'Austin',
      state: 'Texas',
      zipcode: '78701',
    });

    const renamed = await put(`/v1/business_member/${owner.businessId}/0`, {
      first_name: 'Rosalind',
      percentage: 10,
      member_type: 'Agent',
      email: 'rosa.new@pecanstreet.example',
      ...MAILING,
      updated_at: (changed.json() as BusinessRecord).updated_at,
    });
    expect(renamed.statusCode).toBe(422);
    const refusal = renamed.json() as { message: string; errors: Record<string, string> };
    expect(refusal.message).toContain('on file with the state');
    expect(refusal.message).toContain(AMENDMENT_PATH);
    expect(Object.keys(refusal.errors).sort()).toEqual(['first_name', 'percentage']);

    const unknownType = await put(`/v1/business_member/${owner.businessId}/0`, {
      member_type: 'Manager',
      email: 'rosa.new@pecanstreet.example',
      ...MAILING,
      updated_at: (changed.json() as BusinessRecord).updated_at,
    });
    expect(unknownType.statusCode).toBe(422);
    expect(Object.keys(unknownType.json().errors)).toEqual(['member_type']);
    expect((await business()).owners[0]).toEqual(edited);
  });

  it("answers 404 for another owner's business or member, and for a member that does not exist", async () => {
    const record = await business();
    const body = { member_type: 'Owner', email: 'x@example.com', ...MAILING };
    const foreignMember = await put(
      `/v1/business_member/${owner.businessId}/0`,
      { ...body, updated_at: record.updated_at },
      other,
    );
    expect(foreignMember.statusCode).toBe(404);
    const foreignAddress = await put(
      `/v1/address/${owner.businessId}/mailing`,
      { ...MAILING, updated_at: record.updated_at },
      other,
    );
    expect(foreignAddress.statusCode).toBe(404);
    const missing = await put(`/v1/business_member/${owner.businessId}/7`, {
      ...body,
      updated_at: record.updated_at,
    });
    expect(missing.statusCode).toBe(404);
    expect(await business()).toEqual(record);
  });
});
