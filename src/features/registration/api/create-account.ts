import { ApiError, apiJson } from '../../../api/http';
import { writeTokens } from '../../../api/token-store';
import { emailCheckAnswer } from '../../../domain/contracts/check-email';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { messages } from '../../../domain/questionnaire/messages';
import type { Answers } from '../../../domain/questionnaire/page-definition';
import type { FieldErrors } from '../../../domain/questionnaire/validate-page';
import { draftStore } from '../../../local/draft-store';
import { serverCopyOf } from '../../../local/server-copy';
import { getSessionPage } from '../../../questionnaire/api/get-session-page';
import { PageSubmitError } from '../../../questionnaire/page-source';
import { sessionOwnerKey } from '../../../api/browser-session-cookie';

export const ACCOUNT_PAGE_ID = 'registration/page5';
/** Never written to the device: the account takes them, the answers keep the emails only. */
export const ACCOUNT_SECRET_FIELDS = ['password', 'confirm_password'] as const;

const UNREACHABLE =
  'We could not reach Charter to create your account. Check your connection and try again; your answers are kept.';

/** GET /v1/check_email (spec foundation §7): whether the email already has an account. */
async function emailHasAccount(email: string): Promise<boolean> {
  const checked = await apiJson<unknown>(`/v1/check_email?email=${encodeURIComponent(email)}`, {
    auth: false,
  });
  return checkedAnswer(emailCheckAnswer, checked, 'GET /v1/check_email').exists;
}

/** Whether this session's page5 already created the account of `email` (a retried Continue). */
async function createdHere(sessionId: string, email: string): Promise<boolean> {
  const saved = await getSessionPage(sessionId, 'page5');
  return String(saved?.answers.email ?? '').toLowerCase() === email.toLowerCase();
}

function savePage5(sessionId: string, answers: Answers, updatedAt: string | null) {
  return apiJson<Answers>(`/v1/pages/page5`, {
    method: 'POST',
    auth: false,
    headers: { 'idempotency-key': `account-${crypto.randomUUID()}` },
    json: { ...answers, browser_session_id: sessionId, updated_at: updatedAt },
  });
}

/**
 * Registration page5 (spec foundation §2): creates the account in the identity provider's store
 * (POST /v1/pages/page5; the server keeps no password in the answers) and signs the new owner in
 * with the password grant. It cannot wait in the outbox: the checkout needs the signed-in owner.
 * Resolves with the server's messages (an email that has an account), or null when signed in.
 */
export async function createAccount(
  sessionId: string,
  answers: Answers,
): Promise<FieldErrors | null> {
  const email = String(answers.email);
  let presented: Answers;
  try {
    if ((await emailHasAccount(email)) && !(await createdHere(sessionId, email))) {
      return { email: messages.emailAlreadyAssociated };
    }
    try {
      presented = await savePage5(sessionId, answers, null);
    } catch (error) {
      // Saved before (the sign-in after it failed): save again on the server's version.
      const current =
        error instanceof ApiError && error.status === 409
          ? serverCopyOf((error.body as { current?: unknown }).current)
          : null;
      if (!current) throw error;
      presented = await savePage5(sessionId, answers, current.updatedAt);
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      return (error.body as { errors?: FieldErrors }).errors ?? {};
    }
    throw new PageSubmitError(
      error instanceof ApiError && error.status ? error.message : UNREACHABLE,
    );
  }
  const saved = serverCopyOf(presented);
  if (saved) {
    await draftStore
      .keepCopy(sessionOwnerKey(sessionId), ACCOUNT_PAGE_ID, saved.answers, saved.updatedAt)
      .catch(() => undefined);
  }
  try {
    // The provider's client loads here, not with the question pages that may never get this far.
    const { signInWithPassword } = await import('../../../api/identity-provider');
    writeTokens(await signInWithPassword(email, String(answers.password)));
  } catch {
    throw new PageSubmitError(
      'Your account was created, but signing you in failed. Please try again.',
    );
  }
  return null;
}
