import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { businessListQuery } from '../../../api/business-list';
import { useSignedInIndividualId } from '../../../api/session';
import type { Bookmark } from '../../../domain/contracts/hub-files';
import { followDeviceRead } from '../../../local/follow-device-read';
import type { OutboxEntry } from '../../../local/local-database';
import { ownerKeyOf } from '../../../local/owner-key';
import { readStoredOutbox } from '../../../local/stored-reads';

/*
 * Favourites on every hub item (issue 28), toggled offline too: a toggle joins the outbox (one
 * entry per item, the latest toggle replacing one not yet sent) and is sent to the content
 * service when the device is online, like every save. Until then the item shows the owner's
 * choice from the waiting entry.
 */

const KEY_PREFIX = 'hub-favorite:';
export const FAVORITE_PATH = '/v1/templates/favorite';
export const UNFAVORITE_PATH = '/v1/templates/favorite/deactivate';

/** What the owner chose for items whose toggle waits in the outbox, by item id. */
export type PendingFavorites = ReadonlyMap<number, boolean>;

/** Queues the owner's toggle of one item; sent now when online, else once back online. */
async function queueFavorite(
  individualId: number,
  bookmark: Bookmark,
  favorite: boolean,
): Promise<void> {
  // The outbox and its sender load with the first toggle, not with the page.
  const [{ deviceDatabase }, { sendRequest }] = await Promise.all([
    import('../../../local/device-database'),
    import('../../../local/send-page-save'),
  ]);
  await sendRequest(
    deviceDatabase(),
    ownerKeyOf(individualId),
    `${KEY_PREFIX}${bookmark.document_id}`,
    {
      service: 'content',
      path: favorite ? FAVORITE_PATH : UNFAVORITE_PATH,
      body: { ...bookmark },
    },
  );
}

const isFavoriteToggle = (entry: OutboxEntry) => entry.pageId.startsWith(KEY_PREFIX);

const sameToggles = (a: PendingFavorites, b: PendingFavorites) =>
  a.size === b.size && [...a].every(([id, favorite]) => b.get(id) === favorite);

/**
 * The owner's waiting toggles, followed without loading Dexie for it (followDeviceRead): read
 * once with plain IndexedDB, then live (this tab and others) once the page opens the database —
 * the first toggle or the sync does. When one leaves the outbox (the service took it), the hub's
 * lists are fetched again, and it shows until they answer.
 */
export function usePendingFavorites(): PendingFavorites {
  const individualId = useSignedInIndividualId();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingFavorites>(new Map());
  const previous = useRef<PendingFavorites>(new Map());
  useEffect(() => {
    if (individualId <= 0) return;
    const ownerKey = ownerKeyOf(individualId);
    return followDeviceRead(
      {
        key: ownerKey,
        live: (db) =>
          db.outbox.where('ownerKey').equals(ownerKey).filter(isFavoriteToggle).sortBy('seq'),
        // Oldest first too: the index lists an owner's entries by their primary key, seq.
        first: async () => (await readStoredOutbox(ownerKey)).filter(isFavoriteToggle),
      },
      (entries) => {
        const next = new Map<number, boolean>();
        for (const entry of entries) {
          next.set(Number(entry.body.document_id), entry.path === FAVORITE_PATH);
        }
        const sent = [...previous.current].filter(([id]) => !next.has(id));
        previous.current = next;
        // The same toggles as shown (the first read, most often none) keep the page as it is.
        if (sent.length === 0)
          return setPending((shown) => (sameToggles(shown, next) ? shown : next));
        // A sent toggle still shows until the lists answer again with it.
        setPending(new Map([...sent, ...next]));
        void queryClient
          .invalidateQueries({ queryKey: ['hub'] })
          .finally(() => setPending(previous.current));
      },
    );
  }, [individualId, queryClient]);
  return pending;
}

/**
 * Toggles an item's favourite: queued through the outbox with the owner's business when there
 * is one (spec §3 "Bookmark": document_id, business_id).
 */
export function useToggleFavorite(): (itemId: number, favorite: boolean) => Promise<void> {
  const individualId = useSignedInIndividualId();
  const queryClient = useQueryClient();
  return useCallback(
    async (itemId, favorite) => {
      const businesses = queryClient.getQueryData(businessListQuery(individualId).queryKey);
      await queueFavorite(
        individualId,
        { document_id: itemId, business_id: businesses?.[0]?.business_id ?? null },
        favorite,
      );
    },
    [individualId, queryClient],
  );
}

/** Whether an item shows as a favourite: the owner's waiting toggle, else the server's answer. */
export function shownFavorite(
  pending: PendingFavorites,
  item: { id: number; is_favorite: boolean },
): boolean {
  return pending.get(item.id) ?? item.is_favorite;
}
