/**
 * JSON Schema of GET /v1/business/list's answer (src/domain/business-record.ts): the route
 * serialises with it, so nothing outside it leaves the server, and the OpenAPI document
 * describes the route with it.
 */

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

const addressProperties = {
  street_address: text,
  street_address_2: text,
  city: text,
  state: text,
  zipcode: text,
} as const;
const addressRequired = Object.keys(addressProperties);

const businessAddress = {
  type: 'object',
  properties: { type: { enum: ['business', 'mailing'] }, ...addressProperties },
  required: ['type', ...addressRequired],
} as const;

const ownerProperties = {
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
  percentage: { type: ['number', 'null'] },
  ...addressProperties,
  is_managing_member: { type: 'boolean' },
  is_primary_contact: { type: 'boolean' },
} as const;

const businessOwner = {
  type: 'object',
  properties: ownerProperties,
  required: Object.keys(ownerProperties),
} as const;

const agentProperties = {
  is_bizup_designated_agent: { type: 'boolean' },
  registered_agent_type: text,
  agent_first_name: text,
  agent_last_name: text,
  business_name: text,
  ...addressProperties,
} as const;

const registeredAgent = {
  type: ['object', 'null'],
  properties: agentProperties,
  required: Object.keys(agentProperties),
} as const;

const dateTime = { type: 'string', format: 'date-time' } as const;

const businessProperties = {
  id: { type: 'integer' },
  business_id: { type: 'integer' },
  business_name: text,
  official_business_name: nullableText,
  legal_identifier: nullableText,
  business_type: text,
  state: text,
  state_code: text,
  status: text,
  service_filing: { enum: ['standard', 'rapid'] },
  business_class: nullableText,
  submitted_at: { type: ['string', 'null'], format: 'date-time' },
  created_at: dateTime,
  updated_at: dateTime,
  addresses: { type: 'array', items: businessAddress },
  owners: { type: 'array', items: businessOwner },
  registered_agent: registeredAgent,
} as const;

const businessRecordSchema = {
  type: 'object',
  properties: businessProperties,
  required: Object.keys(businessProperties),
} as const;

export const businessListSchema = {
  type: 'object',
  description: "The caller's businesses",
  properties: { businesses: { type: 'array', items: businessRecordSchema } },
  required: ['businesses'],
} as const;
