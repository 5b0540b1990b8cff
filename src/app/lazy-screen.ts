import { createElement, lazy, type ComponentType } from 'react';

export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk now; safe to call repeatedly. */
  preload: () => Promise<unknown>;
};

/**
 * A screen loaded on demand, with `preload`. Nested lazy pieces (auth gate → layout →
 * screen) would otherwise load one after another, because a child only starts rendering
 * once its parent's chunk has arrived; preloading lets the route start them all at once.
 *
 * Once the chunk has arrived the component renders directly, without suspending: a
 * suspended boundary that resolves is revealed on React's throttle (up to 300 ms later),
 * which would delay the first paint of a page whose code was preloaded at boot.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = null; // a failed download (offline) may succeed on the next attempt
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Screen(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(Screen, { preload });
}

/** Warms several chunks; a failure surfaces when the lazy component itself renders. */
export function preloadScreens(
  ...screens: ReadonlyArray<{ preload: () => Promise<unknown> }>
): Promise<unknown> {
  return Promise.allSettled(screens.map((screen) => screen.preload()));
}
