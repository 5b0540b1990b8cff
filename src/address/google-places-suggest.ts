/*
 * Google Places Autocomplete for the street field, written against Google's documented Maps
 * JavaScript API ("places" library: AutocompleteSuggestion.fetchAutocompleteSuggestions,
 * AutocompleteSessionToken, PlacePrediction.toPlace, Place.fetchFields). The older
 * AutocompleteService is closed to new Google Cloud projects, so the newer data API is used.
 * Only the parts used are typed here, rather than adding @types/google.maps for them.
 */
import type { AddressPlace, AddressSearch } from './address-search';
import { loadGoogleLibrary } from './google-maps-script';

interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}

interface Place {
  addressComponents?: AddressComponent[] | null;
  fetchFields(request: { fields: string[] }): Promise<{ place: Place }>;
}

interface PlacePrediction {
  placeId: string;
  /** The whole suggestion: '350 5th Ave, New York, NY, USA'. */
  text: { text: string };
  toPlace(): Place;
}

interface PlacesLibrary {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      sessionToken: object;
      includedRegionCodes: string[];
      includedPrimaryTypes: string[];
    }): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>;
  };
}

/** Addresses only (spec foundation §5), as the older API's 'address' type asked. */
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise'];
const MIN_CHARACTERS = 3;
function loadPlaces(apiKey: string): Promise<PlacesLibrary> {
  return loadGoogleLibrary<PlacesLibrary>(apiKey, 'places');
}

/** A US suggestion ends '…, City, ST, USA'; the state is the part before the country. */
function stateOf(prediction: PlacePrediction): string {
  const parts = prediction.text.text.split(',').map((part) => part.trim());
  return (parts.at(-2) ?? '').split(' ')[0] ?? '';
}

function addressOf(components: readonly AddressComponent[]): AddressPlace {
  const part = (type: string, form: 'longText' | 'shortText' = 'longText') =>
    components.find((component) => component.types.includes(type))?.[form] ?? '';
  // As Google's address form sample builds it: '350 5th Ave'.
  const line1 = [part('street_number'), part('route', 'shortText')].filter(Boolean).join(' ');
  return {
    ...(line1 ? { line1 } : {}),
    // New York City's boroughs come as a sublocality, not a locality.
    city: part('locality') || part('sublocality_level_1') || part('postal_town'),
    state: part('administrative_area_level_1', 'shortText'),
    postal_code: part('postal_code'),
  };
}

/**
 * Street addresses in the US from Google Places, inside the chosen state (Places cannot be
 * limited to a state, so predictions elsewhere are dropped). The typing and the one chosen
 * place share a session token, as Google bills them: a choice ends the session.
 */
export function googlePlacesSuggest(apiKey: string): AddressSearch['suggest'] {
  let sessionToken: object | null = null;
  return async (typed, { state, signal }) => {
    const input = typed.trim();
    if (input.length < MIN_CHARACTERS) return [];
    const places = await loadPlaces(apiKey);
    const token = (sessionToken ??= new places.AutocompleteSessionToken());
    const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input,
      sessionToken: token,
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ADDRESS_TYPES,
    });
    signal.throwIfAborted();
    return suggestions.flatMap(({ placePrediction: prediction }) =>
      prediction && (state === null || stateOf(prediction) === state)
        ? [
            {
              id: prediction.placeId,
              label: prediction.text.text,
              place: async () => {
                if (sessionToken === token) sessionToken = null;
                const { place } = await prediction
                  .toPlace()
                  .fetchFields({ fields: ['addressComponents'] });
                return addressOf(place.addressComponents ?? []);
              },
            },
          ]
        : [],
    );
  };
}
