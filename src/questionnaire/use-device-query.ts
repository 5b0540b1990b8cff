import { useEffect, useRef, useState } from 'react';
import { whenDeviceDatabaseOpens } from '../local/load-device-database';
import type { CharterDatabase } from '../local/local-database';

/** One read of the device database, made two ways. */
export interface DeviceQuery<T> {
  /** Names what is read (e.g. the owner key): another key reads again. */
  key: string;
  /** The read through Dexie, followed live once the page has opened the database. */
  live: (db: CharterDatabase) => Promise<T>;
  /** The same read with plain IndexedDB (src/local/stored-reads.ts), until then. */
  first: () => Promise<T>;
}

/**
 * A read of the device database kept live without loading Dexie for it: until the page opens
 * the database for something it does (the first edit, a save, the outbox sync), the read is
 * made once with plain IndexedDB, since nothing on the page has written; from then on it
 * follows every change through Dexie, in this tab or another. A question page thus paints
 * without Dexie, as registration's do (decision 0016). Undefined until the first answer, and
 * with a null query.
 */
export function useDeviceQuery<T>(query: DeviceQuery<T> | null): T | undefined {
  const [answer, setAnswer] = useState<{ key: string; value: T }>();
  // The read for the current key: the effect runs again only when the key changes.
  const queryRef = useRef(query);
  queryRef.current = query;
  const key = query?.key ?? null;

  useEffect(() => {
    const read = queryRef.current;
    if (key === null || !read) return;
    let stopped = false;
    let live = false;
    let stopFollowing: (() => void) | undefined;
    const show = (value: T) => {
      if (!stopped) setAnswer({ key, value });
    };
    const stopWaiting = whenDeviceDatabaseOpens(() => {
      live = true;
      void import('../local/device-database').then(({ followDeviceQuery }) => {
        if (!stopped) stopFollowing = followDeviceQuery(read.live, show);
      });
    });
    if (!live) {
      // A failed read leaves the answer unknown: the page's own reads report storage problems.
      read.first().then(
        (value) => !live && show(value),
        () => undefined,
      );
    }
    return () => {
      stopped = true;
      stopWaiting();
      stopFollowing?.();
    };
  }, [key]);

  return answer?.key === key ? answer.value : undefined;
}
