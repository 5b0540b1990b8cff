import { apiJson } from '../api/http';

/** One place of the main backend's ZIP dataset (server/api/geo-routes.ts). */
export interface GeoSuggestion {
  city: string;
  /** Two-letter abbreviation. */
  state: string;
  zip_code: string;
  county: string;
  /** 'Austin, TX 78701'. */
  label: string;
}

/**
 * GET /v1/geo/suggest: up to 8 places whose city or ZIP code starts with `text`, inside `state`
 * when one is given. `signal` cancels a lookup the typing has overtaken.
 */
export async function getGeoSuggestions(
  text: string,
  state: string | null,
  signal?: AbortSignal,
): Promise<GeoSuggestion[]> {
  const query = new URLSearchParams({ q: text, ...(state ? { state } : {}) });
  const body = await apiJson<{ suggestions: GeoSuggestion[] }>(`/v1/geo/suggest?${query}`, {
    signal,
  });
  return body.suggestions;
}
