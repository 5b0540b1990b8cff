import type { FromSchema } from 'json-schema-to-ts';

/*
 * The back office's requests its commands (ops-commands.ts) take as the /ops routes
 * (ops-routes.ts) validate them: each command's request type follows from its route's schema
 * (decision 0065). An owner is an individual id (7) or an email; a service, a product key
 * (EIN_APPLICATION) or a service name (ein-application).
 */

/** An owner, a service or a status as the operator typed it. */
export const operatorText = { type: 'string', minLength: 1, maxLength: 254 } as const;

/** POST /ops/v1/service-status: sets the status of an owner's service. */
export const setStatusBody = {
  type: 'object',
  properties: { owner: operatorText, service: operatorText, status: operatorText },
  required: ['owner', 'service', 'status'],
} as const;

export type SetStatusRequest = FromSchema<typeof setStatusBody>;

/** POST /ops/v1/signature-resets: returns the signatures an owner's agreement cannot use. */
export const signaturesResetBody = {
  type: 'object',
  properties: { owner: operatorText },
  required: ['owner'],
} as const;

export type SignaturesResetRequest = FromSchema<typeof signaturesResetBody>;

/**
 * POST /ops/v1/ein: records the EIN the IRS assigned to an owner's business. Its length is all
 * the schema checks: the EIN rule (src/domain/ein/ein-number.ts) refuses the rest with a message
 * that never repeats the number (decision 0087).
 */
export const recordEinBody = {
  type: 'object',
  properties: { owner: operatorText, ein: { type: 'string', minLength: 1, maxLength: 32 } },
  required: ['owner', 'ein'],
} as const;

export type RecordEinRequest = FromSchema<typeof recordEinBody>;
