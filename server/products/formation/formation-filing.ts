import { officialBusinessName } from '../../../src/domain/questionnaire/formatting';
import type { Answers } from '../../../src/domain/questionnaire/page-definition';
import type { UsState } from '../../../src/domain/us-states';
import type { BusinessAddress } from '../../../src/domain/business-record';
import type { FormationFiling } from '../../services/businesses';

/** The formation pages a filing is built from (spec foundation §2 "Formation flow"). */
export interface FormationAnswers {
  /** Primary business information: names and the business and mailing addresses. */
  page1: Answers;
  /** Business industry: business_class. */
  page2: Answers;
  /** Ownership: owners. */
  page3: Answers;
  /** Registered agent. */
  page4: Answers;
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/** Radio answers arrive as 'true'/'false', toggles as booleans. */
function isYes(value: unknown): boolean {
  return String(value) === 'true';
}

function address(
  answers: Answers,
  prefix: 'business_' | 'mailing_',
  type: BusinessAddress['type'],
): BusinessAddress {
  return {
    type,
    street_address: text(answers[`${prefix}street_address1`]),
    street_address_2: text(answers[`${prefix}street_address2`]),
    city: text(answers[`${prefix}city`]),
    state: text(answers[`${prefix}state`]),
    zipcode: text(answers[`${prefix}zip_code`]),
  };
}

/** An owner row without the form's prefill toggles, which describe the form, not the owner. */
function owner(row: Answers): Record<string, unknown> {
  const { contact_info_prefill: _contact, address_prefill: _address, ...person } = row;
  return { ...person, percentage: Number(person.percentage) };
}

/**
 * The business a formation files, from the owner's saved and validated answers. `state` is
 * page1's business_state, already resolved to a US state.
 */
export function formationFiling(answers: FormationAnswers, state: UsState): FormationFiling {
  const { page1, page2, page3, page4 } = answers;
  const businessName = text(page1.business_name);
  const legalIdentifier = text(page1.legal_identifier);
  const mailingSource = isYes(page1.mailing_same_as_business) ? 'business_' : 'mailing_';
  return {
    businessName,
    legalIdentifier,
    // Rebuilt here rather than taken from the answer: the field is never typed (spec §4), so
    // the filed name cannot disagree with the name and identifier it is made of.
    officialBusinessName: officialBusinessName(businessName, legalIdentifier),
    state: state.name,
    stateCode: state.abbreviation,
    addresses: [address(page1, 'business_', 'business'), address(page1, mailingSource, 'mailing')],
    owners: (Array.isArray(page3.owners) ? (page3.owners as Answers[]) : []).map(owner),
    registeredAgent: {
      ...page4,
      is_bizup_designated_agent: isYes(page4.is_bizup_designated_agent),
    },
    businessClass: text(page2.business_class),
  };
}
