import { apiJson } from '../api/http';
import { checkedAnswer } from '../domain/contracts/checked-answer';
import { geoSuggestAnswer, type GeoSuggestion } from '../domain/contracts/geo-suggest';

export type { GeoSuggestion };

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
  const body = await apiJson<unknown>(`/v1/geo/suggest?${query}`, { signal });
  return checkedAnswer(geoSuggestAnswer, body, 'GET /v1/geo/suggest').suggestions;
}
