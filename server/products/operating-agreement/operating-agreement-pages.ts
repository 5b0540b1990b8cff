import { OPERATING_AGREEMENT_FLOW } from '../../../src/domain/flows/operating-agreement-flow';
import { OWNERSHIP_TOTAL } from '../../../src/domain/questionnaire/owners';
import type { PageDefinition } from '../../../src/domain/questionnaire/page-definition';
import {
  addressFields,
  addressRequired,
  booleanField,
  definePage,
  emailField,
  listField,
  percentageField,
  textField,
} from '../../pages/field-builders';

/**
 * The operating agreement's pages (decision 0050), edited in the modals of its step-1 review
 * and prefilled from the formation until the owner saves them. The business's name, state and
 * registered agent are not here: they are the formation's, shown read-only and taken from the
 * business record when the agreement is written.
 */
const flow = OPERATING_AGREEMENT_FLOW;
const { list } = flow;

export const PRINCIPAL_OFFICE_NOTE =
  'The agreement names this as the place where the company keeps its books and records.';

export const PURPOSE_NOTE =
  'Named in the purpose clause. The agreement always allows the company any lawful business.';

export const EMAIL_TO_SIGN_NOTE = 'Each member is asked to sign the agreement at this address.';

export const MANAGING_MEMBER_NOTE =
  'Managing members run the day-to-day business. With none marked, every member does (member-managed).';

export const OPERATING_AGREEMENT_PAGES: readonly PageDefinition[] = [
  definePage({
    flow,
    page: 'business',
    fields: [
      ...addressFields('business_', { description: PRINCIPAL_OFFICE_NOTE }),
      textField('purpose', 'Main business activity', {
        description: PURPOSE_NOTE,
        placeholder: 'e.g. selling and repairing bicycles',
      }),
    ],
    required: addressRequired('business_'),
    next: 'review',
  }),
  definePage({
    flow,
    page: 'members',
    fields: [
      {
        ...listField(
          list.field,
          'Members',
          [
            textField('first_name', 'First name'),
            textField('last_name', 'Last name'),
            emailField('email', 'Email', { description: EMAIL_TO_SIGN_NOTE }),
            percentageField(),
            textField('capital_contribution', 'Initial capital contribution', {
              placeholder: 'e.g. $5,000 in cash',
            }),
            booleanField('is_managing_member', 'Managing member', 'checkbox', {
              default: false,
              description: MANAGING_MEMBER_NOTE,
            }),
          ],
          ['first_name', 'last_name', 'email', 'percentage'],
          list.maxRows,
        ),
        rows_total: OWNERSHIP_TOTAL,
      },
    ],
    required: [list.field],
    next: 'review',
  }),
];
