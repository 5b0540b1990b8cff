import { ANNUAL_REPORT_FLOW, WAGE_LAW_PAGE } from '../../../src/domain/flows/annual-report-flow';
import type { PageDefinition } from '../../../src/domain/questionnaire/page-definition';
import {
  addressFields,
  addressRequired,
  choiceField,
  definePage,
  booleanField,
  listField,
  options,
  personRowFields,
} from '../../pages/field-builders';
import { MAX_TEXT_LENGTH } from '../../../src/domain/text-limits';

/**
 * Annual report (dashboard §2 and §4, decision 0054): page1 → page2 → wage-law-violations →
 * review; a state whose report does not ask the wage-law question goes from page2 to the review
 * (the feature adapts page2's Continue). The managers save sends this list as `managers` with
 * individual_id (dashboard §7). Location and managers are proposed from the formed business
 * until the owner saves them (annual-report.ts).
 */
const flow = ANNUAL_REPORT_FLOW;
const { list } = flow;

/** Each manager's address prefill: the location saved on page1, kept on the device. */
const managerRow = () => {
  const [first, last, email, ...rest] = personRowFields({ percentageLast: true });
  return [
    first!,
    last!,
    email!,
    booleanField('address_prefill', 'Use the business address', 'address_prefill', {
      default: false,
    }),
    ...rest,
  ];
};

export const WAGE_LAW_QUESTION =
  'Has any Manager or Member been issued a final judgment for violating wage laws?';
export const WAGE_LAW_YES =
  'Yes, at least one Manager or Member has a final judgment for wage law violation';
export const WAGE_LAW_NO = 'No, there is no such judgment';

export const ANNUAL_REPORT_PAGES: readonly PageDefinition[] = [
  definePage({
    flow,
    page: 'page1',
    fields: [...addressFields('business_'), ...addressFields('mailing_')],
    required: [...addressRequired('business_'), ...addressRequired('mailing_')],
  }),
  definePage({
    flow,
    page: 'page2',
    fields: [
      listField(
        list.field,
        'Managers',
        managerRow(),
        ['first_name', 'last_name', 'email'],
        list.maxRows,
      ),
    ],
    required: [list.field],
  }),
  definePage({
    flow,
    page: WAGE_LAW_PAGE,
    fields: [
      choiceField(
        'violation',
        WAGE_LAW_QUESTION,
        'radio',
        options([WAGE_LAW_YES, WAGE_LAW_YES], [WAGE_LAW_NO, WAGE_LAW_NO]),
        { maxLength: MAX_TEXT_LENGTH },
      ),
      // individual_id (spec §3) is the owner's field every save of the flow carries beside
      // the answers, not an answer of the page.
    ],
    required: ['violation'],
  }),
];
