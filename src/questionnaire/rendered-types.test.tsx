/*
 * The rendered types the spec describes beyond plain text (foundation §3, §5): text_area,
 * year_picker and address_search, each on a real question page with its drafts on this device.
 * The address search's source is the main backend's ZIP lookup, answered at the network
 * boundary (its server side is tested in server/api/geo-routes.test.ts).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { setRuntimeConfigForTests } from '../api/runtime-config';
import { writeTokens } from '../api/token-store';
import { SUGGEST_DELAY_MS } from '../address/address-search-field';
import type { GeoSuggestion } from '../address/geo-suggest';
import type { FieldDefinition, PageDefinition } from '../domain/questionnaire/page-definition';
import { validatePage } from '../domain/questionnaire/validate-page';
import { US_STATES } from '../domain/us-states';
import { deviceDatabase } from '../local/device-database';
import { getDraft } from '../local/drafts';
import { QuestionPage } from './question-page';
import type { PageSource } from './page-source';

const OWNER = 'individual:1';

/** An address block as the server's page builders make it (server/pages/field-builders.ts). */
function addressBlock(prefix: string, title: string, guidance?: string): FieldDefinition[] {
  const text = (name: string, fieldTitle: string, extra: Partial<FieldDefinition> = {}) => ({
    name: `${prefix}${name}`,
    // 'Business city', or 'City' in an owner's row.
    title: title
      ? `${title}${fieldTitle}`
      : `${fieldTitle[0]!.toUpperCase()}${fieldTitle.slice(1)}`,
    type: 'string' as const,
    rendered_type: 'text' as const,
    maxLength: 128,
    ...extra,
  });
  return [
    text('street_address1', 'street address', {
      rendered_type: 'address_search',
      placeholder: 'Start typing your address',
      ...(guidance ? { description: guidance } : {}),
    }),
    text('street_address2', 'floor/apt/suite number'),
    text('city', 'city'),
    text('state', 'state', {
      rendered_type: 'select',
      options: US_STATES.map((state) => ({ value: state.name, label: state.name })),
    }),
    text('zip_code', 'zip code'),
  ];
}

const page: PageDefinition = {
  id: 'test/page1',
  title: 'Business details',
  required: [],
  fields: [
    {
      name: 'business_purpose',
      title: 'Business purpose',
      type: 'string',
      rendered_type: 'text_area',
      maxLength: 500,
    },
    { name: 'founded_year', title: 'Year founded', type: 'number', rendered_type: 'year_picker' },
    ...addressBlock('business_', 'Business ', 'PO boxes are not allowed for business addresses.'),
    {
      name: 'owners',
      title: 'Owners',
      type: 'array',
      rendered_type: 'text',
      children: addressBlock('', ''),
      children_required: [],
      max_rows: 3,
    },
  ],
  next_button: { label: 'Continue', next_page_url: '/test/page2' },
};

function renderPage() {
  const source: PageSource = {
    ownerKey: OWNER,
    pageId: page.id,
    savePath: '/v1/test/page1',
    meta: { individual_id: 1 },
    fetchSaved: async () => null,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={memoryLocation({ path: '/test/page1' }).hook}>
        <QuestionPage definition={page} source={source} stepLabel="Step 1 of 2" />
      </Router>
    </QueryClientProvider>,
  );
}

const storedAnswers = async () => (await getDraft(deviceDatabase(), OWNER, page.id))?.answers;

const place = (city: string, state: string, zip: string): GeoSuggestion => ({
  city,
  state,
  zip_code: zip,
  county: 'Travis',
  label: `${city}, ${state} ${zip}`,
});

/** The main backend's /v1/geo/suggest, by query; every query asked is recorded. */
function stubGeoServer(): string[] {
  const queries: string[] = [];
  const answers: Record<string, GeoSuggestion[]> = {
    'q=78704&state=TX': [place('Austin', 'TX', '78704')],
    'q=78704': [place('Austin', 'TX', '78704')],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const query = new URL(String(input), 'http://charter.test').searchParams.toString();
      queries.push(query);
      return new Response(JSON.stringify({ suggestions: answers[query] ?? [] }), { status: 200 });
    }),
  );
  return queries;
}

/**
 * Reaches a street line: a plain text field until the owner focuses it, then the address
 * search in its place, focused (its code loads on that first focus).
 */
async function reachStreet(name: string): Promise<HTMLElement> {
  const plain = await screen.findByRole('textbox', { name });
  act(() => plain.focus());
  const street = await screen.findByRole('combobox', { name });
  await waitFor(() => expect(document.activeElement).toBe(street));
  return street;
}

/** Types into a street line and chooses one of the addresses it then offers. */
async function chooseAddress(street: HTMLElement, typed: string, option: string) {
  act(() => street.focus());
  fireEvent.change(street, { target: { value: typed } });
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  writeTokens({ accessToken: 'the-token', refreshToken: null, idToken: null });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const db = deviceDatabase();
  await Promise.all([db.drafts.clear(), db.outbox.clear(), db.kv.clear()]);
});

