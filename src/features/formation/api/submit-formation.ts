import { ApiError, apiJson } from '../../../api/http';
import { readSessionJson, writeSessionJson } from '../../../local/session-json';

export interface FormationSubmission {
  business_id: number;
  status: string;
  statefile_id: number;
  submitted_at: string;
}

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
  try {
    const result = await apiJson<FormationSubmission>(
      `/v1/formation/submit?individual_id=${individualId}`,
      {
        method: 'POST',
        json: { individual_id: individualId },
        headers: { 'idempotency-key': key },
      },
    );
    sessionStorage.removeItem(keyName(individualId));
    return result;
  } catch (error) {
    // A refusal (4xx) is final for this key: the server replays it, so a corrected retry needs
    // a new key. Without an answer (network, 5xx) the key is kept for the retry.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      sessionStorage.removeItem(keyName(individualId));
    }
    throw error;
  }
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
