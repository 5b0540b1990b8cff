import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk now; safe to call repeatedly. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a named export, plus `preload`. Nested lazy pieces (auth gate → layout →
 * screen) would otherwise load one after another, because a child only starts rendering
 * once its parent's chunk has arrived; preloading lets the route start them all at once.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = null; // a failed download (offline) may succeed on the next attempt
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(preload), { preload });
}

/** Warms several chunks; a failure surfaces when the lazy component itself renders. */
export function preloadScreens(...screens: ReadonlyArray<{ preload: () => Promise<unknown> }>) {
  for (const screen of screens) screen.preload().catch(() => undefined);
}
