import { describe, expect, it } from 'vitest';
import {
  addressLookupText,
  standInAddressSuggestions,
  streetBeforeLookup,
} from './address-suggestions';

const labels = async (typed: string, state: string | null = null) =>
  (await standInAddressSuggestions(typed, { state })).map((suggestion) => suggestion.label);

describe('the street field’s lookup text', () => {
  it.each([
    ['12 Main St, Austin', 'Austin', '12 Main St'],
    ['12 Main St, Austin, TX', 'Austin, TX', '12 Main St'],
    ['Austin', 'Austin', ''],
    ['78701', '78701', ''],
  ])('%j looks up %j after the street %j', (typed, lookup, street) => {
    expect(addressLookupText(typed)).toBe(lookup);
    expect(streetBeforeLookup(typed)).toBe(street);
  });
});

describe('the stand-in city/ZIP suggestions', () => {
  it('offers "City, ST ZIP" for a city typed after the street', async () => {
    expect(await labels('12 Main St, aus')).toEqual(['Austin, TX 78701']);
  });

  it('matches a city with its state, commas or not', async () => {
    expect(await labels('1 Elm St, Portland, OR')).toEqual(['Portland, OR 97204']);
    expect(await labels('1 Elm St, portland me 04')).toEqual(['Portland, ME 04101']);
  });

  it('matches ZIP codes by their first digits, from three digits', async () => {
    expect(await labels('787')).toEqual(['Austin, TX 78701']);
    expect(await labels('78')).toEqual([]);
  });

  it('keeps to the chosen state', async () => {
    expect(await labels('Springfield')).toEqual([
      'Springfield, IL 62701',
      'Springfield, MA 01103',
      'Springfield, MO 65806',
    ]);
    expect(await labels('Springfield', 'MO')).toEqual(['Springfield, MO 65806']);
  });

  it('waits for two letters and offers nothing for a street alone', async () => {
    expect(await labels('a')).toEqual([]);
    expect(await labels('12 Main St')).toEqual([]);
  });

  it('fills city, state and ZIP but no street', async () => {
    const [austin] = await standInAddressSuggestions('Austin', { state: 'TX' });
    expect(austin).toEqual({
      id: 'Austin, TX 78701',
      label: 'Austin, TX 78701',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
    });
  });
});
