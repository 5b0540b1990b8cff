import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAtPath, signedInEachTest } from '../../../tests/support/render-at-path';
import type { IndustryActivity, IndustryKeyword } from '../../domain/contracts/business-license';
import type { Answers, FieldDefinition } from '../../domain/questionnaire/page-definition';
import type { FieldRenderer } from '../field-renderer';
import { ActivitiesFieldRenderer } from './activities-field';
import { IndustryKeywordFieldRenderer } from './industry-keyword-field';

/** A slice of GET /v1/business_licenses/industry_codes: titles and the names owners use. */
const KEYWORDS: IndustryKeyword[] = [
  { 'Keyword ID': '722511', Keyword: 'Full-Service Restaurants', naics: '722511' },
  { 'Keyword ID': 'c-food-truck', Keyword: 'Food truck', naics: '722330' },
  { 'Keyword ID': '541219', Keyword: 'Other Accounting Services', naics: '541219' },
  { 'Keyword ID': 'c-bookkeeping', Keyword: 'Bookkeeping', naics: '541219' },
];

const ACTIVITIES: Record<string, IndustryActivity[]> = {
  '722511': [
    { IndustryActivityId: 'sells_alcohol', DisplayName: 'Serves or sells alcoholic drinks' },
    { IndustryActivityId: 'food', DisplayName: 'Prepares, serves or sells food' },
  ],
  '722330': [{ IndustryActivityId: 'food', DisplayName: 'Prepares, serves or sells food' }],
  '541219': [],
};

/** The main backend's industry data; `failing` paths answer 500. */
function stubIndustryData(failing: readonly string[] = []) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://charter.test');
      const path = url.pathname + url.search;
      asked.push(path);
      if (failing.some((prefix) => path.startsWith(prefix))) {
        return Response.json({ message: 'Internal Server Error' }, { status: 500 });
      }
      if (url.pathname === '/api/v1/business_licenses/industry_codes') {
        return Response.json(KEYWORDS);
      }
      const code = url.searchParams.get('industry_code');
      if (url.pathname === '/api/v1/business_licenses/industry_activity' && code) {
        return Response.json(ACTIVITIES[code] ?? []);
      }
      return Response.json({ message: 'Not Found' }, { status: 404 });
    }),
  );
  return asked;
}

const INDUSTRY: FieldDefinition = {
  name: 'industry',
  title: 'Business category',
  placeholder: 'Search business categories',
  type: 'string',
  rendered_type: 'avalara_industry_selection',
};

const ACTIVITY_IDS: FieldDefinition = {
  name: 'industry_activity_ids',
  title: 'Business activities',
  type: 'array',
  rendered_type: 'avalara_activities_selection',
};

/** A renderer in a stand-in engine that keeps its answer and records every change. */
function renderField(
  Renderer: FieldRenderer,
  field: FieldDefinition,
  initial: unknown,
  answers: Answers = {},
) {
  const changes: unknown[] = [];
  function Engine() {
    const [value, setValue] = useState(initial);
    return (
      <Renderer
        field={field}
        value={value}
        isRequired
        inputId="field"
        answers={answers}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderAtPath('/business-license/industry', <Engine />);
  return changes;
}

describe('the industry keyword field', () => {
  signedInEachTest();

  it('finds a common name as the owner types and stores keywordId:keywordName', async () => {
    const asked = stubIndustryData();
    const changes = renderField(IndustryKeywordFieldRenderer, INDUSTRY, undefined);
    const input = await screen.findByRole('combobox', { name: /Business category/ });
    await waitFor(() => expect(asked).toContain('/api/v1/business_licenses/industry_codes'));
    fireEvent.change(input, { target: { value: 'food tr' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Food truck/ }));
    expect(changes.at(-1)).toBe('c-food-truck:Food truck');
    expect((input as HTMLInputElement).value).toBe('Food truck');
    // The list is fetched once, however much is typed.
    fireEvent.change(input, { target: { value: 'bookkeep' } });
    await screen.findByRole('option', { name: /Bookkeeping/ });
    expect(asked.filter((path) => path.includes('industry_codes'))).toHaveLength(1);
  });

  it('is a combo box: arrows move through the matches and Enter chooses one', async () => {
    stubIndustryData();
    const changes = renderField(IndustryKeywordFieldRenderer, INDUSTRY, undefined);
    const input = await screen.findByRole('combobox', { name: /Business category/ });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.change(input, { target: { value: 'bookkeeping' } });
    await screen.findByRole('option', { name: /Bookkeeping/ });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.textContent).toMatch(/^Bookkeeping/);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(changes.at(-1)).toBe('c-bookkeeping:Bookkeeping');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the saved answer by its name, and clearing it answers CLEAR', async () => {
    stubIndustryData();
    const changes = renderField(
      IndustryKeywordFieldRenderer,
      INDUSTRY,
      '722511:Full-Service Restaurants',
    );
    const input = await screen.findByRole('combobox', { name: /Business category/ });
    expect((input as HTMLInputElement).value).toBe('Full-Service Restaurants');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the business category' }));
    expect(changes.at(-1)).toBe('CLEAR');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says when the list failed to load, with the status, and tries again', async () => {
    stubIndustryData(['/api/v1/business_licenses/industry_codes']);
    renderField(IndustryKeywordFieldRenderer, INDUSTRY, undefined);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch industry codes (500)',
    );
    stubIndustryData();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('the activities field', () => {
  signedInEachTest();

  it('offers the chosen industry’s activities as checkboxes and answers those ticked', async () => {
    stubIndustryData();
    const changes = renderField(ActivitiesFieldRenderer, ACTIVITY_IDS, [], {
      industry: '722511:Full-Service Restaurants',
    });
    expect(await screen.findByRole('group', { name: /Business activities/ })).toBeTruthy();
    expect(screen.getByText('For: Full-Service Restaurants')).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Serves or sells alcoholic drinks' }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Prepares, serves or sells food' }));
    expect(changes.at(-1)).toEqual(['sells_alcohol', 'food']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Serves or sells alcoholic drinks' }));
    expect(changes.at(-1)).toEqual(['food']);
  });

  it('reads a common name’s code from the keyword list', async () => {
    const asked = stubIndustryData();
    renderField(ActivitiesFieldRenderer, ACTIVITY_IDS, [], { industry: 'c-food-truck:Food truck' });
    expect(
      await screen.findByRole('checkbox', { name: 'Prepares, serves or sells food' }),
    ).toBeTruthy();
    expect(asked).toContain('/api/v1/business_licenses/industry_activity?industry_code=722330');
  });

  it('says when the industry has none, or when no industry is chosen', async () => {
    stubIndustryData();
    renderField(ActivitiesFieldRenderer, ACTIVITY_IDS, [], {
      industry: 'c-bookkeeping:Bookkeeping',
    });
    expect(
      await screen.findByText(
        'No activity changes which licenses apply to Bookkeeping: continue to the review.',
      ),
    ).toBeTruthy();
  });

  it('asks for the category first without one', () => {
    stubIndustryData();
    renderField(ActivitiesFieldRenderer, ACTIVITY_IDS, [], { industry: 'CLEAR' });
    expect(screen.getByText('Choose your business category first.')).toBeTruthy();
  });

  it('says when the activities failed to load, with the status', async () => {
    stubIndustryData(['/api/v1/business_licenses/industry_activity']);
    renderField(ActivitiesFieldRenderer, ACTIVITY_IDS, [], {
      industry: '722511:Full-Service Restaurants',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch IndustryActivity codes (500)',
    );
  });
});
