import { readSessionId } from './browser-session-cookie';
import { apiJson } from './http';
import { readTokens } from './token-store';
import { checkedAnswer } from '../domain/contracts/checked-answer';
import { nameCheckAnswer, type NameCheckAnswer } from '../domain/contracts/business-name-check';

/** FOUND: the state already has a business by this name; NOT_FOUND: the name is free. */
export type NameCheckResult = NameCheckAnswer['valid_name'];

export interface NameCheckRequest {
  businessName: string;
  /** Two-letter abbreviation (spec §3 "Name-availability check"). */
  stateAbbreviation: string;
  /** The signed-in owner's business the name is for, whose own name is not taken. */
  businessId?: number;
}

/**
 * Who asks: a signed-in owner with the token (POST /v1/business/namecheck), or, before the
 * account exists, the registration of this browser's sessionId cookie
 * (POST /v1/browser_session/namecheck, decision 0042). Registration asks without a token:
 * demanding one there would sign the visitor "out" and reload the page.
 */
function askerOf(): { path: string; auth: boolean; session: object } {
  if (readTokens() !== null) return { path: '/v1/business/namecheck', auth: true, session: {} };
  const sessionId = readSessionId();
  if (sessionId === null) throw new Error('Neither signed in nor registering: no one to ask for');
  return {
    path: '/v1/browser_session/namecheck',
    auth: false,
    session: { browser_session_id: sessionId },
  };
}

/**
 * Asks the main backend whether a business name is taken in a state (spec foundation §4
 * name-availability flag).
 */
export async function checkBusinessName(
  { businessName, stateAbbreviation, businessId }: NameCheckRequest,
  signal?: AbortSignal,
): Promise<NameCheckResult> {
  const { path, auth, session } = askerOf();
  const body = await apiJson<unknown>(path, {
    method: 'POST',
    json: {
      business_name: businessName,
      state: stateAbbreviation,
      country: 'US',
      ...session,
      ...(auth && businessId ? { business_id: businessId } : {}),
    },
    auth,
    signal,
  });
  return checkedAnswer(nameCheckAnswer, body, `POST ${path}`).valid_name;
}
