import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import MiniSearch from 'minisearch';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  HUB_CATEGORIES,
  hubFile,
  stubHubServices,
  type HubServiceFixture,
} from '../../../../tests/support/hub-content-service';
import { signedInEachTest } from '../../../../tests/support/render-at-path';
import type { HubFileItem } from '../../../domain/contracts/hub-files';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/hub/hub-content';
import { HUB_SEARCH_INDEX_OPTIONS, type HubSearchDocument } from '../../../domain/hub/hub-search';
import { deviceDatabase } from '../../../local/device-database';
import { outboxEntries } from '../../../local/outbox';
import { ToastProvider } from '../../../ui/toast';
import { FAVORITE_PATH } from '../api/hub-favorites';
import { hubSearchIndexQuery } from '../api/hub-search';
import { GuidesPage } from './guides-page';
import { TemplatesPage } from './templates-page';

// The browser reads mammoth's browser build (its package's `browser` field), which takes an
// ArrayBuffer; under Node the package's main file reads only files and Buffers.
vi.mock('mammoth', async () => await import('mammoth/mammoth.browser'));

signedInEachTest();

const GUIDES = Array.from({ length: 12 }, (_, at) => hubFile('guides', at + 1));
GUIDES[0] = hubFile('guides', 1, {
  name: 'Opening a business bank account',
  template_description: 'What a bank asks for, and how to keep business money apart.',
});
const TEMPLATES = Array.from({ length: 5 }, (_, at) => hubFile('templates', at + 101));
const LIBRARY = [{ service: 'doc-library', status: 'ACTIVE' }];

function renderPage(path: string, page: ReactNode, retry: boolean | number = false) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Router hook={location.hook}>{page}</Router>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { history: location.history!, queryClient };
}

const renderGuides = (fixture: Partial<HubServiceFixture> = {}, path = '/guides') => {
  const server = stubHubServices({ files: [...GUIDES, ...TEMPLATES], ...fixture });
  return { ...server, ...renderPage(path, <GuidesPage />) };
};

const table = () => screen.getByRole('table');
/** The body's rows, by the name each shows. */
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.ch-hub-table__name')!.textContent);
const lastList = (requests: URLSearchParams[]) => Object.fromEntries(requests.at(-1)!);
const downloadButton = () => screen.getByRole('button', { name: 'Download' });
const tick = (name: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));

/** Types a search and lets the debounce's second pass (on a fake clock). */
function search(text: string) {
  vi.useFakeTimers();
  try {
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: text },
    });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  } finally {
    vi.useRealTimers();
  }
}

