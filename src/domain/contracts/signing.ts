import type { FromSchema } from 'json-schema-to-ts';
import { SIGNER_STATES } from '../signing/signature-request';

/**
 * The public signing routes a member's link reaches (decision 0050): the schemas the server
 * serialises what the link asks and the signature's outcome with, and the browser's types and
 * answer checks (decision 0065).
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
