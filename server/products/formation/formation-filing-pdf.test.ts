import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../../checkout/seed-catalogue';
import { fileFormation, validFormationAnswers } from '../../test-support/formation-answers';
import { signedInOwner } from '../../test-support/owners';
import { readPdf } from '../../test-support/pdf-text';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { FORMATION_FILING_NOTE, FORMATION_FILING_TITLE } from './formation-filing-pdf';

describe('the formation filing as submitted', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const filingsOf = async (individualId: number) =>
    (await t.app.services.documents.list(individualId)).filter(
      (document) => document.title === FORMATION_FILING_TITLE,
    );

  it('is kept among the company documents when the formation is submitted', async () => {
    const rosa = await signedInOwner(t, 'rosa');
    const submitted = await fileFormation(t, rosa, {
      page4: {
        is_bizup_designated_agent: false,
        registered_agent_type: 'Business',
        business_name: 'Lone Star Agents Inc',
        street_address1: '1 Main St',
        city: 'Dallas',
        state: 'Texas',
        zip_code: '75201',
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { business_id: businessId, submitted_at: submittedAt } = submitted.json() as {
      business_id: number;
      submitted_at: string;
    };

    const [filing] = await filingsOf(rosa.id);
    expect(filing).toMatchObject({
      businessId,
      productKey: 'LLC_FORMATION',
      category: 'company-documents',
      fileName: `formation-filing-${submittedAt.slice(0, 10)}.pdf`,
      contentType: 'application/pdf',
    });

    const document = (await t.app.services.documents.find(filing!.id, rosa.id))!;
    const pdf = await readPdf(document.content);
    expect(pdf.title).toBe(FORMATION_FILING_TITLE);
    const text = pdf.pages.flat().join(' ');
    // It says plainly what it is: Charter's record, not a state document.
    expect(FORMATION_FILING_NOTE).toContain("This is Charter's record");
    expect(FORMATION_FILING_NOTE).toContain('It is not a state document');
    expect(text).toContain("This is Charter's record of the business formation you submitted");
    expect(text).toContain('It is not a state document');
    for (const shown of [
      'Business formation filing as submitted',
      'Bluebonnet Bikes LLC',
      'Texas',
      '459110',
      '301 Congress Ave, STE 200, Austin, Texas 78701',
      'Rosa Alvarez (managing member, primary contact)',
      '100%',
      'rosa@bluebonnetbikes.example, +1 (512) 555-0100',
      '1100 Barton Springs Rd, Austin, Texas 78704',
      'Registered agent (a business)',
      'Lone Star Agents Inc',
      '1 Main St, Dallas, Texas 75201',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it("says when Charter's registered agent serves the business", async () => {
    const mia = await signedInOwner(t, 'mia');
    const submitted = await fileFormation(t, mia, {
      page1: { ...validFormationAnswers.page1, business_name: 'Mia Makes' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [filing] = await filingsOf(mia.id);
    const document = (await t.app.services.documents.find(filing!.id, mia.id))!;
    expect((await readPdf(document.content)).pages.flat().join(' ')).toContain(
      "Charter's registered agent receives legal papers for the business in Texas",
    );
  });

  it('is not kept when the submission is refused', async () => {
    const ivan = await signedInOwner(t, 'ivan');
    // Rosa's business holds the name in Texas since the first test.
    const refused = await fileFormation(t, ivan);
    expect(refused.statusCode).toBe(422);
    expect(await filingsOf(ivan.id)).toEqual([]);
  });
});
