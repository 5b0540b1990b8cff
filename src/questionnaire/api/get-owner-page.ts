import { ApiError, apiJson, type RequestOptions } from '../../api/http';
import type { ServerCopy } from '../../local/local-database';
import { serverCopyOf } from '../../local/server-copy';

/** 404 (nothing saved) and 500 are final; other failures are tried once more (spec §7). */
const NOT_RETRIED = new Set([404, 500]);

export interface SavedPageOptions extends RequestOptions {
  /** What a failure reads before its status: 'Failed to fetch EIN data' (spec §8). */
  failure?: string;
  /** How many times a failure other than 404 and 500 is tried; 2 unless the flow says (spec §7). */
  tries?: number;
}

/**
 * A page's saved answers from the main backend, or null when none are saved (404). Other
 * failures throw '{failure} ({status})', 'Failed to fetch page data' unless the flow names
 * its data (status 0: no answer at all).
 */
export async function fetchSavedPage(
  path: string,
  { failure = 'Failed to fetch page data', tries = 2, ...options }: SavedPageOptions = {},
): Promise<ServerCopy | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const saved = serverCopyOf(await apiJson(path, options));
      if (!saved) throw new ApiError(200, `${failure} (no version)`, null);
      return saved;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 404) return null;
      if (attempt >= tries || NOT_RETRIED.has(status)) {
        throw new ApiError(status, `${failure} (${status})`, null);
      }
    }
  }
}
