import { useMemo } from 'react';
import { sessionOwnerKey } from '../api/browser-session-cookie';
import { useSignedInIndividualId } from '../api/session';
import { flowPagePath, type Flow } from '../domain/flows/flow';
import type { Answers } from '../domain/questionnaire/page-definition';
import { ownerKeyOf } from '../local/owner-key';
import type { ServerCopy } from '../local/local-database';
import { fetchSavedPage } from './api/get-owner-page';

/** Whose answers a flow's pages hold, and how to read them back from the server. */
export interface FlowOwner {
  /** The device's key for this owner's drafts: `individual:<id>` or `session:<id>`. */
  ownerKey: string;
  /** Sent beside the answers with every save (individual_id or browser_session_id). */
  meta: Answers;
  /** The signed-in owner's id, for the review and submission paths; none for a session. */
  individualId?: number;
  /** A page's saved answers (null: none saved); throws the flow's load failure otherwise. */
  fetchPage: (flow: Flow, page: string) => Promise<ServerCopy | null>;
}

/** A signed-in owner (formation, EIN and every later flow). */
export function individualOwner(individualId: number): FlowOwner & { individualId: number } {
  return {
    ownerKey: ownerKeyOf(individualId),
    meta: { individual_id: individualId },
    individualId,
    fetchPage: (flow, page) =>
      fetchSavedPage(`${flowPagePath(flow, page)}?individual_id=${individualId}`, {
        failure: flow.loadFailure,
        ...(flow.loadTries ? { tries: flow.loadTries } : {}),
      }),
  };
}

/** An anonymous registration, keyed by its browser session (no token: the cookie is the key). */
export function sessionOwner(sessionId: string): FlowOwner {
  return {
    ownerKey: sessionOwnerKey(sessionId),
    meta: { browser_session_id: sessionId },
    fetchPage: (flow, page) =>
      fetchSavedPage(
        `${flowPagePath(flow, page)}?browser_session_id=${encodeURIComponent(sessionId)}`,
        {
          auth: false,
          failure: flow.loadFailure,
        },
      ),
  };
}

/** The signed-in owner of a flow screen (its route is behind the sign-in gate). */
export function useSignedInOwner(): FlowOwner & { individualId: number } {
  const individualId = useSignedInIndividualId();
  return useMemo(() => individualOwner(individualId), [individualId]);
}
