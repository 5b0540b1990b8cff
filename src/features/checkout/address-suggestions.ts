/** An address the search offers: enough to fill city, state and ZIP, the street when known. */
export interface AddressSuggestion {
  id: string;
  /** As listed, e.g. 'Austin, TX 78701'. */
  label: string;
  /** A street-level source (a places service) gives the street; city/ZIP data does not. */
  line1?: string;
  city: string;
  /** Two-letter abbreviation. */
  state: string;
  postal_code: string;
}

/**
 * Where suggestions come from, for what the user typed in the street field; `state` (two
 * letters) limits them to the chosen state. US addresses only (spec foundation §5 "Address
 * search"). Called at every change of the text, '' included: a source answers [] for text too
 * short to look up. Injectable, so a places or ZIP service can replace the embedded stand-in.
 */
export type AddressSuggestionSource = (
  typed: string,
  filter: { state: string | null },
) => Promise<readonly AddressSuggestion[]>;

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
const MAX_SUGGESTIONS = 8;

/** Lower case, commas dropped, spaces single: 'Austin, TX' and 'austin tx' compare equal. */
function comparable(text: string): string {
  return text.toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
}

interface Place {
  city: string;
  state: string;
  zip: string;
}

function suggestionOf(place: Place): AddressSuggestion {
  const label = `${place.city}, ${place.state} ${place.zip}`;
  return { id: label, label, city: place.city, state: place.state, postal_code: place.zip };
}

/**
 * The default source: a STAND-IN list of a few of the largest cities of each state and DC,
 * each with one central ZIP code (`us-cities-stand-in.json`), until a complete ZIP dataset or
 * a places service is wired in. A number matches ZIP codes by their first digits; text matches
 * 'City, ST ZIP' from its start. The list is a separate chunk, loaded on the first lookup.
 */
export const standInAddressSuggestions: AddressSuggestionSource = async (typed, { state }) => {
  const wanted = comparable(addressLookupText(typed));
  const isZip = /^\d+$/.test(wanted);
  if (wanted.length < (isZip ? MIN_ZIP_DIGITS : MIN_CITY_LETTERS)) return [];
  const { default: places } = await import('./us-cities-stand-in.json');
  return places
    .filter((place) => state === null || place.state === state)
    .filter((place) =>
      isZip
        ? place.zip.startsWith(wanted)
        : comparable(`${place.city} ${place.state} ${place.zip}`).startsWith(wanted),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map(suggestionOf);
};