describe('text_area', () => {
  it('is a text area of five rows showing the characters typed out of its limit', async () => {
    renderPage();
    const area = await screen.findByRole('textbox', { name: 'Business purpose' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('5');
    expect(screen.getByText('0 of 500 characters')).toBeTruthy();

    fireEvent.change(area, { target: { value: 'Bicycle repairs\nand rentals' } });
    expect(screen.getByText('27 of 500 characters')).toBeTruthy();
    await waitFor(async () =>
      expect((await storedAnswers())?.business_purpose).toBe('Bicycle repairs\nand rentals'),
    );
  });
});

describe('year_picker', () => {
  it('takes a typed year, digits only, as a number', async () => {
    renderPage();
    const year = await screen.findByRole('spinbutton', { name: 'Year founded' });
    fireEvent.change(year, { target: { value: '19a87' } });
    expect((year as HTMLInputElement).value).toBe('1987');
    expect(year.getAttribute('aria-valuenow')).toBe('1987');
    await waitFor(async () => expect((await storedAnswers())?.founded_year).toBe(1987));
  });

  it('steps from the current year with the arrow keys and the buttons, without bounds', async () => {
    renderPage();
    const year = (await screen.findByRole('spinbutton', {
      name: 'Year founded',
    })) as HTMLInputElement;
    const thisYear = new Date().getFullYear();
    fireEvent.keyDown(year, { key: 'ArrowUp' });
    expect(year.value).toBe(String(thisYear));
    fireEvent.keyDown(year, { key: 'ArrowDown' });
    fireEvent.keyDown(year, { key: 'ArrowDown' });
    expect(year.value).toBe(String(thisYear - 2));
    fireEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(year.value).toBe(String(thisYear - 1));

    fireEvent.change(year, { target: { value: '1850' } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(year.value).toBe('1849');
    // No range applies: a year long past (or far ahead) is an answer like any other.
    expect(validatePage(page, { founded_year: 1849 })).toEqual({});
    expect(validatePage(page, { founded_year: 2999 })).toEqual({});
  });
});

describe('address_search', () => {
  it('offers addresses in the chosen state, and a choice fills street, city, state and ZIP code', async () => {
    const queries = stubGeoServer();
    renderPage();
    const street = await reachStreet('Business street address');
    // The field's own guidance and the search's hint are read with it.
    expect(screen.getByText(/PO boxes are not allowed/).textContent).toBe(
      'PO boxes are not allowed for business addresses. Add a comma and the city or ZIP code to pick it from a list.',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Business state' }), {
      target: { value: 'Texas' },
    });

    await chooseAddress(street, '1100 Barton Springs Rd, 78704', 'Austin, TX 78704');

    expect(queries).toEqual(['q=78704&state=TX']);
    expect((street as HTMLInputElement).value).toBe('1100 Barton Springs Rd');
    const textbox = (name: string) =>
      (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
    expect(textbox('Business city')).toBe('Austin');
    expect(textbox('Business zip code')).toBe('78704');
    expect(
      (screen.getByRole('combobox', { name: 'Business state' }) as HTMLSelectElement).value,
    ).toBe('Texas');
    await waitFor(async () =>
      expect(await storedAnswers()).toMatchObject({
        business_street_address1: '1100 Barton Springs Rd',
        business_city: 'Austin',
        business_state: 'Texas',
        business_zip_code: '78704',
      }),
    );
  });

  it("fills an owner's row from its own street line, leaving the business address be", async () => {
    const queries = stubGeoServer();
    renderPage();
    const street = await reachStreet('Street address');

    await chooseAddress(street, '1100 Barton Springs Rd, 78704', 'Austin, TX 78704');

    // No state chosen in the row: the whole country is searched.
    expect(queries).toEqual(['q=78704']);
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe(
      'Austin',
    );
    expect((screen.getByRole('textbox', { name: 'Business city' }) as HTMLInputElement).value).toBe(
      '',
    );
    await waitFor(async () =>
      expect((await storedAnswers())?.owners).toEqual([
        expect.objectContaining({
          street_address1: '1100 Barton Springs Rd',
          city: 'Austin',
          state: 'Texas',
          zip_code: '78704',
        }),
      ]),
    );
  });

  it('keeps a street typed without choosing, and looks up only what is typed into it', async () => {
    const queries = stubGeoServer();
    renderPage();
    // Not reached yet: the plain field the search takes the place of on the first focus.
    const street = await screen.findByRole('textbox', { name: 'Business street address' });
    fireEvent.change(street, { target: { value: '12 Main St, 78704' } });
    fireEvent.blur(street);
    await waitFor(async () =>
      expect((await storedAnswers())?.business_street_address1).toBe('12 Main St, 78704'),
    );
    // The text came while the field was not focused (as a saved street or a prefill does):
    // nothing is looked up, a places service billing each lookup.
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST_DELAY_MS * 2)));
    expect(queries).toEqual([]);
  });
});
