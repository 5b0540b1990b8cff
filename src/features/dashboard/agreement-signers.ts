import { apiJson } from '../../api/http';
import { sendUnderKeptKey } from '../../api/kept-key-request';
import {
  OPERATING_AGREEMENT_RESEND_PATH,
  OPERATING_AGREEMENT_SIGNERS_PATH,
} from '../../domain/flows/operating-agreement-flow';
import { checkedAnswer } from '../../domain/contracts/checked-answer';
import { envelopeView } from '../../domain/contracts/agreement-signers';

/** Both endpoints answer the envelope, checked with the routes' schema. */
const envelopeOf = (answer: unknown, endpoint: string) =>
  checkedAnswer(envelopeView, answer, endpoint);

/** GET: where each member stands with their signature on the owner's agreement. */
export const getAgreementSigners = async (individualId: number, signal?: AbortSignal) =>
  envelopeOf(
    await apiJson<unknown>(`${OPERATING_AGREEMENT_SIGNERS_PATH}?individual_id=${individualId}`, {
      signal,
    }),
    `GET ${OPERATING_AGREEMENT_SIGNERS_PATH}`,
  );

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
    async () =>
      envelopeOf(
        await apiJson<unknown>(`${OPERATING_AGREEMENT_RESEND_PATH}?individual_id=${individualId}`, {
          method: 'POST',
          json: { signer_id: signerId },
          headers: { 'idempotency-key': key },
        }),
        `POST ${OPERATING_AGREEMENT_RESEND_PATH}`,
      ),
    () => undefined,
    'Your request is still being sent. Please wait a moment.',
  );
}
