import { useCallback, useState } from 'react';

/**
 * State that belongs to one `key` and starts again from `initial` when the key changes: a list's
 * page goes back to the first when its filter changes, its ticked rows are cleared when its page
 * does. Worked out while rendering, so no frame ever shows the old value under the new key.
 * `initial` is kept by identity: pass a constant.
 */
export function useKeyedState<T>(
  key: string,
  initial: T,
): [T, (update: (current: T) => T) => void] {
  const [held, setHeld] = useState({ key, value: initial });
  // A new key starts again now, during this render (React's way to adjust state to new props):
  // coming back to an earlier key later finds `initial`, not what was held under it then.
  if (held.key !== key) setHeld({ key, value: initial });
  const update = useCallback(
    (change: (current: T) => T) =>
      setHeld((current) => ({
        key,
        value: change(current.key === key ? current.value : initial),
      })),
    [key, initial],
  );
  return [held.key === key ? held.value : initial, update];
}
