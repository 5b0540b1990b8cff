import { apiJson } from '../../api/http';
import { sendUnderKeptKey } from '../../api/kept-key-request';
import {
  OPERATING_AGREEMENT_RESEND_PATH,
  OPERATING_AGREEMENT_SIGNERS_PATH,
} from '../../domain/flows/operating-agreement-flow';
import type { EnvelopeView } from '../../domain/signing/signature-request';

/** GET: where each member stands with their signature on the owner's agreement. */
export const getAgreementSigners = (individualId: number, signal?: AbortSignal) =>
  apiJson<EnvelopeView>(`${OPERATING_AGREEMENT_SIGNERS_PATH}?individual_id=${individualId}`, {
    signal,
  });

export const agreementSignersKey = (individualId: number) => [
  'operating-agreement-signers',
  individualId,
];

/**
 * POST: asks a member again with a new link, under one Idempotency-Key until answered (a
 * double press, or a retry after a lost answer, sends one email).
 */
export function resendSigningRequest(individualId: number, signerId: number) {
  const key = `agreement-resend-${crypto.randomUUID()}`;
  return sendUnderKeptKey(
    () =>
      apiJson<EnvelopeView>(`${OPERATING_AGREEMENT_RESEND_PATH}?individual_id=${individualId}`, {
        method: 'POST',
        json: { signer_id: signerId },
        headers: { 'idempotency-key': key },
      }),
    () => undefined,
    'Your request is still being sent. Please wait a moment.',
  );
}
