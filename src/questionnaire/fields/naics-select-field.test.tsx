import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../tests/support/runtime-config';
import { setRuntimeConfigForTests } from '../../api/runtime-config';
import type { FieldDefinition } from '../../domain/questionnaire/page-definition';
import { NaicsSelectFieldRenderer } from './naics-select-field';

const FIELD: FieldDefinition = {
  name: 'business_class',
  title: 'Business industry',
  type: 'string',
  rendered_type: 'naics_select',
  regex: '^\\d{6}$',
};

/** A slice of the catalogue, in the shapes server/question-service returns. */
const CATALOGUE: Record<string, { code: string; code_title: string }[]> = {
  '/question-service/v1/naics_sectors': [
    { code: '11', code_title: 'Agriculture, Forestry, Fishing and Hunting' },
    { code: '31', code_title: 'Manufacturing' },
    { code: '32', code_title: 'Manufacturing' },
    { code: '54', code_title: 'Professional, Scientific, and Technical Services' },
  ],
  '/question-service/v1/naics_industries?sector=11': [
    { code: '1111', code_title: 'Oilseed and Grain Farming' },
  ],
  '/question-service/v1/naics_industries?sector=54': [
    { code: '5411', code_title: 'Legal Services' },
    {
      code: '5412',
      code_title: 'Accounting, Tax Preparation, Bookkeeping, and Payroll Services',
    },
  ],
  '/question-service/v1/naics_codes?industry=1111': [
    { code: '111110', code_title: 'Soybean Farming' },
  ],
  '/question-service/v1/naics_codes?industry=5411': [
    { code: '541110', code_title: 'Offices of Lawyers' },
    { code: '541120', code_title: 'Offices of Notaries' },
  ],
  '/question-service/v1/naics_codes?industry=5412': [
    { code: '541211', code_title: 'Offices of Certified Public Accountants' },
  ],
};

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** Answers from CATALOGUE; `failing` URLs answer 503 until removed from the set. */
function stubQuestionService(failing = new Set<string>()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = urlOf(input);
    const body = CATALOGUE[url];
    if (failing.has(url) || !body)
      return new Response('', { status: failing.has(url) ? 503 : 400 });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The field inside a stand-in engine that keeps the answer and records every change. */
function renderField({ initial = '', error }: { initial?: string; error?: string } = {}) {
  const changes: unknown[] = [];
  let setAnswer: (value: unknown) => void = () => undefined;
  function Harness() {
    const [value, setValue] = useState<unknown>(initial);
    setAnswer = setValue;
    return (
      <NaicsSelectFieldRenderer
        field={FIELD}
        value={value}
        error={error}
        isRequired
        inputId="field-business_class"
        answers={{ business_class: value }}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  // The engine replacing the answer, e.g. when a draft finishes loading from the device.
  return { changes, replaceAnswer: (value: unknown) => act(() => setAnswer(value)) };
}

/** The trigger button of a select level: its name is the chosen value, then the label. */
function selectTrigger(label: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(` ${label}$`) });
}

/** A level's list has loaded once its loading indicator is gone. */
async function listLoaded(label: string) {
  await waitFor(() => expect(screen.queryByText(`Loading ${label}…`)).toBeNull());
}

async function chooseInSelect(label: string, option: RegExp) {
  await listLoaded(label);
  fireEvent.click(selectTrigger(label));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Types into a combo box (which filters its list) and picks an option. */
async function chooseInComboBox(label: string, typed: string, option: RegExp) {
  await listLoaded(label);
  const input = screen.getByRole('combobox', { name: label });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: typed } });
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

function industryInput(): HTMLInputElement {
  return screen.getByRole('combobox', { name: 'Industry' }) as HTMLInputElement;
}

