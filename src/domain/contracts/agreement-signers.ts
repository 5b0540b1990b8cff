import type { FromSchema } from 'json-schema-to-ts';
import { SIGNER_STATES } from '../signing/signature-request';

/**
 * GET /v1/operating_agreement/signers and POST /v1/operating_agreement/resend (decision 0050):
 * the schema the server serialises an envelope's signatures with, and the browser's types and
 * answer check (decision 0065).
 */

const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const signerView = {
  type: 'object',
  properties: {
    signer_id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    state: { enum: SIGNER_STATES },
    sent_at: { type: 'string', format: 'date-time', description: 'When the latest request went' },
    viewed_at: nullableTime,
    signed_at: nullableTime,
  },
  required: ['signer_id', 'name', 'email', 'state', 'sent_at', 'viewed_at', 'signed_at'],
} as const;

/** One member asked to sign, and where they stand. */
export type SignerView = FromSchema<typeof signerView>;

export const envelopeView = {
  description: 'Where each member stands with their signature',
  type: 'object',
  properties: {
    envelope_id: { type: 'string', format: 'uuid' },
    status: { enum: ['sent', 'completed'] },
    sent_at: { type: 'string', format: 'date-time' },
    completed_at: nullableTime,
    signers: { type: 'array', items: signerView },
  },
  required: ['envelope_id', 'status', 'sent_at', 'completed_at', 'signers'],
} as const;

/** Where the signatures of an owner's envelope stand, as the owner's dashboard reads them. */
export type EnvelopeView = FromSchema<typeof envelopeView>;
