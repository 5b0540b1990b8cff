import type { BotCheckTokens } from '../../src/domain/contracts/browser-session-create';

/**
 * The bot check of browser session creation (spec foundation §4 "Session creation"): reCAPTCHA
 * v3 first; a low score asks for the v2 challenge (require_v2). Tokens are verified with Google's
 * siteverify only when a secret is configured: the embedded default has no Google account.
 */
export type BotCheckOutcome = 'passed' | 'require-v2' | 'failed';

/** Scores below this ask for the v2 challenge (Google's suggested default threshold). */
export const V3_MIN_SCORE = 0.5;
/** Google's endpoint; RECAPTCHA_VERIFY_URL may name another (e.g. www.recaptcha.net's). */
export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

interface SiteverifyAnswer {
  success: boolean;
  score?: number;
}

export type Siteverify = (secret: string, token: string) => Promise<SiteverifyAnswer>;

export const siteverifyAt =
  (url: string): Siteverify =>
  async (secret, token) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    return (await response.json()) as SiteverifyAnswer;
  };

export async function checkBot(
  secret: string | null,
  tokens: BotCheckTokens,
  siteverify: Siteverify,
): Promise<BotCheckOutcome> {
  if (!secret) return 'passed';
  if (tokens.recaptcha_v2_token) {
    const answer = await siteverify(secret, tokens.recaptcha_v2_token);
    return answer.success ? 'passed' : 'failed';
  }
  if (!tokens.recaptcha_v3_token) return 'require-v2';
  const answer = await siteverify(secret, tokens.recaptcha_v3_token);
  if (!answer.success) return 'failed';
  return (answer.score ?? 0) >= V3_MIN_SCORE ? 'passed' : 'require-v2';
}
