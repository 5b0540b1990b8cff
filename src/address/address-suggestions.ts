import { runtimeConfig } from '../api/runtime-config';
import type { AddressSearch } from './address-search';
import { getGeoSuggestions } from './geo-suggest';

/**
 * The street field holds the street first; what follows the first comma is the city or ZIP
 * code being looked up ('12 Main St, Austin'). Typed alone, a city or ZIP code is looked up
 * as it is.
 */
export function addressLookupText(typed: string): string {
  const comma = typed.indexOf(',');
  return (comma === -1 ? typed : typed.slice(comma + 1)).trim();
}

/** The street typed before the looked-up city or ZIP code ('' when only those were typed). */
export function streetBeforeLookup(typed: string): string {
  const comma = typed.indexOf(',');
  return comma === -1 ? '' : typed.slice(0, comma).trim();
}

const MIN_ZIP_DIGITS = 3;
const MIN_CITY_LETTERS = 2;

/**
 * Whether the text is worth a lookup: a ZIP code's first digits, or a city's first letters.
 * A street alone ('12 Main St') starts with its number and is no city: nothing is asked.
 */
function isLookup(text: string): boolean {
  if (/^\d+$/.test(text)) return text.length >= MIN_ZIP_DIGITS;
  return /^\p{L}/u.test(text) && text.length >= MIN_CITY_LETTERS;
}

/**
 * The default source: the main backend's US ZIP dataset (GET /v1/geo/suggest). It knows
 * cities and ZIP codes, not streets: the text after the street's comma is looked up, and a
 * choice fills city, state and ZIP.
 */
export const zipAddressSearch: AddressSearch = {
  hint: 'Add a comma and the city or ZIP code to pick it from a list.',
  async suggest(typed, { state, signal }) {
    const text = addressLookupText(typed);
    if (!isLookup(text)) return [];
    const places = await getGeoSuggestions(text, state, signal);
    return places.map((place) => ({
      id: place.label,
      label: place.label,
      place: async () => ({ city: place.city, state: place.state, postal_code: place.zip_code }),
    }));
  },
};

/** Google Places, its code and Google's script loaded on the first lookup (not on render). */
function googlePlacesSearch(apiKey: string): AddressSearch {
  let loading: Promise<AddressSearch['suggest']> | null = null;
  return {
    hint: 'Start typing your address to pick it from a list.',
    // Google's Places policies: predictions shown without a Google map name Google Maps.
    attribution: 'Google Maps',
    async suggest(typed, options) {
      loading ??= import('./google-places-suggest')
        .then((module) => module.googlePlacesSuggest(apiKey))
        .catch((error: unknown) => {
          loading = null; // offline, say: a later keystroke tries again
          throw error;
        });
      return (await loading)(typed, options);
    },
  };
}

let google: { apiKey: string; search: AddressSearch } | null = null;

/**
 * The configured source: Google Places when /config.json carries a Google Maps key, else the
 * ZIP dataset. The same object every time, so the field does not look up again on each render.
 */
export function configuredAddressSearch(): AddressSearch {
  const apiKey = runtimeConfig().maps.googleApiKey;
  if (!apiKey) return zipAddressSearch;
  if (google?.apiKey !== apiKey) google = { apiKey, search: googlePlacesSearch(apiKey) };
  return google.search;
}
