import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import {
  saveFormationPage,
  validFormationAnswers,
} from '../../server/test-support/formation-answers';
import { ownerWithActiveFormation } from '../../server/test-support/operating-agreement';
import {
  asOwner,
  saveOwnerPage,
  signedInOwner,
  type SignedInOwner,
} from '../../server/test-support/owners';
import { buyAsOwner, buyFormation } from '../../server/test-support/purchases';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { storedRowCounts } from './stored-rows';

/**
 * Issue 24, item 6: the owners of a formation and of an amendment must own the whole company,
 * as the operating agreement's members must (one rule a list declares: rows_total); and the
 * pages of a flow that is bought before it is answered save nothing before the purchase, so an
 * amendment's business-name page is no free name-availability oracle.
 */
const TOTAL_90 = 'Ownership percentages must add up to 100 (they add up to 90)';
const [OWNER] = validFormationAnswers.page3.owners as Answers[];
const AMENDMENT_OWNER = {
  first_name: 'Rosa',
  last_name: 'Alvarez',
  email: 'rosa@bluebonnetbikes.example',
  phone: '',
  street_address1: '1100 Barton Springs Rd',
  street_address2: '',
  city: 'Austin',
  state: 'Texas',
  zip_code: '78704',
};

describe('flow page rules (issue 24, item 6)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const pageOf = (owner: SignedInOwner, path: string) =>
    asOwner(t, owner)(`/api/v1/${path}?individual_id=${owner.id}`);

  describe("owners' percentages add up to 100", () => {
    it('on the formation: 60 + 30 is refused with the agreement’s message, nothing stored', async () => {
      const owner = await signedInOwner(t, 'formation-total');
      await buyFormation(t, owner);
      const owners = [
        { ...OWNER, percentage: 60 },
        { ...OWNER, percentage: 30, is_primary_contact: false },
      ];
      const refused = await saveFormationPage(t.app, owner.token, owner.id, 'page3', { owners });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ owners: TOTAL_90 });
      expect((await pageOf(owner, 'formation/page3')).statusCode).toBe(404);

      owners[1]!.percentage = 40;
      const saved = await saveFormationPage(t.app, owner.token, owner.id, 'page3', { owners });
      expect(saved.statusCode, saved.body).toBe(200);
    });

    it('on the amendment: 60 + 30 is refused, and a blank percentage cannot skip the total', async () => {
      const owner = await ownerWithActiveFormation(t, 'amendment-total');
      await buyAsOwner(t, owner, ['LLC_AMENDMENT']);
      const save = (owners: Answers[]) =>
        saveOwnerPage(t.app, owner.token, owner.id, 'amendment/page3', { owners });
      const before = await storedRowCounts(t);

      const refused = await save([
        { ...AMENDMENT_OWNER, percentage: 60 },
        { ...AMENDMENT_OWNER, percentage: 30 },
      ]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ owners: TOTAL_90 });
      const blank = await save([
        { ...AMENDMENT_OWNER, percentage: 60 },
        { ...AMENDMENT_OWNER, percentage: '' },
      ]);
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors).toEqual({
        'owners.1.percentage': 'Ownership percentage is required',
      });
      expect(await storedRowCounts(t)).toEqual(before);

      const saved = await save([
        { ...AMENDMENT_OWNER, percentage: 60 },
        { ...AMENDMENT_OWNER, percentage: 40 },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
    });
  });

  describe('pages of a flow bought before it is answered', () => {
    it('save nothing before the purchase: 403 with the same answer for a free and a taken name', async () => {
      await ownerWithActiveFormation(t, 'holder', 'Zephyr Holdings');
      const owner = await ownerWithActiveFormation(t, 'prober');
      const before = await storedRowCounts(t);
      const nameAnswers = (name: string) => ({
        business_name: name,
        legal_identifier: 'LLC',
        official_business_name: `${name} LLC`,
      });
      const taken = await saveOwnerPage(
        t.app,
        owner.token,
        owner.id,
        'amendment/page1',
        nameAnswers('Zephyr Holdings'),
      );
      const free = await saveOwnerPage(
        t.app,
        owner.token,
        owner.id,
        'amendment/page1',
        nameAnswers('Zephyr Unclaimed'),
      );
      for (const response of [taken, free]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: 'Please purchase Articles of Amendment before saving your answers',
        });
      }
      expect(await storedRowCounts(t)).toEqual(before);

      // Bought, the page's own check answers: the name is taken.
      await buyAsOwner(t, owner, ['LLC_AMENDMENT']);
      const bought = await saveOwnerPage(
        t.app,
        owner.token,
        owner.id,
        'amendment/page1',
        nameAnswers('Zephyr Holdings'),
      );
      expect(bought.statusCode).toBe(422);
    });

    it.each([
      ['EIN / Tax ID', 'ein/page1', { first_name: 'Ada', last_name: 'Lovelace' }],
      ['Operating Agreement', 'operating-agreement/members', { members: [] }],
      ['Annual Report', 'annual_report/location', { business_city: 'Austin' }],
    ])('%s: refused before the purchase (403), nothing stored', async (title, page, answers) => {
      const owner = await ownerWithActiveFormation(t, 'unbought');
      const before = await storedRowCounts(t);
      const response = await saveOwnerPage(t.app, owner.token, owner.id, page, answers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: `Please purchase ${title} before saving your answers`,
      });
      expect(await storedRowCounts(t)).toEqual(before);
    });

    it('the formation is answered before it is bought (its submission asks for the purchase)', async () => {
      const owner = await signedInOwner(t, 'free-formation');
      const saved = await saveFormationPage(t.app, owner.token, owner.id, 'page1');
      expect(saved.statusCode, saved.body).toBe(200);
    });
  });
});
