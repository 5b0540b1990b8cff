import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { setUnauthorizedHandlerForTests } from '../../../api/http';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { writeTokens } from '../../../api/token-store';
import type { BillingAddress } from '../../../domain/checkout/billing-address';
import type { AddressSearch } from '../../../address/address-search';
import type { GeoSuggestion } from '../../../address/geo-suggest';
import { SUGGEST_DELAY_MS } from '../../../address/address-search-field';
import { BillingAddressForm, useBillingAddressForm } from './billing-address-form';

function Checkout({
  initial,
  search,
  onSave = () => undefined,
}: {
  initial?: Partial<BillingAddress>;
  search?: AddressSearch;
  onSave?: (address: BillingAddress) => void;
}) {
  const form = useBillingAddressForm(initial);
  const save = () => (form.checkAll() ? onSave(form.values) : form.focusFirstError());
  return (
    <>
      <BillingAddressForm form={form} addressSearch={search} />
      <button type="button" onClick={save}>
        Save
      </button>
    </>
  );
}

const street = () => screen.getByRole('combobox', { name: /^Street address/ }) as HTMLInputElement;
const stateSelect = () => screen.getByRole('combobox', { name: /^State/ }) as HTMLSelectElement;
const textField = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

/** The messages tied to a control (aria-describedby). */
function messageOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className.includes('error'))
    .map((element) => element?.textContent)
    .join(' ');
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function pickSuggestion(typed: string, option: string) {
  act(() => street().focus());
  type(street(), typed);
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Types into the street and waits for exactly these suggestions (the source answers later). */
async function expectSuggestions(typed: string, expected: string[]): Promise<void> {
  act(() => street().focus());
  type(street(), typed);
  await waitFor(() =>
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent ?? ''),
    ).toEqual(expected),
  );
  fireEvent.keyDown(street(), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const place = (city: string, state: string, zip: string, county: string): GeoSuggestion => ({
  city,
  state,
  zip_code: zip,
  county,
  label: `${city}, ${state} ${zip}`,
});

/** What the main backend's /v1/geo/suggest answers (server/api/geo-routes.test.ts), by query. */
const GEO_ANSWERS: Record<string, GeoSuggestion[]> = {
  'q=chic': [
    place('Chicago Heights', 'IL', '60411', 'Cook'),
    place('Chicago', 'IL', '60601', 'Cook'),
    place('Chicago Park', 'CA', '95712', 'Nevada'),
  ],
  'q=787': [place('Austin', 'TX', '78701', 'Travis'), place('Austin', 'TX', '78702', 'Travis')],
  'q=Springfield&state=MO': [
    place('Springfield', 'MO', '65801', 'Greene'),
    place('Springfield', 'MO', '65802', 'Greene'),
  ],
  'q=Springfield': [
    place('Springfield', 'AR', '72157', 'Conway'),
    place('Springfield', 'CO', '81073', 'Baca'),
  ],
};

interface GeoRequest {
  url: string;
  authorization: string | null;
}

/** The main backend at the network boundary: geo lookups answered from GEO_ANSWERS. */
function stubGeoServer(): GeoRequest[] {
  const requests: GeoRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, authorization: new Headers(init?.headers).get('authorization') });
      const query = new URL(url, 'http://charter.test').searchParams.toString();
      const suggestions = GEO_ANSWERS[query.replace(/\+/g, ' ')] ?? [];
      return new Response(JSON.stringify({ suggestions }), { status: 200 });
    }),
  );
  return requests;
}

const unauthorized = vi.fn();

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  setUnauthorizedHandlerForTests(unauthorized);
  writeTokens({ accessToken: 'the-token', refreshToken: null, idToken: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
  expect(unauthorized).not.toHaveBeenCalled();
});

