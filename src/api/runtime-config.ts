import { parseRuntimeConfig, type RuntimeConfig } from '../domain/runtime-config';

let loaded: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

/**
 * Loads /config.json once per page. The service worker keeps a copy, so this also
 * resolves offline after the first visit.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= fetch('/config.json', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Failed to load /config.json (${response.status})`);
      loaded = parseRuntimeConfig(await response.json());
      return loaded;
    })
    .catch((error: unknown) => {
      loading = null; // let a later attempt try again
      throw error;
    });
  return loading;
}

/** The configuration, once `loadRuntimeConfig` has resolved (the app boots only after it). */
export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('Runtime configuration used before it was loaded');
  return loaded;
}

/** For tests: installs a configuration without fetching it. */
export function setRuntimeConfigForTests(config: RuntimeConfig | null): void {
  loaded = config;
  loading = config ? Promise.resolve(config) : null;
}
