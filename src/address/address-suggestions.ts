import { runtimeConfig } from '../api/runtime-config';
import { getGeoSuggestions } from './geo-suggest';

/** What choosing a suggestion fills in: city, state and ZIP, the street when known. */
export interface AddressPlace {
  /** A street-level source (a places service) gives the street; city/ZIP data does not. */
  line1?: string;
  city: string;
  /** Two-letter abbreviation. */
  state: string;
  postal_code: string;
}

/** An address the search offers. */
export interface AddressSuggestion {
  id: string;
  /** As listed, e.g. 'Austin, TX 78701'. */
  label: string;
  /** The place; a places service looks its details up only when it is chosen (a paid call). */
  place: () => Promise<AddressPlace>;
}

/**
 * Where the street field's suggestions come from (spec foundation §5 "Address search": US
 * addresses only, inside the chosen state when one is given). Injectable: the main backend's
 * ZIP dataset by default, a places service when configured, a test's own.
 */
export interface AddressSearch {
  /** Shown under the street field: how to get suggestions from this source. */
  hint: string;
  /** Shown under the suggestions when the source's terms ask for it (Google's). */
  attribution?: string;
  /**
   * Suggestions for what the user typed in the street field, '' included (a source answers []
   * for text too short to look up). `signal` aborts when the typing has moved on. Throws when
   * the lookup fails (offline, say): the field then offers nothing and stays a text field.
   */
  suggest(
    typed: string,
    options: { state: string | null; signal: AbortSignal },
  ): Promise<readonly AddressSuggestion[]>;
}

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
