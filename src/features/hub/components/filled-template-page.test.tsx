import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { signedInEachTest } from '../../../../tests/support/render-at-path';
import type { DocumentListItem } from '../../../domain/contracts/documents';
import { TEMPLATES_NOT_PURCHASED } from '../../../domain/flows/templates-flow';
import { deviceDatabase } from '../../../local/device-database';
import type { DraftState } from '../../../local/local-database';
import { ownerKeyOf } from '../../../local/owner-key';
import { FilledTemplatePage } from './filled-template-page';

signedInEachTest();

const CONTRACTOR = 'independent-contractor-agreement';
const KEPT: DocumentListItem = {
  document_id: 7,
  business_id: 3,
  product_key: 'DOC_LIBRARY',
  category: 'company-documents',
  title: 'Independent Contractor Agreement with IP Assignment',
  file_name: `${CONTRACTOR}.docx`,
  content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 9_000,
  sha256: 'a'.repeat(64),
  created_at: '2026-11-29T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the filled page calls it: the fill answers `fill`, each call recorded. */
function stubApi(fill: () => Response) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://charter.test');
      calls.push({
        path: `${url.pathname}${url.search}`,
        body: init?.body && JSON.parse(String(init.body)),
      });
      if (url.pathname === '/api/v1/business_templates/fill') return fill();
      throw new Error(`unexpected ${url.href}`);
    }),
  );
  return calls;
}

async function keepDraft(state: DraftState) {
  await deviceDatabase().drafts.put({
    ownerKey: ownerKeyOf(1),
    pageId: `templates/${CONTRACTOR}`,
    answers: { contractor_name: 'Dana Whitfield' },
    baseVersion: null,
    localTime: Date.now(),
    state,
  });
}

function renderFilled(search: string) {
  const location = memoryLocation({ path: `/templates/filled${search}`, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <FilledTemplatePage />
      </Router>
    </QueryClientProvider>,
  );
  return location.history!;
}

describe('the filled template page', () => {
  afterEach(async () => {
    await deviceDatabase().drafts.clear();
    vi.restoreAllMocks();
  });

  it('fills the template once its answers are on the server, and offers the document', async () => {
    await keepDraft('synced');
    const calls = stubApi(() => json(KEPT));
    renderFilled(`?template=${CONTRACTOR}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your Independent Contractor Agreement with IP Assignment is ready',
      }),
    ).toBeTruthy();
    expect(calls).toEqual([
      { path: '/api/v1/business_templates/fill?individual_id=1', body: { template: CONTRACTOR } },
    ]);
    expect(screen.getByRole('button', { name: 'Download DOCX' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your documents' }).getAttribute('href')).toBe(
      '/documents/company-documents',
    );
    expect(screen.getByRole('link', { name: 'Change your answers' }).getAttribute('href')).toBe(
      `/templates/${CONTRACTOR}`,
    );
  });

  it('waits while the answers are still in the outbox, and says so offline, filling nothing', async () => {
    await keepDraft('queued');
    const calls = stubApi(() => json(KEPT));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFilled(`?template=${CONTRACTOR}`);
    expect(
      await screen.findByText(/^You are offline\. Your answers are kept on this device/),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('fills a template this device never answered: its answers are the server’s, if any', async () => {
    const calls = stubApi(() => json(KEPT));
    renderFilled(`?template=${CONTRACTOR}`);
    await screen.findByRole('button', { name: 'Download DOCX' });
    expect(calls).toHaveLength(1);
  });

  it('shows the server’s reason when the fill is refused, and tries again', async () => {
    await keepDraft('synced');
    let answer = json({ message: TEMPLATES_NOT_PURCHASED }, 403);
    const calls = stubApi(() => answer);
    renderFilled(`?template=${CONTRACTOR}`);
    expect(await screen.findByText(TEMPLATES_NOT_PURCHASED)).toBeTruthy();
    answer = json(KEPT);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Download DOCX' });
    expect(calls).toHaveLength(2);
  });

  it('asks the owner to look at answers the server refused before filling', async () => {
    await keepDraft('invalid');
    const calls = stubApi(() => json(KEPT));
    renderFilled(`?template=${CONTRACTOR}`);
    expect(await screen.findByText(/need a look before it can be filled/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends an address naming no template to the templates', async () => {
    stubApi(() => json(KEPT));
    const history = renderFilled('?template=last-will');
    await waitFor(() => expect(history.at(-1)).toBe('/templates'));
  });
});
