/**
 * Web Locks as a browser grants them, for jsdom: one holder per name at a time, in request
 * order; `ifAvailable` gets `null` at once when the lock is held.
 */
export function installWebLocks(): () => void {
  const queues = new Map<string, Promise<unknown>>();
  // Requests granted or waiting, per name: like the browser's lock manager, a request counts
  // from the moment it is made.
  const outstanding = new Map<string, number>();
  const locks = {
    request(
      name: string,
      optionsOrCallback: unknown,
      maybeCallback?: (lock: unknown) => Promise<unknown>,
    ) {
      const options = (typeof optionsOrCallback === 'function' ? {} : optionsOrCallback) as {
        ifAvailable?: boolean;
      };
      const callback = (
        typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback
      ) as (lock: unknown) => Promise<unknown>;
      if (options.ifAvailable && (outstanding.get(name) ?? 0) > 0)
        return Promise.resolve(callback(null));
      outstanding.set(name, (outstanding.get(name) ?? 0) + 1);
      const run = (queues.get(name) ?? Promise.resolve()).then(async () => {
        try {
          return await callback({ name });
        } finally {
          outstanding.set(name, (outstanding.get(name) ?? 1) - 1);
        }
      });
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return () => Reflect.deleteProperty(navigator, 'locks');
}
