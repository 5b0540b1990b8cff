import { AMENDMENT_FLOW } from '../../../src/domain/flows/amendment-flow';
import { OWNERSHIP_TOTAL } from '../../../src/domain/questionnaire/owners';
import type { PageDefinition } from '../../../src/domain/questionnaire/page-definition';
import {
  addressFields,
  addressRequired,
  agentFields,
  businessClassField,
  businessNameField,
  dataChangedField,
  definePage,
  designatedAgentField,
  legalIdentifierField,
  listField,
  officialBusinessNameField,
  personRowFields,
} from '../../pages/field-builders';

/**
 * Articles of amendment (dashboard §2 and §3): page1–page5 are edited in modals opened from
 * /amendment/review, so they are not routes of their own; every Continue returns to review.
 * Fields are those dashboard §3 lists, in its order; required lists follow dashboard §5. The
 * server sets data_changed on every save (decision 0053), the owners page's too.
 */
const flow = AMENDMENT_FLOW;
const { list } = AMENDMENT_FLOW;

export const AMENDMENT_PAGES: readonly PageDefinition[] = [
  definePage({
    flow,
    page: 'page1',
    fields: [
      businessNameField(),
      officialBusinessNameField(),
      legalIdentifierField(),
      dataChangedField(),
    ],
    required: ['business_name', 'legal_identifier'],
    next: 'review',
  }),
  definePage({
    flow,
    page: 'page2',
    fields: [businessClassField(), dataChangedField()],
    required: ['business_class'],
    next: 'review',
  }),
  definePage({
    flow,
    page: 'page3',
    fields: [
      {
        ...listField(
          list.field,
          'Owners',
          personRowFields({ phone: true }),
          // Dashboard §5 requires the names and email; the percentage too, which the owners'
          // total is checked from (decision 0056): a blank one would leave it unchecked.
          ['first_name', 'last_name', 'email', 'percentage'],
          list.maxRows,
        ),
        rows_total: OWNERSHIP_TOTAL,
      },
      dataChangedField(),
    ],
    required: [list.field],
    next: 'review',
  }),
  definePage({
    flow,
    page: 'page4',
    fields: [
      ...addressFields('business_'),
      ...addressFields('mailing_'),
      // Shown beside the addresses (dashboard §3); the agent is not changed by an amendment.
      designatedAgentField({ readonly_field: true }),
      dataChangedField(),
    ],
    required: [...addressRequired('business_'), ...addressRequired('mailing_')],
    next: 'review',
  }),
  definePage({
    flow,
    page: 'page5',
    // Business structure is not editable (dashboard §5): every field is read-only.
    fields: [
      ...agentFields({ contactName: true, readonly_field: true }),
      designatedAgentField({ readonly_field: true }),
    ],
    required: [],
    next: 'review',
  }),
];
