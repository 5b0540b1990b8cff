import { apiJson } from '../../../api/http';
import { sendUnderKeptKey } from '../../../api/kept-key-request';
import { readSessionJson, writeSessionJson } from '../../../local/session-json';

export interface FormationSubmission {
  business_id: number;
  status: string;
  statefile_id: number;
  submitted_at: string;
}

/** The same submission is still being processed on the server (its key is in use). */
const SUBMISSION_STILL_RUNNING =
  'Your submission is still being processed. Please wait a moment and submit again: it will be filed once.';

const keyName = (individualId: number) => `charter:formation-submit-key:${individualId}`;

/**
 * POST /v1/formation/submit?individual_id= with an Idempotency-Key that survives until the
 * server has answered: pressing again after a lost answer replays the first submission instead
 * of filing twice.
 */
export async function submitFormation(individualId: number): Promise<FormationSubmission> {
  let key = sessionStorage.getItem(keyName(individualId));
  if (!key) {
    key = `formation-submit-${crypto.randomUUID()}`;
    sessionStorage.setItem(keyName(individualId), key);
  }
  // A final refusal is replayed for this key, so a corrected retry needs a new one; without a
  // final answer (network, 5xx, in progress) the key is kept for the retry.
  return sendUnderKeptKey(
    () =>
      apiJson<FormationSubmission>(`/v1/formation/submit?individual_id=${individualId}`, {
        method: 'POST',
        json: { individual_id: individualId },
        headers: { 'idempotency-key': key },
      }),
    () => sessionStorage.removeItem(keyName(individualId)),
    SUBMISSION_STILL_RUNNING,
  );
}

const submissionName = (individualId: number) => `charter:formation-submission:${individualId}`;

function isSubmission(value: unknown): value is FormationSubmission {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FormationSubmission).statefile_id === 'number'
  );
}

/** The submission the confirmation page shows (this tab; gone with the tab). */
export function rememberSubmission(individualId: number, submission: FormationSubmission): void {
  writeSessionJson(submissionName(individualId), submission);
}

export function rememberedSubmission(individualId: number): FormationSubmission | null {
  return readSessionJson(submissionName(individualId), isSubmission);
}
