import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { dehydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { checkAnswer } from '../domain/contracts/checked-answer';
import type { JsonSchema } from '../domain/contracts/schema-check';
import { sessionRecord } from '../local/session-records';
import { registerOwnerDataCleanup } from './owner-data';

/**
 * A screen's server data kept in session storage (spec foundation §4 "Dashboard data ...
 * persisted in session storage and restored"): a reload, even offline, shows the screen from
 * this copy at once while the network answers. The dashboard keeps one, the documents area
 * another (issue 30), each under its own key with its own checks.
 */
export interface SessionQueryCopy {
  /** The copy's key in session storage. */
  storageKey: string;
  /** Raised when a persisted shape changes, so an older copy is dropped rather than misread. */
  buster: string;
  /** A copy older than this is not shown; a day by default (statuses could have moved far). */
  maxAgeMs?: number;
  /** The kinds of query kept, each with the check a stored answer passes before it is trusted. */
  kinds: Readonly<Record<string, (data: unknown) => unknown>>;
  /** The kind a query key is of; by default its first part. */
  kindOf?: (key: QueryKey) => unknown;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A kind's check: the stored answer passes its endpoint's schema, or is not trusted. */
export const storedAnswerOf = (schema: JsonSchema) => (data: unknown) =>
  checkAnswer(schema, data, 'The stored copy');

/**
 * Restores the stored copy into the query cache once per page, then keeps it up to date; the
 * copy is removed at sign-out. The returned function's promise always resolves: an unreadable
 * copy is removed and the screen asks the network.
 */
export function sessionQueryCopy({
  storageKey,
  buster,
  maxAgeMs = DAY_MS,
  kinds,
  kindOf = (key) => key[0],
}: SessionQueryCopy): (queryClient: QueryClient) => Promise<void> {
  /**
   * The copy in the persister's own format, which the persister reads back (`deserialize`
   * checks each query in it); written here too when the page goes away, and removed at sign-out.
   */
  const storedCopy = sessionRecord(storageKey, { type: 'object' });

  function persistedKind(key: QueryKey): string | null {
    const kind = kindOf(key);
    return typeof kind === 'string' && kind in kinds ? kind : null;
  }

  /** The queries the stored copy brought back: the ones to ask the server about again. */
  const restoredHashes = new Set<string>();

  /** Parses the stored copy: a query that fails its check is left out, not shown half-valid. */
  function deserialize(stored: string): PersistedClient {
    const client = JSON.parse(stored) as PersistedClient;
    const queries = client.clientState.queries.filter((query) => {
      const kind = persistedKind(query.queryKey);
      if (!kind) return false;
      try {
        kinds[kind]!(query.state.data);
        return true;
      } catch {
        return false;
      }
    });
    queries.forEach((query) => restoredHashes.add(query.queryHash));
    return { ...client, clientState: { ...client.clientState, queries, mutations: [] } };
  }

  const persister = createSyncStoragePersister({
    storage: storage(),
    key: storageKey,
    deserialize,
  });

  /**
   * What is kept: the screen's queries that hold the server's answer, even when asking again
   * has just failed (offline, the answer kept is still the last one known), unless that answer
   * is older than a copy may be.
   */
  const shouldDehydrateQuery = (query: Query) =>
    query.state.data !== undefined &&
    Date.now() - query.state.dataUpdatedAt <= maxAgeMs &&
    persistedKind(query.queryKey) !== null;

  /**
   * Writes the copy at once. The persister writes at most once a second; as the page goes away
   * (a reload, another tab, the phone locked) the copy is written now, so a reload within that
   * second still finds what the owner was looking at. A full or blocked storage keeps nothing.
   */
  function saveNow(queryClient: QueryClient): void {
    const copy: PersistedClient = {
      timestamp: Date.now(),
      buster,
      clientState: dehydrate(queryClient, { shouldDehydrateQuery }),
    };
    // Quota or privacy mode keeps nothing: the screen asks the network next time.
    storedCopy.write(copy);
  }

  let restored: Promise<void> | null = null;

  // Signing out leaves nothing of the owner's copy in this tab.
  registerOwnerDataCleanup(() => storedCopy.remove());

  return (queryClient) => {
    const restoredAt = Date.now();
    restored ??= persistQueryClientRestore({ queryClient, persister, maxAge: maxAgeMs, buster })
      .catch(() => undefined)
      .then(() => {
        // The copy shows at once, and is asked for again once per page load: what changed while
        // the owner was away replaces it as soon as the network answers. Only the restored
        // ones: a query fetched meanwhile (the profile asked for at boot) is already current.
        void queryClient.invalidateQueries({
          predicate: (query) =>
            restoredHashes.has(query.queryHash) && query.state.dataUpdatedAt <= restoredAt,
          refetchType: 'none',
        });
        persistQueryClientSubscribe({
          queryClient,
          persister,
          buster,
          dehydrateOptions: { shouldDehydrateQuery },
        });
        window.addEventListener('pagehide', () => saveNow(queryClient));
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'hidden') saveNow(queryClient);
        });
      });
    return restored;
  };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
