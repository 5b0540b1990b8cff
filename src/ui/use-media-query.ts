import { useCallback, useSyncExternalStore } from 'react';

/**
 * The compact layout (phones and narrow windows): below the spec's 48em breakpoint, where the
 * style sheets stack what sits side by side on wider screens.
 */
export const COMPACT_SCREEN = '(max-width: 47.99em)';

/**
 * Whether the screen matches a media query, followed as it changes (a phone turned, a window
 * resized). For what CSS alone cannot do: words that differ by layout, a frame not loaded at
 * all on a phone. False where the browser cannot tell (no matchMedia).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false);
}
