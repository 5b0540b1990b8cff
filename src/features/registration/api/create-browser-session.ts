import { ApiError, apiJson } from '../../../api/http';
import {
  browserSessionCreated,
  type BotCheckTokens,
} from '../../../domain/contracts/browser-session-create';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { BotChallengeRequired, botCheckTokens, rememberV2Challenge } from './bot-check';

/**
 * POST /v1/browser_session/create (spec foundation §7) behind the bot check; the server sets the
 * sessionId cookie. Without tokens the bot check makes them (v3, or nothing on localhost). A 400
 * with require_v2 means the stronger challenge is needed: the flag is kept in session storage
 * (spec §4) and BotChallengeRequired asks the page to show it.
 */
export async function createBrowserSession(tokens?: BotCheckTokens): Promise<string> {
  const proof = tokens ?? (await botCheckTokens());
  try {
    const created = await apiJson<unknown>('/v1/browser_session/create', {
      method: 'POST',
      auth: false,
      json: { browser_agent: navigator.userAgent, ...proof },
    });
    return checkedAnswer(browserSessionCreated, created, 'POST /v1/browser_session/create').id;
  } catch (error) {
    if (error instanceof ApiError && (error.body as { require_v2?: boolean })?.require_v2) {
      rememberV2Challenge();
      throw new BotChallengeRequired();
    }
    throw error;
  }
}
