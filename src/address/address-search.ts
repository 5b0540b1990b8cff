/**
 * The address search's shapes, apart from its sources: the sources (address-suggestions.ts and
 * google-places-suggest.ts, which the first loads on demand) and the field share them without
 * importing each other.
 */

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
