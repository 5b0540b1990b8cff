import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { asOwner, signedInOwner, type SignedInOwner } from '../../test-support/owners';
import {
  buyAgreement,
  ownerWithActiveFormation,
  previewAgreement,
  saveMembers,
  THREE_MEMBERS,
} from '../../test-support/operating-agreement';
import { readPdfLines } from '../../test-support/pdf-text';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The text of a PDF answer, every page's lines joined by spaces. */
async function pdfText(body: Buffer): Promise<{ pages: string[][]; text: string }> {
  const pages = await readPdfLines(body);
  return { pages, text: pages.flat().join(' ') };
}

describe('the operating agreement: step 1 review and the preview', () => {
  let t: TestApp;
  let rosa: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    rosa = await ownerWithActiveFormation(t, 'rosa', 'Bluebonnet Bikes');
    await buyAgreement(t, rosa);
  });
  afterAll(() => t.close());

  const review = (owner: SignedInOwner, id = owner.id) =>
    asOwner(t, owner)(`/api/v1/operating_agreement/review/${id}`);

  it('proposes the business address and the formation owners, never saved (updated_at null)', async () => {
    const response = await review(rosa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      individual_id: rosa.id,
      pages: {
        business: {
          business_street_address1: '301 Congress Ave',
          business_street_address2: 'STE 200',
          business_city: 'Austin',
          business_state: 'Texas',
          business_zip_code: '78701',
          purpose: '',
          updated_at: null,
        },
        members: {
          members: [
            {
              first_name: 'Rosa',
              last_name: 'Alvarez',
              email: 'rosa@bluebonnetbikes.example',
              percentage: 100,
              capital_contribution: '',
              is_managing_member: true,
            },
          ],
          updated_at: null,
        },
      },
    });
  });

  it('previews the agreement from the proposal: a multi-page PDF naming the business and its member', async () => {
    const response = await previewAgreement(t, rosa);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages.length).toBeGreaterThan(3);
    expect(pages[0]!.slice(0, 4)).toEqual([
      'OPERATING AGREEMENT',
      'OF',
      'BLUEBONNET BIKES LLC',
      'A Texas Limited Liability Company',
    ]);
    expect(text).toContain('1.2 Name. The name of the Company is Bluebonnet Bikes LLC.');
    expect(text).toContain('the laws of the State of Texas');
    expect(text).toContain("Charter's registered agent service");
    expect(text).toContain('301 Congress Ave, STE 200, Austin, Texas 78701');
    expect(text).toMatch(/Rosa Alvarez.*rosa@bluebonnetbikes\.example.*100%/);
    expect(text).toContain('The Company is managed by its Members.');
    expect(text).toContain('disregarded as separate from that Member');
    // Every page is numbered out of the whole.
    pages.forEach((lines, index) =>
      expect(lines.join(' ')).toContain(`Page ${index + 1} of ${pages.length}`),
    );
  });

  it('follows the saved members: each with their percentage, the managing member named', async () => {
    expect((await saveMembers(t, rosa)).statusCode).toBe(200);
    const saved = (await review(rosa)).json();
    expect(saved.pages.members.updated_at).toEqual(expect.any(String));
    expect(saved.pages.business.updated_at).toBeNull();

    const { text } = await pdfText((await previewAgreement(t, rosa)).rawPayload);
    for (const member of THREE_MEMBERS) {
      expect(text).toContain(`${member.first_name} ${member.last_name}`);
      expect(text).toContain(`${member.percentage}%`);
    }
    expect(text).toContain('Total 100%');
    expect(text).toContain('managed by its Managing Members: Rosa Alvarez.');
    expect(text).toContain('treated as a partnership');
    expect(text).toContain('Tools and equipment');
  });

  it('refuses members whose percentages do not add up to 100, on save and in the preview', async () => {
    const uneven = THREE_MEMBERS.map((member) => ({ ...member, percentage: 30 }));
    const response = await saveMembers(t, rosa, uneven);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      members: 'Ownership percentages must add up to 100 (they add up to 90)',
    });
    const noEmail = [{ ...THREE_MEMBERS[0], email: '', percentage: 100 }];
    expect((await saveMembers(t, rosa, noEmail)).json().errors).toEqual({
      'members.0.email': 'Email is required',
    });
  });

  it('wraps a very long business name on the title and in the text', async () => {
    const long =
      'Bluebonnet Bicycle Repair and Custom Frame Building Workshop of Central Texas and the Hill Country';
    const owner = await ownerWithActiveFormation(t, 'long', long);
    await buyAgreement(t, owner);
    const response = await previewAgreement(t, owner);
    expect(response.statusCode, response.body).toBe(200);
    const { pages, text } = await pdfText(response.rawPayload);
    const title = pages[0]!.slice(2, pages[0]!.indexOf('A Texas Limited Liability Company'));
    expect(title.length).toBeGreaterThan(1);
    expect(title.join(' ')).toBe(`${long} LLC`.toUpperCase());
    expect(text).toContain(`The name of the Company is ${long} LLC.`);
  });

  it('answers another owner’s review with 403', async () => {
    const other = await signedInOwner(t, 'other');
    expect((await review(other, rosa.id)).statusCode).toBe(403);
  });
});
