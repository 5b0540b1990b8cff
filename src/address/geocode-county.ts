import { ApiError, apiJson } from '../api/http';
import { runtimeConfig } from '../api/runtime-config';
import { loadGoogleLibrary } from './google-maps-script';

/*
 * The county of a business address, found in the browser (spec foundation §7 "Third-party
 * services": the geocoding service, administrative area level 2): Google's Geocoding where
 * /config.json carries a Google Maps key, Charter's own US ZIP dataset otherwise
 * (GET /v1/geo/county). A failure is said in the spec's words (§8) and the county left out.
 */

export interface GeocodedAddress {
  street: string;
  city: string;
  /** The state's name or two-letter code. */
  state: string;
  zip: string;
}

export type CountyLookup = { county: string } | { failure: string };

export const geocodingFailed = (reason: string) => `Geocoding failed: ${reason}`;
export const geocodingError = (error: string) => `Geocoding error: ${error}`;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A county as the state names it: the ZIP dataset drops the word ('Travis'), a geocoder keeps
 * it ('Travis County'); Louisiana has parishes, Alaska boroughs, and some names already say what
 * they are ('St. Louis (city)', 'Nome Census Area').
 */
export function countyName(name: string, state: string): string {
  if (/\b(county|parish|borough|census area|municipality|city and borough)$|\)$/i.test(name)) {
    return name;
  }
  const code = state.trim().toUpperCase();
  const word =
    code === 'LA' || code === 'LOUISIANA'
      ? 'Parish'
      : code === 'AK' || code === 'ALASKA'
        ? 'Borough'
        : 'County';
  return `${name} ${word}`;
}

interface GeocoderResult {
  address_components: { long_name: string; types: string[] }[];
}

interface GeocodingLibrary {
  Geocoder: new () => {
    geocode(request: {
      address: string;
      componentRestrictions: { country: string };
    }): Promise<{ results: GeocoderResult[] }>;
  };
}

/** Google's Geocoding of the full address; its status (ZERO_RESULTS…) is the failure's reason. */
async function googleCounty(apiKey: string, address: GeocodedAddress): Promise<CountyLookup> {
  let results: GeocoderResult[];
  try {
    const { Geocoder } = await loadGoogleLibrary<GeocodingLibrary>(apiKey, 'geocoding');
    const full = [address.street, address.city, `${address.state} ${address.zip}`].join(', ');
    ({ results } = await new Geocoder().geocode({
      address: full,
      componentRestrictions: { country: 'US' },
    }));
  } catch (error) {
    // A refused geocode rejects with its status as `code` (Google's MapsRequestError).
    const code = (error as { code?: unknown }).code;
    return {
      failure: typeof code === 'string' ? geocodingFailed(code) : geocodingError(messageOf(error)),
    };
  }
  const county = results[0]?.address_components.find((part) =>
    part.types.includes('administrative_area_level_2'),
  )?.long_name;
  return county ? { county } : { failure: geocodingFailed('ZERO_RESULTS') };
}

/** Charter's ZIP dataset: the county most of the ZIP code lies in. */
async function zipCounty(address: GeocodedAddress): Promise<CountyLookup> {
  const zip = address.zip.trim().slice(0, 5);
  try {
    const found = await apiJson<{ county: string; state: string }>(
      `/v1/geo/county?zip=${encodeURIComponent(zip)}`,
    );
    return { county: countyName(found.county, found.state) };
  } catch (error) {
    // The server's answer is a reason (no county known for the ZIP code); no answer is an error.
    return {
      failure:
        error instanceof ApiError && error.status < 500
          ? geocodingFailed(error.message)
          : geocodingError(messageOf(error)),
    };
  }
}

/** The county of the address, or why it could not be found. */
export function geocodeCounty(address: GeocodedAddress): Promise<CountyLookup> {
  const apiKey = runtimeConfig().maps.googleApiKey;
  return apiKey ? googleCounty(apiKey, address) : zipCounty(address);
}
