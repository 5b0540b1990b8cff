import type { ServerCopy } from '../../local/local-database';
import { fetchSavedPage } from './get-owner-page';

/**
 * GET /v1/pages/{page}?browser_session_id= (spec foundation §7): an anonymous registration's
 * saved answers of one page, or null when none are saved. No token: the session cookie is the key.
 */
export function getSessionPage(sessionId: string, page: string): Promise<ServerCopy | null> {
  return fetchSavedPage(`/v1/pages/${page}?browser_session_id=${encodeURIComponent(sessionId)}`, {
    auth: false,
  });
}
