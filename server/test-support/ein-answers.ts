import type { FastifyInstance } from 'fastify';
import { monthPickerOptions } from '../../src/domain/questionnaire/month-picker';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import { saveOwnerPage } from './owners';

/** A month the month pickers accept whenever the suite runs: next month. */
const NEXT_MONTH = monthPickerOptions(new Date())[1]!.value;

/** The responsible party's SSN in the answers below: the PDF must never show it whole. */
export const TEST_TAX_ID = '123-45-6789';

/**
 * Answers to EIN page1..page4 and the retail industry page (chosen on page4) that pass the
 * page definitions' rules: Rosa, managing member, hiring three people for her bike shop.
 */
export const validEinAnswers = {
  page1: {
    first_name: 'Rosa',
    last_name: 'Alvarez',
    tax_id_number: TEST_TAX_ID,
    role: 'Managing member',
  },
  page2: { has_employees: true, number_of_employees: 3, first_wage_month: NEXT_MONTH },
  page3: {
    reason_for_applying: 'started_new_business',
    business_start_month: NEXT_MONTH,
    fiscal_year_end_month: 'December',
  },
  page4: { category: 'retail' },
  retail: { industry_type: 'storefront', type_specification: 'Bicycles, parts and repairs' },
} satisfies Record<string, Answers>;

export type EinPage = keyof typeof validEinAnswers;
export const EIN_PAGES_IN_ORDER: readonly EinPage[] = [
  'page1',
  'page2',
  'page3',
  'page4',
  'retail',
];

/** Saves one EIN page through the API, as the browser's sync engine does. */
export function saveEinPage(
  app: FastifyInstance,
  token: string,
  individualId: number,
  page: string,
  answers: Answers = validEinAnswers[page as EinPage],
  updatedAt: string | null = null,
) {
  return saveOwnerPage(app, token, individualId, `ein/${page}`, answers, updatedAt);
}
