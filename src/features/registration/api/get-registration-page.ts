import type { ServerCopy } from '../../../local/local-database';
import { fetchSavedPage } from '../../../questionnaire/api/get-owner-page';

/**
 * GET /v1/pages/{page}?browser_session_id= (spec foundation §7): the session's saved answers of
 * one registration page, or null when none are saved. No token: the session cookie is the key.
 */
export function getRegistrationPage(sessionId: string, page: string): Promise<ServerCopy | null> {
  return fetchSavedPage(`/v1/pages/${page}?browser_session_id=${encodeURIComponent(sessionId)}`, {
    auth: false,
  });
}
