/**
 * The owner's business as GET /api/v1/business/list returns it (spec foundation §6 "The
 * business record from the server": id, updated_at, addresses, owners, business_name,
 * business_type), with the formation filing's other answers. Shared by the server, which builds
 * it, and the client, which checks it on read (parseBusinessList).
 *
 * Every address in the record uses the spec's address names (street_address,
 * street_address_2, city, state, zipcode), including the owners' and the registered agent's,
 * whose answers are saved as street_address1, street_address2 and zip_code. A text the owner
 * left out is ''.
 */

export interface RecordAddress {
  street_address: string;
  street_address_2: string;
  city: string;
  /** Full state name, as address answers hold it. */
  state: string;
  zipcode: string;
}

export interface BusinessAddress extends RecordAddress {
  type: 'business' | 'mailing';
}

/** One owner (formation page3's owners row, without the form's prefill toggles). */
export interface BusinessOwner extends RecordAddress {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** 1–100; null if the stored row has no number. */
  percentage: number | null;
  is_managing_member: boolean;
  is_primary_contact: boolean;
}

/** Formation page4: Charter's agent, or someone else with a type, a name and an address. */
export interface RegisteredAgent extends RecordAddress {
  is_bizup_designated_agent: boolean;
  /** 'Agent' (an individual) or 'Business'; '' for Charter's agent. */
  registered_agent_type: string;
  agent_first_name: string;
  agent_last_name: string;
  /** The agent's business name when the agent is a business. */
  business_name: string;
}

export type ServiceFiling = 'standard' | 'rapid';

export interface BusinessRecord {
  /** The spec's name for the business id; business_id holds the same number. */
  id: number;
  business_id: number;
  business_name: string;
  /** The name with its legal identifier, as filed (e.g. "Bluebonnet Bikes LLC"). */
  official_business_name: string | null;
  legal_identifier: string | null;
  business_type: string;
  state: string;
  state_code: string;
  /** The state filing's status (foundation §4 formation order statuses). */
  status: string;
  service_filing: ServiceFiling;
  /** Six-digit NAICS code. */
  business_class: string | null;
  /** ISO date-times; submitted_at is null for a business not filed through Charter. */
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
  addresses: BusinessAddress[];
  owners: BusinessOwner[];
  /** null when the record holds no registered agent. */
  registered_agent: RegisteredAgent | null;
}

export interface BusinessList {
  businesses: BusinessRecord[];
}

/** A JSON object's fields. */
export type Fields = Record<string, unknown>;

/** A JSON object (not null, not a list). */
export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text field: a string as it is, a number as its digits, anything else ''. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function nullableText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Radio answers may arrive as 'true'/'false', toggles as booleans. */
function flag(value: unknown): boolean {
  return value === true || value === 'true';
}

function percentage(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** An address from fields named either way (the record's or the saved answers'). */
export function recordAddress(fields: Fields): RecordAddress {
  return {
    street_address: text(fields.street_address ?? fields.street_address1),
    street_address_2: text(fields.street_address_2 ?? fields.street_address2),
    city: text(fields.city),
    state: text(fields.state),
    zipcode: text(fields.zipcode ?? fields.zip_code),
  };
}

/**
 * An address as a page's answers hold it, each field named with `prefix` ('business_',
 * 'mailing_'): what a flow proposing a page from the business record fills in.
 */
export function addressAnswers(
  prefix: string,
  address: RecordAddress | undefined,
): Record<string, string> {
  return {
    [`${prefix}street_address1`]: address?.street_address ?? '',
    [`${prefix}street_address2`]: address?.street_address_2 ?? '',
    [`${prefix}city`]: address?.city ?? '',
    [`${prefix}state`]: address?.state ?? '',
    [`${prefix}zip_code`]: address?.zipcode ?? '',
  };
}

/** The business and mailing addresses among `rows`; a row of another type is left out. */
export function businessAddresses(rows: readonly Fields[]): BusinessAddress[] {
  return rows.flatMap((row): BusinessAddress[] =>
    row.type === 'business' || row.type === 'mailing'
      ? [{ type: row.type, ...recordAddress(row) }]
      : [],
  );
}

/** An owners row of the record, or of formation page3's saved answers. */
export function businessOwner(fields: Fields): BusinessOwner {
  return {
    first_name: text(fields.first_name),
    last_name: text(fields.last_name),
    email: text(fields.email),
    phone: text(fields.phone),
    percentage: percentage(fields.percentage),
    ...recordAddress(fields),
    is_managing_member: flag(fields.is_managing_member),
    is_primary_contact: flag(fields.is_primary_contact),
  };
}

/** The registered agent of the record, or of formation page4's saved answers. */
export function registeredAgent(fields: Fields): RegisteredAgent {
  return {
    is_bizup_designated_agent: flag(fields.is_bizup_designated_agent),
    registered_agent_type: text(fields.registered_agent_type),
    agent_first_name: text(fields.agent_first_name),
    agent_last_name: text(fields.agent_last_name),
    business_name: text(fields.business_name),
    ...recordAddress(fields),
  };
}

/** The agent's name: the business's when the agent is a business, else the person's. */
export function registeredAgentName(agent: RegisteredAgent): string {
  return agent.registered_agent_type === 'Business'
    ? agent.business_name
    : `${agent.agent_first_name} ${agent.agent_last_name}`.trim();
}

function invalid(what: string): never {
  throw new Error(`Business list response: ${what}`);
}

function objects(value: unknown, what: string): Fields[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isFields)) invalid(`${what} must be a list of objects`);
  return value;
}

function parseBusiness(fields: Fields): BusinessRecord {
  const id = fields.business_id ?? fields.id;
  if (typeof id !== 'number' || !Number.isInteger(id)) invalid('a business has no id');
  for (const name of ['business_name', 'state', 'status'] as const) {
    if (typeof fields[name] !== 'string') invalid(`a business has no ${name}`);
  }
  return {
    id,
    business_id: id,
    business_name: text(fields.business_name),
    official_business_name: nullableText(fields.official_business_name),
    legal_identifier: nullableText(fields.legal_identifier),
    business_type: text(fields.business_type) || 'LLC',
    state: text(fields.state),
    state_code: text(fields.state_code),
    status: text(fields.status),
    service_filing: fields.service_filing === 'rapid' ? 'rapid' : 'standard',
    business_class: nullableText(fields.business_class),
    submitted_at: nullableText(fields.submitted_at),
    created_at: text(fields.created_at),
    updated_at: text(fields.updated_at),
    addresses: businessAddresses(objects(fields.addresses, 'addresses')),
    owners: objects(fields.owners, 'owners').map(businessOwner),
    registered_agent: isFields(fields.registered_agent)
      ? registeredAgent(fields.registered_agent)
      : null,
  };
}

/**
 * Checks a GET /v1/business/list answer before the UI uses it: the list and each business's
 * id, name, state and status must be there; anything optional missing or malformed falls back
 * to empty rather than reaching the page as undefined.
 */
export function parseBusinessList(input: unknown): BusinessRecord[] {
  if (!isFields(input) || !Array.isArray(input.businesses)) invalid('businesses must be a list');
  return objects(input.businesses, 'businesses').map(parseBusiness);
}
