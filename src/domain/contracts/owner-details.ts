import type { FromSchema } from 'json-schema-to-ts';

/**
 * The owner's own details (decision 0089): the bodies and answers of PUT /v1/individual/{id},
 * PUT /v1/address/{business_id}/{type} and PUT /v1/business_member/{business_id}/{index}. A
 * body's answers are typed loosely here: the page definitions' rules (validatePage) check them,
 * in the browser and on the server alike. A business edit answers the business record
 * (business-list.ts).
 */

const answer = { type: ['string', 'null'], maxLength: 1000 } as const;
/** The record's updated_at the edit was based on: 409 with the record when it has changed. */
const basedOn = { type: 'string', format: 'date-time' } as const;

export const individualPhoneBody = {
  type: 'object',
  properties: {
    phone: answer,
    /** The number the edit replaces (null: none on file); 409 when it is no longer on file. */
    previous_phone: { type: ['string', 'null'], maxLength: 1000 },
  },
  required: ['phone', 'previous_phone'],
} as const;

export const individualPhoneAnswer = {
  type: 'object',
  description: "The owner's phone number, changed",
  properties: { individual_id: { type: 'integer' }, phone: { type: ['string', 'null'] } },
  required: ['individual_id', 'phone'],
  additionalProperties: false,
} as const;
export type IndividualPhoneAnswer = FromSchema<typeof individualPhoneAnswer>;

const addressAnswers = {
  street_address1: answer,
  street_address2: answer,
  city: answer,
  state: answer,
  zip_code: answer,
} as const;

export const addressParams = {
  type: 'object',
  properties: {
    business_id: { type: 'integer', minimum: 1 },
    type: { enum: ['business', 'mailing'] },
  },
  required: ['business_id', 'type'],
} as const;

export const addressBody = {
  type: 'object',
  properties: { ...addressAnswers, updated_at: basedOn },
  required: ['updated_at'],
} as const;
export type AddressBody = FromSchema<typeof addressBody>;

export const memberParams = {
  type: 'object',
  properties: {
    business_id: { type: 'integer', minimum: 1 },
    /** The member's place in the record's owners list, from 0. */
    member_index: { type: 'integer', minimum: 0, maximum: 99 },
  },
  required: ['business_id', 'member_index'],
} as const;

export const memberBody = {
  type: 'object',
  properties: {
    member_type: answer,
    email: answer,
    phone: answer,
    ...addressAnswers,
    /** On file with the state: accepted only unchanged (422 pointing to the amendment). */
    first_name: answer,
    last_name: answer,
    percentage: { type: ['number', 'null'] },
    updated_at: basedOn,
  },
  required: ['updated_at'],
} as const;
export type MemberBody = FromSchema<typeof memberBody>;
