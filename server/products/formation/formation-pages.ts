import { FORMATION_FLOW } from '../../../src/domain/flows/formation-flow';
import { OWNERSHIP_TOTAL } from '../../../src/domain/questionnaire/owners';
import type { PageDefinition } from '../../../src/domain/questionnaire/page-definition';
import {
  addressFields,
  addressRequired,
  agentFields,
  booleanField,
  businessClassField,
  businessNameField,
  definePage,
  designatedAgentField,
  legalIdentifierField,
  listField,
  officialBusinessNameField,
  personRowFields,
} from '../../pages/field-builders';

/**
 * Formation (spec foundation §2 "Formation flow"): page1 → page2 → page3 → page4 → review.
 */
const flow = FORMATION_FLOW;

export const PO_BOX_GUIDANCE = 'PO boxes are not allowed for business addresses.';

export const OWN_AGENT_WARNING =
  'If you choose someone else, that person or business must keep a physical street address in your state and be available there during business hours to accept legal papers. A missed delivery can lead to penalties or the loss of good standing.';

export const FORMATION_PAGES: readonly PageDefinition[] = [
  definePage({
    flow,
    page: 'page1',
    fields: [
      businessNameField(),
      legalIdentifierField(),
      officialBusinessNameField(),
      ...addressFields('business_', { description: PO_BOX_GUIDANCE }),
      booleanField(
        'mailing_same_as_business',
        'Mailing address is the same as the business address',
        'toggle',
        {
          default: false,
        },
      ),
      ...addressFields('mailing_', {
        depends_on: { key: 'mailing_same_as_business', value: true, action: 'hide' },
      }),
    ],
    required: [
      'business_name',
      'legal_identifier',
      ...addressRequired('business_'),
      ...addressRequired('mailing_'),
    ],
  }),
  definePage({
    flow,
    page: 'page2',
    fields: [businessClassField()],
    required: ['business_class'],
  }),
  definePage({
    flow,
    page: 'page3',
    fields: [
      {
        ...listField(
          FORMATION_FLOW.list.field,
          'Owners',
          personRowFields({ phone: true, prefills: true, memberFlags: true }),
          ['first_name', 'last_name', 'email', 'phone', 'percentage', ...addressRequired('')],
          FORMATION_FLOW.list.maxRows,
        ),
        rows_total: OWNERSHIP_TOTAL,
      },
    ],
    required: ['owners'],
  }),
  definePage({
    flow,
    page: 'page4',
    fields: [designatedAgentField({ description: OWN_AGENT_WARNING }), ...agentFields()],
    required: [
      'is_bizup_designated_agent',
      'registered_agent_type',
      'agent_first_name',
      'agent_last_name',
      'business_name',
      ...addressRequired(''),
    ],
  }),
];
