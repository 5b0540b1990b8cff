import { useEffect, useRef, useState } from 'react';
import { draftStore } from '../local/draft-store';
import type { DeviceQuery } from '../local/follow-device-read';

/**
 * A read of the device database kept live by the draft store (draftStore.subscribe): plain
 * IndexedDB until the page opens the database, Dexie's live query from then on, so a question
 * page paints without Dexie (decision 0016). Undefined until the first answer, and with a null
 * query.
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
    return draftStore.subscribe(read, (value) => setAnswer({ key, value }));
  }, [key]);

  return answer?.key === key ? answer.value : undefined;
}