describe('BillingAddressForm', () => {
  it('asks for a US address, the second line optional', () => {
    render(<Checkout />);
    expect(screen.getByRole('group', { name: 'Billing address' })).toBeTruthy();
    expect(street().getAttribute('aria-required')).toBe('true');
    expect(street().autocomplete).toBe('address-line1');
    expect(textField('Floor/Apt/Suite number').getAttribute('aria-required')).toBeNull();
    expect(textField('City').autocomplete).toBe('address-level2');
    expect(stateSelect().getAttribute('autocomplete')).toBe('address-level1');
    expect(textField('Zip code').autocomplete).toBe('postal-code');
    expect(textField('Zip code').inputMode).toBe('numeric');
    expect(screen.getByText('United States')).toBeTruthy();
    expect(street().getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('Add a comma and the city or ZIP code to pick it from a list.'),
    ).toBeTruthy();
    expect(within(stateSelect()).getAllByRole('option')).toHaveLength(52); // 50 + DC + 'Select…'
  });

  it('on Save shows each required field’s message under it and focuses the first', () => {
    const onSave = vi.fn();
    render(<Checkout onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(messageOf(street())).toBe('Street address is required');
    expect(messageOf(textField('City'))).toBe('City is required');
    expect(messageOf(stateSelect())).toBe('State is required');
    expect(messageOf(textField('Zip code'))).toBe('Zip code is required');
    expect(messageOf(textField('Floor/Apt/Suite number'))).toBe('');
    expect(stateSelect().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(street());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks a ZIP code when it is left', () => {
    render(<Checkout />);
    type(textField('Zip code'), '6060');
    fireEvent.blur(textField('Zip code'));
    expect(messageOf(textField('Zip code'))).toBe('Zip code format is invalid');
    type(textField('Zip code'), '60606-1234');
    expect(messageOf(textField('Zip code'))).toBe('');
  });

  it('refuses a pasted tab or line break with the shared message, keeping what was pasted', () => {
    const onSave = vi.fn();
    render(<Checkout initial={{ line1: '600 Congress Ave', state: 'TX', postal_code: '78701' }} />);
    type(textField('City'), 'Austin\tTX');
    fireEvent.blur(textField('City'));
    expect(messageOf(textField('City'))).toBe(
      'City must be on one line: line breaks and tabs are not allowed',
    );
    expect(textField('City').value).toBe('Austin\tTX');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(textField('City'));
  });

  it('fills city, state and ZIP from a city typed after the street', async () => {
    const requests = stubGeoServer();
    const onSave = vi.fn();
    render(<Checkout onSave={onSave} />);
    await pickSuggestion('233 S Wacker Dr, chic', 'Chicago, IL 60601');

    expect(requests).toEqual([
      { url: '/api/v1/geo/suggest?q=chic', authorization: 'Bearer the-token' },
    ]);
    // The pick fills the fields as it settles, which may be after the list has closed.
    await waitFor(() => expect(street().value).toBe('233 S Wacker Dr'));
    expect(textField('City').value).toBe('Chicago');
    expect(stateSelect().value).toBe('IL');
    expect(textField('Zip code').value).toBe('60601');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      line1: '233 S Wacker Dr',
      line2: '',
      city: 'Chicago',
      state: 'IL',
      postal_code: '60601',
      country: 'US',
    });
  });

  it('finds a place by ZIP code too', async () => {
    stubGeoServer();
    render(<Checkout />);
    await pickSuggestion('1 Congress Ave, 787', 'Austin, TX 78701');
    expect(textField('City').value).toBe('Austin');
    expect(stateSelect().value).toBe('TX');
  });

  it('asks for places in the chosen state only', async () => {
    const requests = stubGeoServer();
    render(<Checkout initial={{ state: 'Missouri' }} />);
    expect(stateSelect().value).toBe('MO');
    await expectSuggestions('1 Main St, Springfield', [
      'Springfield, MO 65801',
      'Springfield, MO 65802',
    ]);
    expect(requests.at(-1)?.url).toBe('/api/v1/geo/suggest?q=Springfield&state=MO');

    fireEvent.change(stateSelect(), { target: { value: '' } });
    // A further keystroke (the same text again would not be a change).
    await expectSuggestions('1 Main St, Springfield ', [
      'Springfield, AR 72157',
      'Springfield, CO 81073',
    ]);
    expect(requests.at(-1)?.url).toBe('/api/v1/geo/suggest?q=Springfield');
  });

  it('looks up once the typing pauses, not at every key', async () => {
    const requests = stubGeoServer();
    render(<Checkout />);
    act(() => street().focus());
    for (const typed of ['233 S Wacker Dr, c', '233 S Wacker Dr, ch', '233 S Wacker Dr, chic']) {
      type(street(), typed);
    }
    await screen.findByRole('listbox');
    expect(requests.map((request) => request.url)).toEqual(['/api/v1/geo/suggest?q=chic']);
  });

  it('offers nothing offline and stays a text field', async () => {
    const lookups = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', lookups);
    const onSave = vi.fn();
    render(
      <Checkout initial={{ city: 'Chicago', state: 'IL', postal_code: '60601' }} onSave={onSave} />,
    );
    act(() => street().focus());
    type(street(), '233 S Wacker Dr, chic');
    await waitFor(() => expect(lookups).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('listbox')).toBeNull();
    type(street(), '233 S Wacker Dr');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ line1: '233 S Wacker Dr' }));
  });

  it('takes suggestions from an injected source, street and credit included', async () => {
    const details = vi.fn(async () => ({
      line1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      postal_code: '10118',
    }));
    const suggest = vi.fn<AddressSearch['suggest']>(async () => [
      { id: 'place-1', label: '350 5th Ave, New York, NY, USA', place: details },
    ]);
    const search: AddressSearch = {
      hint: 'Start typing your address to pick it from a list.',
      attribution: 'Google Maps',
      suggest,
    };
    render(<Checkout initial={{ state: 'NY' }} search={search} />);
    expect(screen.getByText('Start typing your address to pick it from a list.')).toBeTruthy();
    act(() => street().focus());
    type(street(), '350 5th');
    expect(await screen.findByText('Google Maps')).toBeTruthy();
    expect(details).not.toHaveBeenCalled(); // a place's details are asked for only when chosen
    fireEvent.click(screen.getByRole('option', { name: '350 5th Ave, New York, NY, USA' }));
    await waitFor(() => expect(street().value).toBe('350 5th Ave'));
    expect(suggest).toHaveBeenCalledWith('350 5th', expect.objectContaining({ state: 'NY' }));
    // The street just filled in is not looked up again (a places service bills each lookup).
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DELAY_MS * 2)));
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(textField('City').value).toBe('New York');
    expect(textField('Zip code').value).toBe('10118');
  });

  it('keeps a street typed without suggestions as it is', () => {
    const requests = stubGeoServer();
    render(<Checkout />);
    type(street(), '12 Main St');
    fireEvent.blur(street());
    expect(street().value).toBe('12 Main St');
    expect(messageOf(street())).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(requests).toEqual([]); // a street alone is no city to look up
  });
});
