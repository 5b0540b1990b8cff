import {
  isFields,
  recordAddress,
  registeredAgent,
  type BusinessRecord,
  type Fields,
  type RecordAddress,
} from './business-record';

/*
 * The review of the owner's formed business that the registered agent and certificate flows
 * show (spec foundation §2), answered by the server keyed page_1 and page_4 (spec dashboard §3):
 * formation page1's business and page4's registered agent, in the formation answers' names.
 * Shared by the server, which builds it from the business record (or, before the formation is
 * filed, from the saved formation answers), the client, which reads it back through the same
 * functions, and the registered agent's appointment record.
 */

/** Formation page1 as the review shows it: the business's names and its two addresses. */
export type ReviewedPage1 = {
  business_name: string;
  legal_identifier: string;
  official_business_name: string;
  business_street_address1: string;
  business_street_address2: string;
  business_city: string;
  business_state: string;
  business_zip_code: string;
  mailing_same_as_business: boolean;
  mailing_street_address1: string;
  mailing_street_address2: string;
  mailing_city: string;
  mailing_state: string;
  mailing_zip_code: string;
};

/** Formation page4 as the review shows it: Charter's agent, or someone else and its address. */
export type ReviewedPage4 = {
  is_bizup_designated_agent: boolean;
  /** 'Agent' (an individual) or 'Business'; '' for Charter's agent. */
  registered_agent_type: string;
  agent_first_name: string;
  agent_last_name: string;
  /** The agent's business name when the agent is a business. */
  business_name: string;
  street_address1: string;
  street_address2: string;
  city: string;
  state: string;
  zip_code: string;
};

/** GET <reviewPath> of a flow whose review shows the business. */
export interface BusinessReviewData {
  individual_id: number;
  /** The formed business, in digits as the submission sends it back; null before it is filed. */
  business_id: string | null;
  /** null when neither the business record nor the saved formation answers hold it. */
  page_1: ReviewedPage1 | null;
  page_4: ReviewedPage4 | null;
}

type AddressPrefix = 'business_' | 'mailing_';

const prefixed = (fields: Fields, prefix: AddressPrefix): RecordAddress =>
  recordAddress({
    street_address1: fields[`${prefix}street_address1`],
    street_address2: fields[`${prefix}street_address2`],
    city: fields[`${prefix}city`],
    state: fields[`${prefix}state`],
    zip_code: fields[`${prefix}zip_code`],
  });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const ADDRESS_KEYS: ReadonlyArray<keyof RecordAddress> = [
  'street_address',
  'street_address_2',
  'city',
  'state',
  'zipcode',
];

/** The same place (a record's addresses carry their type besides). */
const sameAddress = (a: RecordAddress, b: RecordAddress) =>
  ADDRESS_KEYS.every((key) => a[key] === b[key]);

function page1Of(
  names: Pick<ReviewedPage1, 'business_name' | 'legal_identifier' | 'official_business_name'>,
  business: RecordAddress,
  mailing: RecordAddress,
): ReviewedPage1 {
  return {
    ...names,
    business_street_address1: business.street_address,
    business_street_address2: business.street_address_2,
    business_city: business.city,
    business_state: business.state,
    business_zip_code: business.zipcode,
    mailing_same_as_business: sameAddress(business, mailing),
    mailing_street_address1: mailing.street_address,
    mailing_street_address2: mailing.street_address_2,
    mailing_city: mailing.city,
    mailing_state: mailing.state,
    mailing_zip_code: mailing.zipcode,
  };
}

/** Page1 from its saved answers: a mailing address 'same as the business' is that address. */
export function reviewedPage1(answers: Fields): ReviewedPage1 {
  const business = prefixed(answers, 'business_');
  const same =
    answers.mailing_same_as_business === true || answers.mailing_same_as_business === 'true';
  return page1Of(
    {
      business_name: text(answers.business_name),
      legal_identifier: text(answers.legal_identifier),
      official_business_name: text(answers.official_business_name),
    },
    business,
    same ? business : prefixed(answers, 'mailing_'),
  );
}

