/*
 * Google Places cannot be reached here: Google's "places" library is stood in for at its
 * documented surface (window.google.maps.importLibrary), to check what is asked of it and what
 * is made of its answers. Whether the real service answers so is untested.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { setRuntimeConfigForTests } from '../api/runtime-config';
import { configuredAddressSearch } from './address-suggestions';

class SessionToken {}

interface Prediction {
  placeId: string;
  text: { text: string };
  toPlace(): { fetchFields: (request: { fields: string[] }) => Promise<unknown> };
}

const component = (types: string[], longText: string, shortText = longText) => ({
  types,
  longText,
  shortText,
});

const ADDRESSES: Record<string, ReturnType<typeof component>[]> = {
  'place-empire': [
    component(['street_number'], '350'),
    component(['route'], '5th Avenue', '5th Ave'),
    component(['sublocality_level_1', 'sublocality', 'political'], 'Manhattan'),
    component(['administrative_area_level_2', 'political'], 'New York County'),
    component(['administrative_area_level_1', 'political'], 'New York', 'NY'),
    component(['country', 'political'], 'United States', 'US'),
    component(['postal_code'], '10118'),
  ],
  'place-austin': [
    component(['street_number'], '350'),
    component(['route'], 'Congress Avenue', 'Congress Ave'),
    component(['locality', 'political'], 'Austin'),
    component(['administrative_area_level_1', 'political'], 'Texas', 'TX'),
    component(['postal_code'], '78701'),
  ],
};

const fetchFields = vi.fn();
const prediction = (placeId: string, text: string): Prediction => ({
  placeId,
  text: { text },
  toPlace: () => ({
    fetchFields: async (request) => {
      fetchFields(placeId, request);
      return { place: { addressComponents: ADDRESSES[placeId] } };
    },
  }),
});

const fetchAutocompleteSuggestions = vi.fn(async (_request: Record<string, unknown>) => ({
  suggestions: [
    { placePrediction: prediction('place-empire', '350 5th Avenue, New York, NY, USA') },
    { placePrediction: null },
    { placePrediction: prediction('place-austin', '350 Congress Avenue, Austin, TX, USA') },
  ],
}));

const importLibrary = vi.fn(async (_name: string) => ({
  AutocompleteSessionToken: SessionToken,
  AutocompleteSuggestion: { fetchAutocompleteSuggestions },
}));

describe('the address search with a Google Maps key configured', () => {
  beforeAll(() => {
    setRuntimeConfigForTests({ ...TEST_RUNTIME_CONFIG, maps: { googleApiKey: 'browser-key' } });
    vi.stubGlobal('google', { maps: { importLibrary } });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    setRuntimeConfigForTests(null);
  });

  const suggest = (typed: string, state: string | null = null) =>
    configuredAddressSearch().suggest(typed, { state, signal: new AbortController().signal });

  it('asks Google Places for US street addresses and credits Google Maps', async () => {
    const search = configuredAddressSearch();
    expect(search).toBe(configuredAddressSearch());
    expect(search.hint).toBe('Start typing your address to pick it from a list.');
    expect(search.attribution).toBe('Google Maps');

    const found = await suggest('350 ');
    expect(importLibrary).toHaveBeenCalledWith('places');
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith({
      input: '350',
      sessionToken: expect.any(SessionToken),
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
    });
    expect(found.map((suggestion) => suggestion.label)).toEqual([
      '350 5th Avenue, New York, NY, USA',
      '350 Congress Avenue, Austin, TX, USA',
    ]);
    expect(fetchFields).not.toHaveBeenCalled();
  });

  it('keeps to the chosen state and waits for three characters', async () => {
    expect((await suggest('350 Congress', 'TX')).map((suggestion) => suggestion.id)).toEqual([
      'place-austin',
    ]);
    fetchAutocompleteSuggestions.mockClear();
    expect(await suggest('35')).toEqual([]);
    expect(fetchAutocompleteSuggestions).not.toHaveBeenCalled();
  });

  it('fills street, city, state and ZIP from the chosen place’s address', async () => {
    const [empire, austin] = await suggest('350');
    expect(await empire!.place()).toEqual({
      line1: '350 5th Ave',
      city: 'Manhattan',
      state: 'NY',
      postal_code: '10118',
    });
    expect(fetchFields).toHaveBeenCalledWith('place-empire', { fields: ['addressComponents'] });
    expect(await austin!.place()).toEqual({
      line1: '350 Congress Ave',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
    });
  });

  it('shares one session token between lookups until a place is chosen', async () => {
    fetchAutocompleteSuggestions.mockClear();
    const [first] = await suggest('350 5');
    await suggest('350 5t');
    const tokens = () =>
      fetchAutocompleteSuggestions.mock.calls.map(([request]) => request.sessionToken);
    expect(tokens()[0]).toBe(tokens()[1]);
    await first!.place();
    await suggest('12 Main');
    expect(tokens()[2]).not.toBe(tokens()[0]);
  });
});
