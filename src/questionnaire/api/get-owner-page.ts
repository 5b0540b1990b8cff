import { ApiError, apiJson, type RequestOptions } from '../../api/http';
import type { ServerCopy } from '../../local/local-database';
import { serverCopyOf } from '../../local/server-copy';

/** 404 (nothing saved) and 500 are final; other failures are tried once more (spec §7). */
const NOT_RETRIED = new Set([404, 500]);

/**
 * A page's saved answers from the main backend, or null when none are saved (404). Other
 * failures throw 'Failed to fetch page data' carrying the status (0 without an answer).
 */
export async function fetchSavedPage(
  path: string,
  options?: RequestOptions,
): Promise<ServerCopy | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const saved = serverCopyOf(await apiJson(path, options));
      if (!saved) throw new ApiError(200, 'Failed to fetch page data (no version)', null);
      return saved;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 404) return null;
      if (attempt >= 2 || NOT_RETRIED.has(status)) {
        throw new ApiError(status, `Failed to fetch page data (${status})`, null);
      }
    }
  }
}

/** GET /v1/{flow}/{page}?individual_id= (spec foundation §7, formation and EIN). */
export function getOwnerPage(individualId: number, pageId: string): Promise<ServerCopy | null> {
  return fetchSavedPage(`/v1/${pageId}?individual_id=${individualId}`);
}