/** Page1 from the business record: what was filed with the state. */
export function reviewedPage1OfRecord(record: BusinessRecord): ReviewedPage1 {
  const empty: RecordAddress = {
    street_address: '',
    street_address_2: '',
    city: '',
    state: '',
    zipcode: '',
  };
  const address = (type: 'business' | 'mailing') =>
    record.addresses.find((candidate) => candidate.type === type) ?? empty;
  return page1Of(
    {
      business_name: record.business_name,
      legal_identifier: record.legal_identifier ?? '',
      official_business_name: record.official_business_name ?? '',
    },
    address('business'),
    address('mailing'),
  );
}

/** Page4 from its saved answers or the record's agent (either names of the address). */
export function reviewedPage4(fields: Fields): ReviewedPage4 {
  const agent = registeredAgent(fields);
  return {
    is_bizup_designated_agent: agent.is_bizup_designated_agent,
    registered_agent_type: agent.registered_agent_type,
    agent_first_name: agent.agent_first_name,
    agent_last_name: agent.agent_last_name,
    business_name: agent.business_name,
    street_address1: agent.street_address,
    street_address2: agent.street_address_2,
    city: agent.city,
    state: agent.state,
    zip_code: agent.zipcode,
  };
}

/**
 * Reads a review answer before the UI uses it; what is missing or malformed reads as empty
 * (a card shows 'Not on file') rather than reaching the page as undefined.
 */
export function parseBusinessReview(input: unknown): BusinessReviewData {
  if (!isFields(input) || typeof input.individual_id !== 'number') {
    throw new Error('Business review response: individual_id must be a number');
  }
  const businessId = input.business_id;
  return {
    individual_id: input.individual_id,
    business_id: typeof businessId === 'string' && /^\d+$/.test(businessId) ? businessId : null,
    page_1: isFields(input.page_1) ? reviewedPage1(input.page_1) : null,
    page_4: isFields(input.page_4) ? reviewedPage4(input.page_4) : null,
  };
}

/** An address as one line: '301 Congress Ave, STE 200, Austin, Texas 78701'. */
export function addressLine(address: RecordAddress): string {
  const { street_address, street_address_2, city, state, zipcode } = address;
  return [street_address, street_address_2, city, `${state} ${zipcode}`.trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** The business's name as filed, with its descriptor (legal identifier) where it has one. */
export function filedName(page1: ReviewedPage1): string {
  return (
    page1.official_business_name ||
    [page1.business_name, page1.legal_identifier].filter(Boolean).join(' ')
  );
}

export const businessAddressOf = (page1: ReviewedPage1) => prefixed(page1, 'business_');
export const mailingAddressOf = (page1: ReviewedPage1) => prefixed(page1, 'mailing_');

/** The label formation page4 gives Charter's own agent. */
export const CHARTERS_AGENT = "Charter's registered agent";

/** The agent the state has on file for the business, as the review's card shows it. */
export interface CurrentAgent {
  name: string;
  /** null for Charter's agent, whose address is its partner's in the state. */
  address: RecordAddress | null;
}

/**
 * The current registered agent (spec foundation §2): the agent's name when its type is Agent
 * (an individual), otherwise the agent business's name, with its address; Charter's own agent
 * when formation page4 chose it.
 */
export function currentAgent(page4: ReviewedPage4): CurrentAgent {
  if (page4.is_bizup_designated_agent) return { name: CHARTERS_AGENT, address: null };
  const name =
    page4.registered_agent_type === 'Agent'
      ? `${page4.agent_first_name} ${page4.agent_last_name}`.trim()
      : page4.business_name;
  // Page4's address is unprefixed (street_address1 … zip_code), as recordAddress reads it.
  return { name, address: recordAddress(page4) };
}
