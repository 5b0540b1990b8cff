import { MAX_MANAGERS } from '../../src/domain/questionnaire/owners';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import {
  addressFields,
  addressRequired,
  choiceField,
  definePage,
  listField,
  options,
  personRowFields,
} from './field-builders';
import { MAX_TEXT_LENGTH } from '../../src/domain/text-limits';

/**
 * Annual report (dashboard §2 and §4): page1 → page2 → wage-law-violations → review. The
 * managers save sends this list as `managers` with individual_id (dashboard §7).
 */
const flow = 'annual-report';

export const WAGE_LAW_QUESTION =
  'Has any Manager or Member been issued a final judgment for violating wage laws?';
export const WAGE_LAW_YES =
  'Yes, at least one Manager or Member has a final judgment for wage law violation';
export const WAGE_LAW_NO = 'No, there is no such judgment';

export const ANNUAL_REPORT_PAGES: readonly PageDefinition[] = [
  definePage({
    flow,
    page: 'page1',
    title: 'Location',
    fields: [...addressFields('business_'), ...addressFields('mailing_')],
    required: [...addressRequired('business_'), ...addressRequired('mailing_')],
    next: 'page2',
  }),
  definePage({
    flow,
    page: 'page2',
    title: 'Managers',
    fields: [
      listField(
        'managers',
        'Managers',
        personRowFields({ percentageLast: true }),
        ['first_name', 'last_name', 'email'],
        MAX_MANAGERS,
      ),
    ],
    required: ['managers'],
    next: 'wage-law-violations',
    prev: 'page1',
  }),
  definePage({
    flow,
    page: 'wage-law-violations',
    title: 'Wage law violations',
    fields: [
      choiceField(
        'violation',
        WAGE_LAW_QUESTION,
        'radio',
        options([WAGE_LAW_YES, WAGE_LAW_YES], [WAGE_LAW_NO, WAGE_LAW_NO]),
        { maxLength: MAX_TEXT_LENGTH },
      ),
      {
        name: 'individual_id',
        title: 'Individual ID',
        type: 'integer',
        rendered_type: 'number',
        hidden: true,
        min: 1,
        max: Number.MAX_SAFE_INTEGER,
      },
    ],
    required: ['violation'],
    next: 'review',
    prev: 'page2',
  }),
];
