import type {
  BusinessAddress,
  BusinessOwner,
  RecordAddress,
  RegisteredAgent,
} from './contracts/business-list';
import type { BusinessRecord } from './contracts/business-list';
import { memberType } from './owner-details/member-types';

/**
 * The owner's business as GET /api/v1/business/list returns it: how the server builds the
 * record from what the formation filed, and the helpers pages share to read it. Its shape and
 * the browser's check are the endpoint's contract (src/domain/contracts/business-list.ts).
 */

export type {
  BusinessAddress,
  BusinessOwner,
  BusinessRecord,
  RecordAddress,
  RegisteredAgent,
} from './contracts/business-list';

/** The business's name as filed (with its descriptor), or as chosen when none was filed. */
export function filedBusinessName(
  record: Pick<BusinessRecord, 'official_business_name' | 'business_name'>,
): string {
  return record.official_business_name ?? record.business_name;
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
    member_type: memberType(fields.member_type),
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
