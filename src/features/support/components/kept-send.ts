import { useRef } from 'react';
import { ApiError } from '../../../api/http';

/**
 * What the support forms share: an Idempotency-Key per text sent (a retry of the same words
 * after a lost answer is the same request; changed words are a new one), and the sentence that
 * says a send failed while what the owner wrote stays in the form.
 */
export function useSendKey() {
  const held = useRef<{ body: string; key: string } | null>(null);
  return {
    /** The key for this body: the last one's while the body is unchanged. */
    keyFor(body: object): string {
      const text = JSON.stringify(body);
      if (held.current?.body !== text) held.current = { body: text, key: crypto.randomUUID() };
      return held.current.key;
    },
    /** After the server answered (sent, or refused): the next send is a new request. */
    forget() {
      held.current = null;
    },
  };
}

/** Whether the server answered the failed send (so its key is spent). */
export const serverAnswered = (error: unknown) => error instanceof ApiError;

/** Why a send failed, with the promise that the owner's words are kept. */
export function sendFailure(what: string, error: unknown): string {
  const kept = 'What you wrote is kept here.';
  if (!serverAnswered(error) && !navigator.onLine) {
    return `You are offline: ${what} was not sent. ${kept} Send it again once you are back online.`;
  }
  if (error instanceof ApiError && error.status === 429) return `${error.message} ${kept}`;
  if (error instanceof ApiError && error.status < 500) {
    return `${capitalised(what)} was not sent: ${error.message} ${kept}`;
  }
  const why = serverAnswered(error) ? 'Charter had a problem' : 'we could not reach Charter';
  return `${capitalised(what)} was not sent: ${why}. ${kept} Please try again.`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
