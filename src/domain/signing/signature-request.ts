/*
 * Electronic signatures (issue 16, decision 0050): what the signing page and the server share —
 * the page's address, the public API a signer's link reaches, the shape of a signature, its
 * limits and the consent a signer gives.
 */

import type { FromSchema } from 'json-schema-to-ts';
import { inAbout } from '../wait-time';

/** The public API a signing link reaches (under the main backend, /api), no account needed. */
export const signingApiPaths = {
  request: (token: string) => `/v1/signing/${token}`,
  document: (token: string) => `/v1/signing/${token}/document`,
  viewed: (token: string) => `/v1/signing/${token}/viewed`,
  sign: (token: string) => `/v1/signing/${token}/sign`,
};

/** How long a signing link works after it is sent (a resend gives a new one for as long). */
export const SIGNING_LINK_DAYS = 30;

/**
 * Asking a member again (Resend, decision 0055): at most once every this many minutes for one
 * member (their mail has time to arrive before another replaces its link)…
 */
export const SIGNING_RESEND_COOLDOWN_MINUTES = 5;

/** …and at most this many resends by one owner in any 24 hours, all their members together. */
export const SIGNING_RESENDS_PER_DAY = 10;

/** Why a resend is refused for now (429, with Retry-After), as the owner's dashboard says it. */
export const resendRefusals = {
  member: (retryAfterSeconds: number) =>
    `This member was sent a new link less than ${SIGNING_RESEND_COOLDOWN_MINUTES} minutes ago. Please give the email time to arrive; you can resend it ${inAbout(retryAfterSeconds)}.`,
  owner: (retryAfterSeconds: number) =>
    `You have resent ${SIGNING_RESENDS_PER_DAY} signing requests in the last 24 hours, the most in a day. You can resend again ${inAbout(retryAfterSeconds)}.`,
};

/** When a signer who has not signed is reminded, in days after the request was sent. */
export const SIGNING_REMINDER_DAYS = [3, 7] as const;

/** Where a signer stands: asked, has opened the document, has signed. */
export type SignerState = 'sent' | 'viewed' | 'signed';
export const SIGNER_STATES: readonly SignerState[] = ['sent', 'viewed', 'signed'];

/** How the owner's dashboard names each state. */
export const SIGNER_STATE_LABELS: Readonly<Record<SignerState, string>> = {
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
};

/** The most characters of a typed signature (a name). */
export const TYPED_SIGNATURE_MAX_LENGTH = 128;

/** The most bytes of a drawn signature's PNG. */
export const DRAWN_SIGNATURE_MAX_BYTES = 150_000;

/**
 * The largest drawing the signing pad makes, in pixels (decision 0055). The pad clamps its
 * canvas to it whatever the screen's density, zoom or font size, and the server refuses a
 * larger PNG before decoding it: at most 640,000 pixels (2.5 MB of RGBA) to decode and stamp,
 * still over 400 pixels an inch in the signature's box on the document.
 */
export const DRAWN_SIGNATURE_MAX_WIDTH = 1600;
export const DRAWN_SIGNATURE_MAX_HEIGHT = 400;

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** The longest data URL a drawn signature of the most bytes makes. */
export const DRAWN_SIGNATURE_MAX_LENGTH =
  PNG_DATA_URL_PREFIX.length + Math.ceil(DRAWN_SIGNATURE_MAX_BYTES / 3) * 4;

/**
 * A signature: the name typed, or the PNG of one drawn on the page (a data URL); the signing
 * request's schema (src/domain/contracts/signing.ts) takes it as it is.
 */
export const signatureSchema = {
  oneOf: [
    {
      type: 'object',
      properties: {
        kind: { const: 'typed' },
        name: { type: 'string', maxLength: TYPED_SIGNATURE_MAX_LENGTH },
      },
      required: ['kind', 'name'],
      additionalProperties: false,
    },
    {
      type: 'object',
      properties: {
        kind: { const: 'drawn' },
        image: {
          type: 'string',
          maxLength: DRAWN_SIGNATURE_MAX_LENGTH,
          description: 'The drawn signature, a PNG data URL',
        },
      },
      required: ['kind', 'image'],
      additionalProperties: false,
    },
  ],
} as const;

export type Signature = FromSchema<typeof signatureSchema>;

/**
 * The consent a signer gives before signing (the ESIGN Act's consumer consent, UETA's
 * agreement to transact electronically), shown beside its checkbox and kept in the audit trail.
 */
export const ELECTRONIC_SIGNATURE_CONSENT =
  'I agree to sign this document electronically. My electronic signature is legally binding, just like a handwritten signature. I can ask the sender for a paper copy, and I can withdraw my consent by closing this page before I sign.';

/** Why a signature cannot be taken yet: the page says it at once, the server says it too. */
export const signatureMessages = {
  consentRequired: 'Please agree to sign electronically before you sign.',
  nameRequired: 'Please type your full name as your signature.',
  drawingRequired: 'Please draw your signature, or type your name instead.',
  drawingTooLarge: 'Your drawing is too large. Please clear it and draw it again.',
  drawingNotPng: 'The drawn signature must be a PNG image. Please draw it again.',
  drawingUnreadable:
    'Your drawing could not be read. Please clear it and draw it again, or type your name instead.',
  typedNotPrintable:
    'Your typed signature cannot be printed on the document. Please type your name again on one line, or draw your signature instead.',
} as const;

/** What is missing from a signature before it can be sent, or null. */
export function signatureProblem(consent: boolean, signature: Signature): string | null {
  if (!consent) return signatureMessages.consentRequired;
  if (signature.kind === 'typed') {
    return signature.name.trim() === '' ? signatureMessages.nameRequired : null;
  }
  if (signature.image === '') return signatureMessages.drawingRequired;
  return signature.image.length > DRAWN_SIGNATURE_MAX_LENGTH
    ? signatureMessages.drawingTooLarge
    : null;
}
