import type { FastifyInstance } from 'fastify';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import type { FormationAnswers } from '../products/formation/formation-filing';
import { asOwner, saveOwnerPage, type SignedInOwner } from './owners';
import { buyFormation } from './purchases';
import type { TestApp } from './test-app';

/**
 * Answers to formation page1..page4 that pass the page definitions' rules: a Texas LLC with
 * one owner and Charter's registered agent. Spread a page to vary it.
 */
export const validFormationAnswers: FormationAnswers = {
  page1: {
    business_name: 'Bluebonnet Bikes',
    legal_identifier: 'LLC',
    official_business_name: 'Bluebonnet Bikes LLC',
    business_street_address1: '301 Congress Ave',
    business_street_address2: 'STE 200',
    business_city: 'Austin',
    business_state: 'Texas',
    business_zip_code: '78701',
    mailing_same_as_business: true,
  },
  page2: { business_class: '459110' },
  page3: {
    owners: [
      {
        contact_info_prefill: false,
        first_name: 'Rosa',
        last_name: 'Alvarez',
        email: 'rosa@bluebonnetbikes.example',
        phone: '+1 (512) 555-0100',
        percentage: 100,
        address_prefill: false,
        street_address1: '1100 Barton Springs Rd',
        street_address2: '',
        city: 'Austin',
        state: 'Texas',
        zip_code: '78704',
        is_managing_member: true,
        is_primary_contact: true,
      },
    ],
  },
  page4: { is_bizup_designated_agent: true },
};

/** Formation page4 naming an individual as the agent (someone else than Charter's). */
export const INDIVIDUAL_AGENT_PAGE4: Answers = {
  is_bizup_designated_agent: false,
  registered_agent_type: 'Agent',
  agent_first_name: 'Maria',
  agent_last_name: 'Gomez',
  street_address1: '500 W 2nd St',
  street_address2: 'STE 300',
  city: 'Austin',
  state: 'Texas',
  zip_code: '78701',
};

/** Saves one formation page through the API, as the browser's sync engine does. */
export function saveFormationPage(
  app: FastifyInstance,
  token: string,
  individualId: number,
  page: keyof FormationAnswers,
  answers: Answers = validFormationAnswers[page],
  updatedAt: string | null = null,
) {
  return saveOwnerPage(app, token, individualId, `formation/${page}`, answers, updatedAt);
}

/**
 * What an owner does to file a formation: buys it, saves page1..page4 with the valid answers
 * (a page of `changes` in a page's place) and submits. Resolves to the submission's answer;
 * the catalogue must be seeded. Fails the test when a page is refused.
 */
export async function fileFormation(
  t: TestApp,
  owner: SignedInOwner,
  changes: Partial<FormationAnswers> = {},
) {
  await buyFormation(t, owner);
  for (const page of ['page1', 'page2', 'page3', 'page4'] as const) {
    const answers = changes[page] ?? validFormationAnswers[page];
    const saved = await saveFormationPage(t.app, owner.token, owner.id, page, answers);
    if (saved.statusCode !== 200) throw new Error(`formation ${page} refused: ${saved.body}`);
  }
  return asOwner(t, owner)(`/api/v1/formation/submit?individual_id=${owner.id}`, {
    method: 'POST',
  });
}
