import { MAX_OWNERS } from '../../src/domain/questionnaire/owners';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
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
} from './field-builders';

/**
 * Articles of amendment (dashboard §2 and §3): page1–page5 are edited in modals opened from
 * /amendment/review, so they are not routes of their own; every Continue returns to review.
 * Fields are those dashboard §3 lists, in its order; required lists follow dashboard §5.
 */
const flow = 'amendment';

export const AMENDMENT_PAGES: readonly PageDefinition[] = [
  definePage({
    flow,
    page: 'page1',
    title: 'Business Name',
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
    title: 'Business Category',
    fields: [businessClassField(), dataChangedField()],
    required: ['business_class'],
    next: 'review',
  }),
  definePage({
    flow,
    page: 'page3',
    title: 'Owners',
    fields: [
      listField(
        'owners',
        'Owners',
        personRowFields({ phone: true }),
        ['first_name', 'last_name', 'email'],
        MAX_OWNERS,
      ),
    ],
    required: ['owners'],
    next: 'review',
  }),
  definePage({
    flow,
    page: 'page4',
    title: 'Location',
    fields: [
      ...addressFields('business_'),
      ...addressFields('mailing_'),
      designatedAgentField(),
      dataChangedField(),
    ],
    required: [...addressRequired('business_'), ...addressRequired('mailing_')],
    next: 'review',
  }),
  definePage({
    flow,
    page: 'page5',
    title: 'Business Structure',
    // Business structure is not editable (dashboard §5): every field is read-only.
    fields: [
      ...agentFields({ contactName: true, readonly_field: true }),
      designatedAgentField({ readonly_field: true }),
    ],
    required: [],
    next: 'review',
  }),
];
