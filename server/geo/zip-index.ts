/** One ZIP code of the dataset: the place it is in. */
export interface ZipPlace {
  zip: string;
  city: string;
  /** Two-letter abbreviation. */
  state: string;
  county: string;
}

export interface ZipSuggestion extends ZipPlace {
  /** As listed, e.g. 'Austin, TX 78701'. */
  label: string;
}

interface Entry {
  /** The city as compared: 'saint louis' (and again under its alias, 'st louis'). */
  name: string;
  /** Compared by prefix: 'saint louis mo 63101'. */
  key: string;
  place: ZipPlace;
}

/** The ZIP codes of one state, or of all. */
interface Scope {
  /** Sorted by ZIP code. */
  byZip: ZipPlace[];
  /** Sorted by key. */
  byName: Entry[];
  /** The places of each city name, in key order. */
  byCity: Map<string, ZipPlace[]>;
}

export interface ZipIndex {
  size: number;
  suggest(text: string, state: string | null, limit: number): ZipSuggestion[];
  /** The place of a ZIP code (5 digits), county included; null when the dataset lacks it. */
  placeOfZip(zip: string): ZipPlace | null;
  /** The county most of a city's ZIP codes lie in (a city can span several). */
  countyOfCity(city: string, state: string): string | null;
}

/** Lower case, spaces for punctuation, single: 'St. Louis, MO' ~ 'st louis mo', 'Winston-Salem'. */
function comparable(text: string): string {
  return text.toLowerCase().replace(/[.,-]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The dataset writes the same first word both ways ('Saint Louis', 'St John'); each such place
 * is found under both, so 'st louis' and 'saint john' find them.
 */
const FIRST_WORD_ALIASES: Record<string, string> = {
  saint: 'st',
  st: 'saint',
  fort: 'ft',
  ft: 'fort',
  mount: 'mt',
  mt: 'mount',
};

function namesOf(city: string): string[] {
  const name = comparable(city);
  const [first = '', ...rest] = name.split(' ');
  const alias = FIRST_WORD_ALIASES[first];
  return alias && rest.length > 0 ? [name, [alias, ...rest].join(' ')] : [name];
}

/** The first index whose value is not below `wanted` (values sorted ascending). */
function lowerBound<T>(items: readonly T[], wanted: string, valueOf: (item: T) => string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (valueOf(items[middle]!) < wanted) low = middle + 1;
    else high = middle;
  }
  return low;
}

const byValue = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A scope of places already in order (a state's are picked from the whole, sorted once). */
function scopeOf(byZip: ZipPlace[], byName: Entry[]): Scope {
  const byCity = new Map<string, ZipPlace[]>();
  for (const { name, place } of byName) {
    const places = byCity.get(name);
    if (places) places.push(place);
    else byCity.set(name, [place]);
  }
  return { byZip, byName, byCity };
}

function suggestionOf(place: ZipPlace): ZipSuggestion {
  return { ...place, label: `${place.city}, ${place.state} ${place.zip}` };
}

function zipsStartingWith(scope: Scope, digits: string, limit: number): ZipPlace[] {
  const found: ZipPlace[] = [];
  for (let i = lowerBound(scope.byZip, digits, (place) => place.zip); i < scope.byZip.length; i++) {
    const place = scope.byZip[i]!;
    if (!place.zip.startsWith(digits) || found.length === limit) break;
    found.push(place);
  }
  return found;
}

/**
 * Places whose 'city st zip' starts with `name`, their ZIP code with `zipDigits`: first the
 * cities of exactly that name ('Springfield' before 'Springfield Gardens'), one ZIP code per
 * city so several states' Springfields show rather than one's ZIP codes; then the list is
 * topped up with more ZIP codes of the cities found ('Austin, TX').
 */
function placesNamed(scope: Scope, name: string, zipDigits: string, limit: number): ZipPlace[] {
  const firstOfCity: ZipPlace[] = [];
  const more: ZipPlace[] = [];
  const cities = new Set<string>();
  const zips = new Set<string>();
  const offer = (place: ZipPlace) => {
    if (!place.zip.startsWith(zipDigits) || zips.has(place.zip)) return;
    zips.add(place.zip);
    const city = `${place.city}|${place.state}`;
    if (!cities.has(city)) {
      cities.add(city);
      firstOfCity.push(place);
    } else if (more.length < limit) more.push(place);
  };
  for (const place of scope.byCity.get(name) ?? []) offer(place);
  const start = lowerBound(scope.byName, name, (entry) => entry.key);
  for (let i = start; i < scope.byName.length && firstOfCity.length < limit; i++) {
    const entry = scope.byName[i]!;
    if (!entry.key.startsWith(name)) break;
    offer(entry.place);
  }
  return [...firstOfCity, ...more].slice(0, limit);
}

/**
 * Indexes ZIP codes for prefix lookup: binary search in sorted arrays, per state and for all,
 * so a lookup costs a search and a short walk whatever the dataset's size.
 */
export function buildZipIndex(places: readonly ZipPlace[]): ZipIndex {
  const byZip = [...places].sort((a, b) => byValue(a.zip, b.zip));
  const byName = places
    .flatMap((place) =>
      namesOf(place.city).map((name) => ({
        name,
        key: `${name} ${place.state.toLowerCase()} ${place.zip}`,
        place,
      })),
    )
    .sort((a, b) => byValue(a.key, b.key));
  const all = scopeOf(byZip, byName);
  // Each state's share, picked in one pass so it stays in the order sorted once above.
  const perState = new Map<string, { byZip: ZipPlace[]; byName: Entry[] }>();
  const shareOf = (state: string) => {
    let share = perState.get(state);
    if (!share) perState.set(state, (share = { byZip: [], byName: [] }));
    return share;
  };
  for (const place of byZip) shareOf(place.state).byZip.push(place);
  for (const entry of byName) shareOf(entry.place.state).byName.push(entry);
  const states = new Map(
    [...perState].map(([state, share]) => [state, scopeOf(share.byZip, share.byName)]),
  );
  const zipPlaces = new Map(places.map((place) => [place.zip, place]));

  return {
    size: places.length,

    suggest(text, state, limit) {
      const scope = state === null ? all : states.get(state);
      const wanted = comparable(text);
      if (!scope || wanted === '') return [];
      if (/^\d+$/.test(wanted)) return zipsStartingWith(scope, wanted, limit).map(suggestionOf);
      // A number after the name is the start of the ZIP code: 'chicago 6060', 'austin tx 787'.
      const trailingZip = /^(.*\D)\s(\d+)$/.exec(wanted);
      const [name, zipDigits] = trailingZip ? [trailingZip[1]!, trailingZip[2]!] : [wanted, ''];
      return placesNamed(scope, name, zipDigits, limit).map(suggestionOf);
    },

    placeOfZip(zip) {
      return zipPlaces.get(zip) ?? null;
    },

    countyOfCity(city, state) {
      const counts = new Map<string, number>();
      for (const place of states.get(state)?.byCity.get(comparable(city)) ?? []) {
        counts.set(place.county, (counts.get(place.county) ?? 0) + 1);
      }
      // The most ZIP codes wins; a tie goes to the first name alphabetically, so it is stable.
      const ranked = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
      return ranked[0]?.[0] ?? null;
    },
  };
}
