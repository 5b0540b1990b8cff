import { ApiError, apiJson } from '../../../api/http';

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

/** The submission the confirmation page shows (this tab; gone with the tab). */
export function rememberSubmission(individualId: number, submission: FormationSubmission): void {
  sessionStorage.setItem(submissionName(individualId), JSON.stringify(submission));
}

export function rememberedSubmission(individualId: number): FormationSubmission | null {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(submissionName(individualId)) ?? 'null',
    ) as FormationSubmission | null;
    return parsed && typeof parsed.statefile_id === 'number' ? parsed : null;
  } catch {
    return null;
  }
}
