import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { dehydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { registerOwnerDataCleanup } from '../../api/owner-data';
import { CHECKOUT_PRODUCTS_KEY } from '../../api/checkout-products';
import { OWNER_PROFILE_KEY } from '../../api/owner-profile';
import { SERVICE_ORDERS_KEY } from '../../api/service-orders';
import { SERVICES_STATUS_KEY } from '../../api/services-status';
import { individualAnswer } from '../../domain/contracts/individual';
import { checkAnswer } from '../../domain/contracts/checked-answer';
import type { JsonSchema } from '../../domain/contracts/schema-check';
import { serviceStatusesAnswer } from '../../domain/contracts/services-status';
import { serviceOrdersAnswer } from '../../domain/contracts/service-orders';
import { sessionRecord } from '../../local/session-records';

/**
 * The dashboard's server data kept in session storage (spec foundation §4 "Dashboard data ...
 * persisted in session storage and restored"): a reload, even offline, shows the cards from
 * this copy at once while the network answers.
 */
const STORAGE_KEY = 'charter:dashboard-cache';
/** A copy older than this is not shown: statuses could have moved a long way. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Raised when a persisted shape changes, so an older copy is dropped rather than misread. */
const BUSTER = 'dashboard-1';
/**
 * The copy in the persister's own format, which the persister reads back (`deserialize`
 * checks each query in it); written here too when the page goes away, and removed at sign-out.
 */
const storedCopy = sessionRecord(STORAGE_KEY, { type: 'object' });

/** A stored answer's check: the schema of the endpoint that answered it. */
const answerOf = (schema: JsonSchema) => (data: unknown) =>
  checkAnswer(schema, data, 'The stored copy');

/** What the dashboard shows and how to check a stored copy of it before it is trusted. */
const PERSISTED: Readonly<Record<string, (data: unknown) => unknown>> = {
  [OWNER_PROFILE_KEY]: answerOf(individualAnswer),
  [SERVICES_STATUS_KEY]: answerOf(serviceStatusesAnswer.properties.services),
  // The orders' timelines, read offline as the cards are (issue 30).
  [SERVICE_ORDERS_KEY]: answerOf(serviceOrdersAnswer.properties.orders),
  // The cards' prices. (Holidays and saved cards are not the cards': the service worker keeps
  // the holidays, and card details need not sit in storage.)
  [CHECKOUT_PRODUCTS_KEY.join('/')]: (data) => {
    if (!Array.isArray(data)) throw new Error('The product list is an array');
    return data;
  },
};

function persistedKind(key: QueryKey): string | null {
  const kind = key[0] === CHECKOUT_PRODUCTS_KEY[0] ? key.slice(0, 2).join('/') : key[0];
  return typeof kind === 'string' && kind in PERSISTED ? kind : null;
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
      PERSISTED[kind]!(query.state.data);
      return true;
    } catch {
      return false;
    }
  });
  queries.forEach((query) => restoredHashes.add(query.queryHash));
  return { ...client, clientState: { ...client.clientState, queries, mutations: [] } };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const persister = createSyncStoragePersister({ storage: storage(), key: STORAGE_KEY, deserialize });

/**
 * What is kept: the dashboard's queries that hold the server's answer, even when asking again
 * has just failed (offline, the answer kept is still the last one known), unless that answer
 * is older than a copy may be.
 */
const shouldDehydrateQuery = (query: Query) =>
  query.state.data !== undefined &&
  Date.now() - query.state.dataUpdatedAt <= MAX_AGE_MS &&
  persistedKind(query.queryKey) !== null;

/**
 * Writes the copy at once. The persister writes at most once a second; as the page goes away
 * (a reload, another tab, the phone locked) the copy is written now, so a reload within that
 * second still finds what the owner was looking at. A full or blocked storage keeps nothing.
 */
function saveNow(queryClient: QueryClient): void {
  const copy: PersistedClient = {
    timestamp: Date.now(),
    buster: BUSTER,
    clientState: dehydrate(queryClient, { shouldDehydrateQuery }),
  };
  // Quota or privacy mode keeps nothing: the dashboard asks the network next time.
  storedCopy.write(copy);
}

let restored: Promise<void> | null = null;

/**
 * Restores the stored copy into the query cache once per page, then keeps it up to date. The
 * promise always resolves: an unreadable copy is removed and the dashboard asks the network.
 */
export function restoreDashboardCache(queryClient: QueryClient): Promise<void> {
  const restoredAt = Date.now();
  restored ??= persistQueryClientRestore({
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    buster: BUSTER,
  })
    .catch(() => undefined)
    .then(() => {
      // The copy shows at once, and is asked for again once per page load: a status an order
      // reached while the owner was away replaces it as soon as the network answers.
      // Only the restored ones: a query fetched meanwhile (the profile asked for at boot) is
      // already current.
      void queryClient.invalidateQueries({
        predicate: (query) =>
          restoredHashes.has(query.queryHash) && query.state.dataUpdatedAt <= restoredAt,
        refetchType: 'none',
      });
      persistQueryClientSubscribe({
        queryClient,
        persister,
        buster: BUSTER,
        dehydrateOptions: { shouldDehydrateQuery },
      });
      window.addEventListener('pagehide', () => saveNow(queryClient));
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') saveNow(queryClient);
      });
    });
  return restored;
}

// Signing out leaves nothing of the owner's dashboard in this tab.
registerOwnerDataCleanup(() => storedCopy.remove());