/** Screens narrower than 48em match the compact layout's query. */
function screenIsCompact(compact: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: compact && query.includes('max-width'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** What the page hands the browser to save, by name. */
function recordSaves() {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:charter/file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(async () => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  await deviceDatabase().outbox.clear();
});

describe('the guides page', () => {
  it('lists the first ten guides in a table, under a breadcrumb back to the hub', async () => {
    const { listRequests } = renderGuides();
    expect(screen.getByRole('heading', { level: 1, name: 'Guides' })).toBeTruthy();
    expect(
      screen.getByText('Practical, founder-focused guides to move your business forward.'),
    ).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb).getByRole('link', { name: 'Business Hub' }).getAttribute('href'),
    ).toBe('/business-hub');
    // Four placeholder rows while the list loads.
    expect(screen.getByRole('status', { name: 'Loading guides…' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(5);

    await screen.findByText('Opening a business bank account');
    expect(lastList(listRequests)).toEqual({
      document_type: '5',
      kind: 'guides',
      page: '1',
      limit: '10',
    });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Select', 'Template', 'Category', 'Action']);
    expect(rowNames()).toEqual(GUIDES.slice(0, 10).map((guide) => guide.name));

    const [, first] = within(table()).getAllByRole('row');
    expect(first!.textContent).toContain(
      'What a bank asks for, and how to keep business money apart.',
    );
    expect(within(first!).getAllByRole('cell')[2]!.textContent).toBe('Taxes');
    for (const name of [
      'Preview Opening a business bank account',
      'PDF download of Opening a business bank account',
      'Add Opening a business bank account to favourites',
    ]) {
      expect(within(first!).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('pages ten at a time, with pages only when there are more than ten', async () => {
    const { listRequests } = renderGuides();
    await screen.findByText('Opening a business bank account');
    const pages = screen.getByRole('navigation', { name: 'Guides pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowNames()).toEqual(['Guide 11', 'Guide 12']));
    expect(lastList(listRequests).page).toBe('2');
    expect(screen.getByRole('table', { name: 'Guides, page 2 of 2' })).toBeTruthy();
  });

  it('shows no pages for ten guides or fewer', async () => {
    renderGuides({ files: GUIDES.slice(0, 10) });
    await screen.findByText('Opening a business bank account');
    expect(rowNames()).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Guides pages' })).toBeNull();
  });

  it('reads the category from the address and writes the one chosen there', async () => {
    const { listRequests, history } = renderGuides({}, '/guides?category_id=2');
    await screen.findByText('Opening a business bank account');
    expect(lastList(listRequests).category).toBe('2');
    const select = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    expect(select.value).toBe('2');
    // The guides' categories only, after the placeholder.
    expect([...select.options].map((option) => option.text)).toEqual([
      'Select Category',
      'Getting Started',
      'Taxes',
    ]);

    fireEvent.change(select, { target: { value: '1' } });
    expect(history.at(-1)).toBe('/guides?category_id=1');
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Guide 2',
        'Guide 4',
        'Guide 6',
        'Guide 8',
        'Guide 10',
        'Guide 12',
      ]),
    );
    expect(lastList(listRequests).category).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Clear category' }));
    expect(history.at(-1)).toBe('/guides');
    expect(document.activeElement).toBe(select);
    await waitFor(() => expect(lastList(listRequests).category).toBeUndefined());
  });

  it('lists everything for a category that is not a guides’ one', async () => {
    const templatesCategory = HUB_CATEGORIES.find((entry) => entry.kind === 'templates')!;
    const { listRequests } = renderGuides(
      {},
      `/guides?category_id=${templatesCategory.category_id}`,
    );
    await screen.findByText('Opening a business bank account');
    await waitFor(() => expect(lastList(listRequests).category).toBeUndefined());
  });

  it('searches a second after the typing stops', async () => {
    const { listRequests } = renderGuides();
    await screen.findByText('Opening a business bank account');
    const before = listRequests.length;
    vi.useFakeTimers();
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
        target: { value: 'bank account' },
      });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(listRequests.length).toBe(before);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(rowNames()).toEqual(['Opening a business bank account']));
    expect(lastList(listRequests).search).toBe('bank account');
    expect(screen.queryByRole('navigation', { name: 'Guides pages' })).toBeNull();
  });

  it('says plainly when nothing matches', async () => {
    renderGuides();
    await screen.findByText('Opening a business bank account');
    search('payroll');
    expect(await screen.findByText('No guides match “payroll”.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what failed, and Try again loads the guides', async () => {
    const { listRequests } = renderGuides({
      listAnswers: [
        { status: 404, body: { message: 'The hub is not loaded yet.' } },
        { status: 200, body: { items: GUIDES.slice(0, 1), total: 1, limit: 10 } },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the guides.');
    expect(alert.textContent).toContain('The hub is not loaded yet.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Opening a business bank account')).toBeTruthy();
    expect(listRequests).toHaveLength(2);
  });

  it('counts the ticked guides, and a new page starts with none ticked', async () => {
    renderGuides();
    await screen.findByText('Opening a business bank account');
    expect(downloadButton().hasAttribute('disabled')).toBe(true);

    tick('Opening a business bank account');
    expect(screen.getByText('1 guide is selected')).toBeTruthy();
    tick('Guide 2');
    expect(screen.getByText('2 guides are selected')).toBeTruthy();
    expect(downloadButton().hasAttribute('disabled')).toBe(false);

    const all = screen.getByRole('checkbox', { name: 'Select all guides on this page' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getByText('10 guides are selected')).toBeTruthy();
    fireEvent.click(all);
    expect(screen.queryByText(/are selected/)).toBeNull();

    tick('Guide 3');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowNames()).toEqual(['Guide 11', 'Guide 12']));
    expect(screen.queryByText(/selected/)).toBeNull();
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    );
    expect(downloadButton().hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    );
  });

  it('says ‘templates’ in the compact layout, as the spec has it', async () => {
    screenIsCompact(true);
    renderGuides();
    await screen.findByText('Opening a business bank account');
    tick('Guide 2');
    tick('Guide 3');
    expect(screen.getByText('2 templates are selected')).toBeTruthy();
  });

  it('downloads the ticked guides as one zip, Download unavailable meanwhile', async () => {
    let deliver: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (deliver = resolve));
    const downloads = {
      2: { fileName: 'guide-2.pdf', answer: async () => (await slow, new Response('%PDF-1.7 2')) },
      3: { fileName: 'guide-3.pdf', answer: () => new Response('%PDF-1.7 3') },
    };
    renderGuides({ downloads });
    const saved = recordSaves();
    await screen.findByText('Opening a business bank account');
    tick('Guide 2');
    tick('Guide 3');
    fireEvent.click(downloadButton());
    await waitFor(() => expect(downloadButton().getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByText(/Preparing your download…/)).toBeTruthy();
    fireEvent.click(downloadButton());

    deliver();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^charter-guides-\d{4}-\d{2}-\d{2}\.zip$/);
    await waitFor(() => expect(downloadButton().hasAttribute('aria-disabled')).toBe(false));
  });

  it('tells the owner in a toast which guides a zip left out', async () => {
    renderGuides({
      downloads: {
        2: { fileName: 'guide-2.pdf', answer: () => new Response('%PDF-1.7 2') },
        3: {
          fileName: 'guide-3.pdf',
          answer: () => Response.json({ message: 'Gone' }, { status: 410 }),
        },
      },
    });
    const saved = recordSaves();
    await screen.findByText('Opening a business bank account');
    tick('Guide 2');
    tick('Guide 3');
    fireEvent.click(downloadButton());
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      expect(toasts.textContent).toBe(
        'ErrorSome files could not be downloaded and were left out of the zip: Guide 3.×',
      ),
    );
    expect(saved).toHaveLength(1);
  });

  it('saves nothing when every file fails, and says why in an error toast', async () => {
    renderGuides({
      downloads: {
        1: {
          fileName: 'bank.pdf',
          answer: () =>
            Response.json({ message: 'This download link has expired.' }, { status: 410 }),
        },
      },
    });
    const saved = recordSaves();
    await screen.findByText('Opening a business bank account');
    fireEvent.click(
      screen.getByRole('button', { name: 'PDF download of Opening a business bank account' }),
    );
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(toasts.textContent).toContain('This download link has expired.'));
    expect(toasts.textContent).toContain('Error');
    expect(saved).toEqual([]);
  });

  it('previews a guide: its category, title, description and id, and the PDF in a frame', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:charter/guide');
    URL.revokeObjectURL = vi.fn();
    renderGuides({
      downloads: { 1: { fileName: 'bank.pdf', answer: () => new Response('%PDF-1.7 bank') } },
    });
    const preview = await screen.findByRole('button', {
      name: 'Preview Opening a business bank account',
    });
    act(() => preview.focus());
    fireEvent.click(preview);
    const dialog = await screen.findByRole('dialog', { name: 'Opening a business bank account' });
    const facts = Object.fromEntries(
      [...dialog.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling!.textContent,
      ]),
    );
    expect(facts).toEqual({
      Category: 'Taxes',
      Description: 'What a bank asks for, and how to keep business money apart.',
      'Guide ID': '1',
    });
    const frame = await within(dialog).findByTitle('Opening a business bank account (PDF)');
    expect(frame.getAttribute('src')).toBe('blob:charter/guide');
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(preview));
  });

  it('offers a phone the PDF in its own viewer instead of a frame', async () => {
    screenIsCompact(true);
    URL.createObjectURL = vi.fn(() => 'blob:charter/guide');
    URL.revokeObjectURL = vi.fn();
    renderGuides({
      downloads: { 1: { fileName: 'bank.pdf', answer: () => new Response('%PDF-1.7 bank') } },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Preview Opening a business bank account' }),
    );
    const dialog = await screen.findByRole('dialog');
    const open = await within(dialog).findByRole('link', { name: 'Open PDF (opens in a new tab)' });
    expect(open.getAttribute('href')).toBe('blob:charter/guide');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('says what failed in a preview, with Try again', async () => {
    renderGuides({ downloads: {} });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Preview Opening a business bank account' }),
    );
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'We could not load the preview of Opening a business bank account.',
    );
    expect(alert.textContent).toContain('This file is not available to preview.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('queues a favourite through the outbox and shows it at once', async () => {
    renderGuides();
    const star = await screen.findByRole('button', {
      name: 'Add Opening a business bank account to favourites',
    });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    const pressed = await screen.findByRole('button', {
      name: 'Remove Opening a business bank account from favourites',
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    const [entry] = await outboxEntries(deviceDatabase(), 'individual:1');
    expect(entry).toMatchObject({
      service: 'content',
      path: FAVORITE_PATH,
      pageId: 'hub-favorite:1',
      body: { document_id: 1, business_id: null },
    });
  });

  it('searches the hub kept on this device while offline', async () => {
    const { queryClient } = renderGuides();
    await screen.findByText('Opening a business bank account');
    const index = new MiniSearch<HubSearchDocument>(HUB_SEARCH_INDEX_OPTIONS);
    index.addAll(
      GUIDES.slice(0, 3).map((guide: HubFileItem) => ({
        id: guide.id,
        kind: guide.kind,
        slug: guide.slug,
        name: guide.name,
        description: guide.template_description,
        category_id: guide.category_id,
        category_name: guide.category_name,
        tags: '',
        text: guide.id === 1 ? 'checking account deposit' : '',
        publish_date: guide.publish_date,
      })),
    );
    queryClient.setQueryData(hubSearchIndexQuery(1).queryKey, index);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      onlineManager.setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });

    search('deposit');
    await waitFor(() => expect(rowNames()).toEqual(['Opening a business bank account']));
    expect(
      screen.getByText(
        'You’re offline: these results come from the copy of the Business Hub on this device.',
      ),
    ).toBeTruthy();
  });

  it('says a list not kept on this device will show once online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    stubHubServices({ files: GUIDES });
    // Offline, a request the service worker has no copy for fails as the network does; its
    // retry then waits for the network.
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage('/guides', <GuidesPage />, 1);
    expect(
      await screen.findByText(
        /You’re offline, and these guides have not been kept on this device yet/,
      ),
    ).toBeTruthy();
  });
});

/** A template's DOCX: a heading, a line, a javascript: link and a link to another site. */
async function templateDocx(): Promise<ArrayBuffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Mutual NDA', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('Each party keeps the other’s secrets.')] }),
          new Paragraph({
            children: [
              new ExternalHyperlink({
                link: 'javascript:alert(1)',
                children: [new TextRun('Sign here')],
              }),
              new TextRun(' or see '),
              new ExternalHyperlink({
                link: 'https://www.sba.gov/',
                children: [new TextRun('the SBA')],
              }),
            ],
          }),
        ],
      },
    ],
  });
  return (await Packer.toBlob(document)).arrayBuffer();
}