beforeEach(() => setRuntimeConfigForTests(TEST_RUNTIME_CONFIG));
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe('NaicsSelectFieldRenderer', () => {
  it('loads each level once its parent is chosen and answers with the six-digit code', async () => {
    const fetchMock = stubQuestionService();
    const { changes } = renderField();

    expect(screen.getByRole('group', { name: /Business industry/ })).toBeTruthy();
    expect(industryInput().disabled).toBe(true);
    expect(industryInput().placeholder).toBe('Choose a sector first');
    expect(selectTrigger('Specialization').hasAttribute('disabled')).toBe(true);

    await chooseInSelect('Sector', /^54 Professional/);
    await waitFor(() => expect(industryInput().disabled).toBe(false));
    await chooseInComboBox('Industry', 'legal', /^5411 Legal Services$/);
    await waitFor(() =>
      expect(selectTrigger('Specialization').hasAttribute('disabled')).toBe(false),
    );
    await chooseInSelect('Specialization', /^541110 Offices of Lawyers$/);

    expect(changes).toEqual(['', '', '541110']);
    expect(await screen.findByText('541110 · Offices of Lawyers')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toEqual([
      '/question-service/v1/naics_sectors',
      '/question-service/v1/naics_industries?sector=54',
      '/question-service/v1/naics_codes?industry=5411',
    ]);
  });

  it('shows a loading state while a list loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderField();
    expect(screen.getByText('Loading Sector…')).toBeTruthy();
    answer(new Response(JSON.stringify(CATALOGUE['/question-service/v1/naics_sectors'])));
    await listLoaded('Sector');
  });

  it('preselects every level from a restored six-digit answer', async () => {
    const fetchMock = stubQuestionService();
    renderField({ initial: '541110' });

    await waitFor(() =>
      expect(selectTrigger('Sector').textContent).toContain(
        '54 Professional, Scientific, and Technical Services',
      ),
    );
    await waitFor(() => expect(industryInput().value).toBe('5411 Legal Services'));
    await waitFor(() =>
      expect(selectTrigger('Specialization').textContent).toContain('541110 Offices of Lawyers'),
    );
    expect(await screen.findByText('541110 · Offices of Lawyers')).toBeTruthy();
    expect(
      screen.getByText(/Professional, Scientific, and Technical Services.*Legal Services/),
    ).toBeTruthy();
    // The summary's titles come from the lists already loaded: one request per level.
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('takes a six-digit code typed directly (offline, or an owner who knows it)', async () => {
    stubQuestionService();
    const { changes } = renderField();
    const direct = screen.getByRole('textbox', { name: 'Or type your six-digit NAICS code' });
    fireEvent.change(direct, { target: { value: '5411' } });
    expect(changes.at(-1)).toBe('');
    fireEvent.change(direct, { target: { value: '54-11-10x' } });
    expect(changes.at(-1)).toBe('541110');
    await waitFor(() =>
      expect(selectTrigger('Specialization').textContent).toContain('541110 Offices of Lawyers'),
    );
  });

  it('follows an answer that arrives after it is shown (a draft loaded later)', async () => {
    stubQuestionService();
    const { replaceAnswer } = renderField();
    await listLoaded('Sector');
    replaceAnswer('541110');
    expect(await screen.findByText('541110 · Offices of Lawyers')).toBeTruthy();
    await waitFor(() => expect(industryInput().value).toBe('5411 Legal Services'));
  });

  it('clears the industry, the specialization and the answer when the sector changes', async () => {
    stubQuestionService();
    const { changes } = renderField({ initial: '541110' });
    await screen.findByText('541110 · Offices of Lawyers');

    await chooseInSelect('Sector', /^11 Agriculture/);

    expect(changes).toEqual(['']);
    expect(industryInput().value).toBe('');
    expect(selectTrigger('Specialization').hasAttribute('disabled')).toBe(true);
    expect(selectTrigger('Specialization').textContent).toContain('Choose an industry first');
    expect(screen.queryByText(/Offices of Lawyers/)).toBeNull();

    await chooseInComboBox('Industry', '1111', /^1111 Oilseed and Grain Farming$/);
    await chooseInSelect('Specialization', /^111110 Soybean Farming$/);
    expect(changes).toEqual(['', '', '111110']);
  });

  it('clears the specialization and the answer when the industry changes', async () => {
    stubQuestionService();
    const { changes } = renderField({ initial: '541110' });
    await screen.findByText('541110 · Offices of Lawyers');

    await chooseInComboBox('Industry', 'payroll', /^5412 Accounting/);

    expect(changes).toEqual(['']);
    expect(selectTrigger('Specialization').textContent).toContain('Choose a specialization');
    expect(screen.queryByText(/Offices of Lawyers/)).toBeNull();
    await chooseInSelect('Specialization', /^541211 /);
    expect(changes).toEqual(['', '541211']);
  });

  it('shows a failed list with a way to try again', async () => {
    const failing = new Set(['/question-service/v1/naics_industries?sector=54']);
    stubQuestionService(failing);
    renderField();

    await chooseInSelect('Sector', /^54 Professional/);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to fetch industry codes');

    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again to load Industry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await chooseInComboBox('Industry', 'account', /^5412 Accounting/);
  });

  it('ties the error to the first level still to choose, which carries the input id', async () => {
    stubQuestionService();
    renderField({ error: 'This field is required' });

    const message = screen.getByText('This field is required');
    const sector = selectTrigger('Sector');
    expect(sector.id).toBe('field-business_class');
    expect(sector.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);

    await chooseInSelect('Sector', /^54 Professional/);
    expect(industryInput().id).toBe('field-business_class');
    expect(industryInput().getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(industryInput().getAttribute('aria-invalid')).toBe('true');
    expect(selectTrigger('Sector').id).not.toBe('field-business_class');
  });
});
