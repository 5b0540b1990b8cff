import type { FromSchema } from 'json-schema-to-ts';
import { MASKED_EIN_PATTERN } from '../ein/ein-number';
import { allRequired } from './all-required';
import { MEMBER_TYPES } from '../owner-details/member-types';

/**
 * GET /v1/business/list (spec foundation §6 "The business record from the server": id,
 * updated_at, addresses, owners, business_name, business_type, with the formation filing's
 * other answers): the schema the server serialises with, and the browser's types and answer
 * check (decision 0065). The server builds the record in src/domain/business-record.ts.
 *
 * Every address in the record uses the spec's address names (street_address,
 * street_address_2, city, state, zipcode), including the owners' and the registered agent's,
 * whose answers are saved as street_address1, street_address2 and zip_code. A text the owner
 * left out is ''.
 */

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

const addressProperties = {
  street_address: text,
  street_address_2: text,
  city: text,
  /** Full state name, as address answers hold it. */
  state: text,
  zipcode: text,
} as const;

export const recordAddressSchema = {
  type: 'object',
  properties: addressProperties,
  required: allRequired(addressProperties),
  additionalProperties: false,
} as const;

const businessAddressProperties = {
  type: { enum: ['business', 'mailing'] },
  ...addressProperties,
} as const;

export const businessAddressSchema = {
  type: 'object',
  properties: businessAddressProperties,
  required: allRequired(businessAddressProperties),
  additionalProperties: false,
} as const;

/** One owner (formation page3's owners row, without the form's prefill toggles). */
const ownerProperties = {
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
  /** 1–100; null if the stored row has no number. */
  percentage: { type: ['number', 'null'] },
  ...addressProperties,
  is_managing_member: { type: 'boolean' },
  is_primary_contact: { type: 'boolean' },
  /** Owner or Agent (shown as Individual), decision 0089; Owner for a row saved without one. */
  member_type: { enum: MEMBER_TYPES },
} as const;

export const businessOwnerSchema = {
  type: 'object',
  properties: ownerProperties,
  required: allRequired(ownerProperties),
  additionalProperties: false,
} as const;

/** Formation page4: Charter's agent, or someone else with a type, a name and an address. */
const agentProperties = {
  is_bizup_designated_agent: { type: 'boolean' },
  /** 'Agent' (an individual) or 'Business'; '' for Charter's agent. */
  registered_agent_type: text,
  agent_first_name: text,
  agent_last_name: text,
  /** The agent's business name when the agent is a business. */
  business_name: text,
  ...addressProperties,
} as const;

export const registeredAgentSchema = {
  type: 'object',
  properties: agentProperties,
  required: allRequired(agentProperties),
  additionalProperties: false,
} as const;

const dateTime = { type: 'string', format: 'date-time' } as const;

const businessProperties = {
  /** The spec's name for the business id; business_id holds the same number. */
  id: { type: 'integer' },
  business_id: { type: 'integer' },
  business_name: text,
  /** The name with its legal identifier, as filed (e.g. "Bluebonnet Bikes LLC"). */
  official_business_name: nullableText,
  legal_identifier: nullableText,
  business_type: text,
  state: text,
  state_code: text,
  /** The state filing's status (foundation §4 formation order statuses). */
  status: text,
  service_filing: { enum: ['standard', 'rapid'] },
  /** Six-digit NAICS code. */
  business_class: nullableText,
  /** ISO date-times; submitted_at is null for a business not filed through Charter. */
  submitted_at: { type: ['string', 'null'], format: 'date-time' },
  created_at: dateTime,
  updated_at: dateTime,
  addresses: { type: 'array', items: businessAddressSchema },
  owners: { type: 'array', items: businessOwnerSchema },
  /** null when the record holds no registered agent. */
  registered_agent: { ...registeredAgentSchema, type: ['object', 'null'] },
  /**
   * The EIN the IRS assigned, masked to its last four digits (**-***6789); null until the back
   * office records it. The full number is only answered by GET /v1/business/{business_id}/ein
   * (decision 0087).
   */
  ein_masked: { type: ['string', 'null'], pattern: MASKED_EIN_PATTERN.source },
  /**
   * The number the state filed the formation under, from its filed articles; null until they
   * arrive (decision 0091).
   */
  state_file_number: nullableText,
  /**
   * The formation date (YYYY-MM-DD) the deadlines count from: the effective date on the filed
   * articles, or until they arrive the day the formation was approved; null while not formed.
   */
  formed_on: { type: ['string', 'null'], format: 'date' },
} as const;

export const businessRecordSchema = {
  type: 'object',
  properties: businessProperties,
  required: allRequired(businessProperties),
  additionalProperties: false,
} as const;

export const businessListAnswer = {
  type: 'object',
  description: "The caller's businesses",
  properties: { businesses: { type: 'array', items: businessRecordSchema } },
  required: ['businesses'],
  additionalProperties: false,
} as const;

export type RecordAddress = FromSchema<typeof recordAddressSchema>;
export type BusinessAddress = FromSchema<typeof businessAddressSchema>;
export type BusinessOwner = FromSchema<typeof businessOwnerSchema>;
export type RegisteredAgent = FromSchema<typeof registeredAgentSchema>;
export type BusinessRecord = FromSchema<typeof businessRecordSchema>;
