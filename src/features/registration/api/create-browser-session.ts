import { ApiError, apiJson } from '../../../api/http';
import { botCheckTokens, REQUIRE_V2_FLAG } from './bot-check';

/**
 * POST /v1/browser_session/create (spec foundation §7) behind the bot check; the server sets the
 * sessionId cookie. A 400 with require_v2 means the stronger challenge is needed: the flag is
 * kept in session storage (spec §4) and the error carries the server's message.
 */
export async function createBrowserSession(): Promise<string> {
  const tokens = await botCheckTokens();
  try {
    const created = await apiJson<{ id: string }>('/v1/browser_session/create', {
      method: 'POST',
      auth: false,
      json: { browser_agent: navigator.userAgent, ...tokens },
    });
    return created.id;
  } catch (error) {
    if (error instanceof ApiError && (error.body as { require_v2?: boolean })?.require_v2) {
      sessionStorage.setItem(REQUIRE_V2_FLAG, 'true');
    }
    throw error;
  }
}
