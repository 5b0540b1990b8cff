import { useEffect, useRef, useState } from 'react';
import { draftStore } from '../local/draft-store';
import type { ServerCopy } from '../local/local-database';

export type GuardState = 'checking' | 'allowed' | 'redirect';

/**
 * The previous-page guard (spec foundation §4): a page opens only when the page before it has
 * saved answers. A copy on this device that was continued (queued, synced, or waiting on the
 * owner) counts, so the flow continues offline; otherwise the server is asked. No answers, or a
 * failed fetch, sends the owner back to page1 of the flow, unless the flow exempts the page
 * (`exempt`, asked only when the check would redirect: registration's COMPLETE tier after page3).
 */
export function usePreviousPageGuard(
  ownerKey: string,
  previousPageId: string | null,
  fetchSaved: (pageId: string) => Promise<ServerCopy | null>,
  exempt?: () => Promise<boolean>,
): GuardState {
  const [state, setState] = useState<GuardState>(previousPageId ? 'checking' : 'allowed');
  // The latest fetcher, without making a new function identity re-run the check.
  const fetchRef = useRef(fetchSaved);
  fetchRef.current = fetchSaved;
  const exemptRef = useRef(exempt);
  exemptRef.current = exempt;
  useEffect(() => {
    if (!previousPageId) {
      setState('allowed');
      return;
    }
    let cancelled = false;
    setState('checking');
    void (async () => {
      const draft = await draftStore.read(ownerKey, previousPageId);
      let allowed = draft !== undefined && draft.state !== 'dirty';
      if (!allowed) allowed = await fetchRef.current(previousPageId).then(Boolean, () => false);
      if (!allowed && exemptRef.current) allowed = await exemptRef.current().catch(() => false);
      if (!cancelled) setState(allowed ? 'allowed' : 'redirect');
    })();
    return () => {
      cancelled = true;
    };
  }, [ownerKey, previousPageId]);
  return state;
}