describe('the templates page', () => {
  const renderTemplates = (fixture: Partial<HubServiceFixture> = {}) => {
    const server = stubHubServices({ files: [...GUIDES, ...TEMPLATES], ...fixture });
    return { ...server, ...renderPage('/templates', <TemplatesPage />) };
  };

  it('previews a template’s DOCX as sanitised HTML', async () => {
    const docx = await templateDocx();
    renderTemplates({
      services: LIBRARY,
      downloads: { 104: { fileName: 'nda.docx', answer: () => new Response(docx) } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview Template 104' }));
    const dialog = await screen.findByRole('dialog', { name: 'Template 104' });
    const document = await within(dialog).findByRole('region', { name: 'Template 104 (preview)' });
    expect(within(document).getByRole('heading', { level: 1, name: 'Mutual NDA' })).toBeTruthy();
    expect(document.textContent).toContain('Each party keeps the other’s secrets.');
    expect(within(document).queryByRole('link', { name: 'Sign here' })).toBeNull();
    expect(document.textContent).toContain('Sign here');
    const away = within(document).getByRole('link', { name: 'the SBA' });
    expect(away.getAttribute('href')).toBe('https://www.sba.gov/');
    expect(away.getAttribute('rel')).toBe('noopener noreferrer');
    // The guides page's details are not the templates page's.
    expect(dialog.querySelector('dl')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Download DOCX' })).toBeTruthy();
  });

  it('lists templates for an owner without Business Templates, previewing the examples only', async () => {
    renderTemplates({ services: [] });
    await screen.findByText('Template 101');
    expect(screen.getByText('Downloading templates needs Business Templates.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Fill / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.queryByRole('button', { name: /\(DOCX\)$/ })).toBeNull();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: /^Preview / })
          .map((button) => button.textContent && button.getAttribute('aria-label')),
      ).toEqual(['Preview Template 101', 'Preview Template 102', 'Preview Template 103']),
    );
    expect(screen.getAllByText('Included with Business Templates')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Preview Template 101' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Download DOCX' })).toBeNull();
  });

  it('offers every template to an owner with Business Templates, to download or fill with the business', async () => {
    const invoice = hubFile('templates', 106, { slug: 'invoice', name: 'Invoice' });
    renderTemplates({ services: LIBRARY, files: [...TEMPLATES, invoice] });
    await screen.findByText('Template 101');
    expect(
      screen.getByRole('link', { name: 'Fill Invoice with your business' }).getAttribute('href'),
    ).toBe('/templates/invoice');
    // A template the app does not know (another service's) is offered as a file only.
    expect(screen.queryByRole('link', { name: 'Fill Template 101 with your business' })).toBeNull();
    expect(screen.queryByText('Downloading templates needs Business Templates.')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Preview / })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'DOCX download of Template 105' })).toBeTruthy();
    tick('Template 101');
    tick('Template 102');
    expect(screen.getByText('2 templates are selected')).toBeTruthy();
  });
});
