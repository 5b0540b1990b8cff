import type { RuntimeConfig } from '../domain/runtime-config';
import { readTokens } from '../api/token-store';

/**
 * The services a page may ask before anything renders, where each is (its base from
 * /config.json) and the bearer it takes: the main backend the access token, the content
 * service the id token (dashboard spec §7). The early script sends with these, and the app's
 * adoption looks the answer up with the same, so the two can never disagree on a URL or token.
 */
export type BootService = 'api' | 'content';

export interface BootRequest {
  service: BootService;
  /** The path under the service's base, query string included. */
  path: string;
}

const BASE_URL: Readonly<Record<BootService, (config: RuntimeConfig) => string>> = {
  api: (config) => config.apiBaseUrl,
  content: (config) => config.contentBaseUrl,
};

export function bootRequestUrl(config: RuntimeConfig, { service, path }: BootRequest): string {
  return `${BASE_URL[service](config)}${path}`;
}

/** The token the service takes, as stored now; null when the device holds none. */
export function bootServiceToken(service: BootService): string | null {
  const tokens = readTokens();
  return (service === 'api' ? tokens?.accessToken : tokens?.idToken) ?? null;
}
