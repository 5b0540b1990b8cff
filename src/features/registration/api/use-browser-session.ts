import { useEffect, useState } from 'react';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../api/http';
import { parseRegistrationQuery } from '../../../domain/registration/registration-query';
import { readSessionId } from '../../../api/browser-session-cookie';
import { BotChallengeRequired, canShowV2Challenge } from './bot-check';
import { createBrowserSession } from './create-browser-session';

export type BrowserSessionState =
  | { status: 'starting' }
  | {
      status: 'ready';
      sessionId: string;
      /** Why the restore link could not be used (a new session started instead), if it failed. */
      restoreProblem: string | null;
    }
  /** The bot check wants the v2 challenge solved; its token goes to `solveBotChallenge`. */
  | { status: 'challenge'; restoreProblem: string | null }
  | { status: 'failed'; message: string };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;

/**
 * The visitor's anonymous session (spec foundation §4): a restore_id restores its session
 * (falling back to normal creation with the restore error shown), otherwise the session of the
 * sessionId cookie goes on, otherwise one is created behind the bot check.
 */
async function startBrowserSession(search: string): Promise<BrowserSessionState> {
  const { restoreId } = parseRegistrationQuery(search);
  let restoreProblem: string | null = null;
  if (restoreId) {
    try {
      // Loaded only for a restore link: it writes to the local database.
      const { restoreBrowserSession } = await import('./restore-browser-session');
      return { status: 'ready', sessionId: await restoreBrowserSession(restoreId), restoreProblem };
    } catch (error) {
      restoreProblem =
        error instanceof ApiError && error.status === 404
          ? 'This registration link has expired or is not valid. You can start again here.'
          : messageOf(error);
    }
  }
  const existing = readSessionId();
  if (existing) return { status: 'ready', sessionId: existing, restoreProblem };
  return createSession(undefined, restoreProblem);
}

async function createSession(
  v2Token: string | undefined,
  restoreProblem: string | null,
): Promise<BrowserSessionState> {
  try {
    const tokens = v2Token ? { recaptcha_v2_token: v2Token } : undefined;
    return { status: 'ready', sessionId: await createBrowserSession(tokens), restoreProblem };
  } catch (error) {
    if (error instanceof BotChallengeRequired && canShowV2Challenge()) {
      return { status: 'challenge', restoreProblem };
    }
    return { status: 'failed', message: messageOf(error) };
  }
}

let started: Promise<BrowserSessionState> | null = null;
const listeners = new Set<() => void>();

/** Creates the session with the solved v2 challenge's token; every page using it updates. */
export function solveBotChallenge(token: string, restoreProblem: string | null): void {
  started = createSession(token, restoreProblem);
  listeners.forEach((listener) => listener());
}

/** One session per tab and visit: every registration page shares it. */
export function useBrowserSession(): BrowserSessionState {
  const [state, setState] = useState<BrowserSessionState>({ status: 'starting' });
  useEffect(() => {
    let current = true;
    const follow = () => {
      started ??= startBrowserSession(window.location.search);
      const awaited = started;
      void awaited.then((result) => {
        if (started !== awaited) return; // a solved challenge started another attempt
        // A failed start may be tried again (e.g. back online) by the next page.
        if (result.status === 'failed') started = null;
        if (current) setState(result);
      });
    };
    follow();
    listeners.add(follow);
    return () => {
      current = false;
      listeners.delete(follow);
    };
  }, []);
  return state;
}
