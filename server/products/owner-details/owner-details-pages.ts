import type { PageDefinition } from '../../../src/domain/questionnaire/page-definition';
import {
  MEMBER_TYPE_LABELS,
  MEMBER_TYPES,
  OWNER_DETAILS_PAGES,
} from '../../../src/domain/owner-details/owner-details';
import {
  addressFields,
  addressRequired,
  choiceField,
  emailField,
  phoneField,
} from '../../pages/field-builders';

/**
 * The forms of the owner's own details (decision 0089), edited in dialogs of the business
 * profile: published with the questionnaire pages (the browser validates by them) and checked
 * by the same definitions on every PUT. Spec dashboard §3's address form and its phone mask.
 */
export const OWNER_DETAILS_PAGE_DEFINITIONS: readonly PageDefinition[] = [
  {
    id: OWNER_DETAILS_PAGES.individual,
    title: 'Your phone number',
    fields: [phoneField('phone', 'Phone number')],
    required: ['phone'],
  },
  {
    id: OWNER_DETAILS_PAGES.address,
    title: 'Mailing address',
    fields: addressFields(''),
    required: addressRequired(''),
  },
  {
    id: OWNER_DETAILS_PAGES.member,
    title: 'Member contact details',
    fields: [
      // Spec foundation §6: the member types in a toggle, Agent shown as Individual.
      choiceField(
        'member_type',
        'Member type',
        'toggle_icon',
        MEMBER_TYPES.map((type) => ({ value: type, label: MEMBER_TYPE_LABELS[type] })),
      ),
      emailField(),
      phoneField(),
      ...addressFields(''),
    ],
    // Spec dashboard §5: an owner's email is required (their phone is not).
    required: ['member_type', 'email', ...addressRequired('')],
  },
];
