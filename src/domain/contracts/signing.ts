import type { FromSchema } from 'json-schema-to-ts';
import { SIGNER_STATES, signatureSchema } from '../signing/signature-request';

/**
 * The public signing routes a member's link reaches (decision 0050): the schemas the server
 * serialises what the link asks and the signature's outcome with, and validates the signature
 * with, and the types and answer checks of both sides (decision 0065).
 */

const timestamp = { type: 'string', format: 'date-time' } as const;

/**
 * GET {signingApiPaths.request}: what a signer's link asks of them, and where they stand.
 * `expires_at` is when the link stops working; `signed_count` of `signer_count` have signed.
 */
export const signingRequestView = {
  description: 'What the link asks of its signer, and where they stand',
  type: 'object',
  properties: {
    title: { type: 'string' },
    business_name: { type: 'string' },
    sent_by: { type: 'string', description: 'Who asked for the signatures' },
    signer: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        email: { type: 'string' },
        state: { enum: SIGNER_STATES },
        signed_at: { ...timestamp, type: ['string', 'null'] },
      },
      required: ['name', 'email', 'state', 'signed_at'],
    },
    document_sha256: { type: 'string', description: 'Hex SHA-256 of the document to sign' },
    expires_at: timestamp,
    signed_count: { type: 'integer' },
    signer_count: { type: 'integer' },
  },
  required: [
    'title',
    'business_name',
    'sent_by',
    'signer',
    'document_sha256',
    'expires_at',
    'signed_count',
    'signer_count',
  ],
} as const;

export type SigningRequestView = FromSchema<typeof signingRequestView>;

/**
 * POST {signingApiPaths.sign}: consent, the signature, and the document the signer read. Consent
 * may be false here: the route then answers why it is needed (422), as the page says it.
 */
export const signBody = {
  type: 'object',
  properties: {
    consent: { type: 'boolean', description: 'The signer agrees to sign electronically' },
    signature: signatureSchema,
    document_sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
  required: ['consent', 'signature', 'document_sha256'],
  additionalProperties: false,
} as const;

export type SignBody = FromSchema<typeof signBody>;

/** A request to sign with the signer's consent given: what the page sends, and signs. */
export type ConsentedSignBody = SignBody & { consent: true };

/** POST {signingApiPaths.sign}: the signature is taken. */
export const signedAnswer = {
  description: 'Signed',
  type: 'object',
  properties: {
    state: { const: 'signed' },
    signed_at: timestamp,
    completed: { type: 'boolean', description: 'Whether every signer has now signed' },
  },
  required: ['state', 'signed_at', 'completed'],
} as const;
