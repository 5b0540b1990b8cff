import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { tokenExpiringIn } from '../../../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { listedDocument } from '../../../../tests/support/listed-document';
import { MemoryCacheStorage } from '../../../../tests/support/memory-cache-storage';
import { BlobBodyResponse } from '../../../../tests/support/blob-response';
import { recordSaves } from '../../../../tests/support/recorded-saves';
import { TEST_OWNER } from '../../../../tests/support/test-owner';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { TOKEN_KEYS } from '../../../api/token-store';
import type { DocumentListItem } from '../../../domain/documents/document-api';
import { KEPT_DOCUMENTS_LIMIT_BYTES } from '../../../domain/documents/kept-documents';
import { ToastProvider } from '../../../ui/toast';
import { DOCUMENT_GONE } from '../../../api/document-links';
import { SAVED_FILE_LOCKED } from '../api/saved-hub-files';
import { KEPT_NOTES, NEEDS_CONNECTION_MESSAGE } from '../kept-documents';
import { keepDocument } from '../../../local/kept-documents';
import { DocumentsPage, LIST_NEEDS_CONNECTION, LOAD_ERROR_MESSAGE } from './documents-page';
import { NO_SAVED_FILES } from './saved-hub-files';

const documentOf = listedDocument;

const FORMATION = documentOf({ document_id: 7 });
const RECEIPT = documentOf({
  document_id: 8,
  title: 'Receipt INV-000012',
  file_name: 'charter-receipt-INV-000012.pdf',
  size: 812,
  created_at: '2026-03-05T15:00:00.000Z',
});
const CERTIFICATE = documentOf({
  document_id: 9,
  product_key: 'CERT_GOOD_STANDING',
  category: 'compliance',
  title: 'Certificate of good standing',
  file_name: 'certificate.pdf',
  size: 14 * 1024 * 1024,
  created_at: '2026-04-01T15:00:00.000Z',
});

type Answer = { status: number; body?: unknown } | 'never';

interface ServerAnswers {
  /** Each list request takes the next answer; the last one repeats. */
  list?: Answer[];
  owner?: object;
  /** The owner's service statuses (GET /v1/services/status/1). */
  services?: Array<{ service: string; status: string }>;
  urls?: Answer;
  /** The files behind signed links, by link: each answers its text as a PDF. */
  files?: Record<string, string>;
  /** The content service's saved guides and templates (GET /content/v1/documents/saved). */
  saved?: (query: URLSearchParams) => Answer;
}

/** The server as the page sees it: the list, the owner, the statuses and the links. */
function stubServer({
  list = [{ status: 200, body: { individual_id: 1, documents: [] } }],
  owner = TEST_OWNER,
  services = [],
  urls = { status: 200, body: { documents: [] } },
  files = {},
  saved = () => ({ status: 200, body: { documents: [], total: 0 } }),
}: ServerAnswers) {
  const requests: string[] = [];
  let listCalls = 0;
  const json = ({ status, body }: { status: number; body?: unknown }) =>
    new Response(JSON.stringify(body ?? { message: 'Not found' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      // Without a connection, as in browsers, fetch fails before any server answers.
      if (!navigator.onLine) throw new TypeError('Failed to fetch');
      requests.push(url);
      let answer: Answer = { status: 404 };
      if (url === '/api/v1/services/documents/list/1') {
        answer = list[Math.min(listCalls, list.length - 1)]!;
        listCalls += 1;
      } else if (url === '/api/v1/individual/1') {
        answer = { status: 200, body: owner };
      } else if (url === '/api/v1/services/status/1') {
        const entries = services.map((entry) => ({ ...entry, updated_at: FORMATION.created_at }));
        answer = { status: 200, body: { individual_id: 1, services: entries } };
      } else if (url.startsWith('/api/v1/services/documents/urls?')) {
        answer = urls;
      } else if (url in files) {
        return new Response(files[url], { headers: { 'content-type': 'application/pdf' } });
      } else if (url.startsWith('/content/v1/documents/saved?')) {
        answer = saved(new URL(url, 'http://charter.test').searchParams);
      }
      if (answer === 'never') return new Promise<Response>(() => undefined);
      return json(answer);
    }),
  );
  return { requests, listCalls: () => listCalls };
}

const listed = (...documents: object[]) => [{ status: 200, body: { individual_id: 1, documents } }];

/** What the app hands in for the licence report's shelf (src/app/documents-screen.test.tsx). */
const LICENCE_REPORT_STAND_IN = 'The licence feature’s report';

function renderAt(path: string, client = new QueryClient()) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <Router hook={location.hook}>
          <DocumentsPage licenceReport={<p>{LICENCE_REPORT_STAND_IN}</p>} />
        </Router>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return location;
}

const documentsMenu = () => screen.queryByRole('navigation', { name: 'Documents' });
/** The documents of the shelf shown, whose name the list bears. */
const items = (shelf = 'All documents') =>
  within(screen.getByRole('list', { name: shelf })).getAllByRole('listitem');
const detail = (item: HTMLElement, term: string) =>
  within(item).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

/** A document's signed link, as the documents store makes it. */
const linkOf = (document: DocumentListItem) =>
  `http://charter.test/api/v1/services/documents/download/${document.document_id}?owner=1&expires=1&signature=s`;
const linkTo = (document: DocumentListItem): Answer => ({
  status: 200,
  body: {
    documents: [
      {
        document_id: document.document_id,
        file_name: document.file_name,
        url: linkOf(document),
        expires_at: document.created_at,
      },
    ],
  },
});

/** A saved file's text (jsdom's Blob has no text()). */
const textOf = async (file: Blob) => new TextDecoder().decode(await file.arrayBuffer());

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  localStorage.setItem(TOKEN_KEYS.access, tokenExpiringIn(3600, '1'));
  // The content service, which lists the saved guides and templates, takes the id token.
  localStorage.setItem(TOKEN_KEYS.id, tokenExpiringIn(3600, '1'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setRuntimeConfigForTests(null);
  sessionStorage.clear();
});

describe('DocumentsPage', () => {
  it('shows its heading and a loading placeholder while the documents load', () => {
    stubServer({ list: ['never'] });
    renderAt('/documents/all-documents');
    expect(screen.getByRole('heading', { level: 1, name: 'Business Documents' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your documents…' })).toBeTruthy();
    expect(documentsMenu()).toBeNull();
    expect(document.title).toContain('Business Documents');
  });

  it.each([
    ['has not bought the formation', []],
    [
      'has bought the formation and not started it',
      [{ service: 'llc-formation', status: 'PURCHASED' }],
    ],
  ])(
    'invites an owner without documents who %s to complete the registration',
    async (_case, services) => {
      stubServer({ services });
      renderAt('/documents/all-documents');
      expect(
        await screen.findByRole('heading', { level: 2, name: 'You don’t have any documents yet' }),
      ).toBeTruthy();
      const start = await screen.findByRole('link', { name: 'Complete Business Registration' });
      expect(start.getAttribute('href')).toBe('/formation/page1');
      expect(documentsMenu()).toBeNull();
    },
  );

  it.each(['SUBMITTED', 'IN_PROGRESS', 'ACTIVE', 'REJECTED'])(
    'says there are no documents yet without the registration button once the formation is %s',
    async (status) => {
      const server = stubServer({ services: [{ service: 'llc-formation', status }] });
      renderAt('/documents/all-documents');
      expect(
        await screen.findByRole('heading', { level: 2, name: 'You don’t have any documents yet' }),
      ).toBeTruthy();
      await waitFor(() => expect(server.requests).toContain('/api/v1/services/status/1'));
      // Give the statuses their turn to render: the button still does not come.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('link', { name: 'Complete Business Registration' })).toBeNull();
    },
  );

  it('opens the menu for an owner with an order link, before any document', async () => {
    stubServer({ owner: { ...TEST_OWNER, order_url: 'https://orders.example/7' } });
    const location = renderAt('/documents/business-license-report');
    const menu = await screen.findByRole('navigation', { name: 'Documents' });
    expect([...menu.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'All documents',
      'Company documents',
      'Compliance',
      'Registered agent',
      'Business license report',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Business license report' })).toBeTruthy();
    expect(screen.getByText(LICENCE_REPORT_STAND_IN)).toBeTruthy();

    fireEvent.click(within(menu).getByRole('link', { name: 'All documents' }));
    expect(await screen.findByText('You have no documents yet.')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/documents/all-documents');
  });

  it('lists every document newest first on All documents, with its file, type, size and date', async () => {
    stubServer({ list: listed(FORMATION, RECEIPT, CERTIFICATE) });
    renderAt('/documents/all-documents');
    await screen.findByRole('navigation', { name: 'Documents' });
    expect(
      screen.getByRole('link', { name: 'All documents', current: 'page' }).getAttribute('href'),
    ).toBe('/documents/all-documents');

    const shown = items();
    expect(
      shown.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Certificate of good standing',
      'Receipt INV-000012',
      'Business formation filing as submitted',
    ]);
    const formation = shown[2]!;
    expect(detail(formation, 'File')).toBe('formation-filing-2026-03-04.pdf');
    expect(detail(formation, 'Type')).toBe('PDF');
    expect(detail(formation, 'Size')).toBe('2.5 KB');
    expect(detail(formation, 'Added')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
        new Date(FORMATION.created_at),
      ),
    );
    expect(detail(shown[0]!, 'Size')).toBe('14 MB');
    expect(detail(shown[1]!, 'Size')).toBe('812 bytes');
    expect(
      within(formation).getByRole('button', {
        name: 'Download Business formation filing as submitted',
      }),
    ).toBeTruthy();
  });

  it('keeps each document on its shelf, and says when a shelf is empty', async () => {
    stubServer({ list: listed(FORMATION, RECEIPT, CERTIFICATE) });
    renderAt('/documents/compliance');
    await screen.findByRole('heading', { level: 2, name: 'Compliance' });
    expect(
      items('Compliance').map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Certificate of good standing']);

    fireEvent.click(screen.getByRole('link', { name: 'Company documents' }));
    await screen.findByRole('heading', { level: 2, name: 'Company documents' });
    expect(
      items('Company documents').map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Receipt INV-000012', 'Business formation filing as submitted']);

    fireEvent.click(screen.getByRole('link', { name: 'Registered agent' }));
    expect(await screen.findByText('No registered agent documents yet.')).toBeTruthy();
  });

  it('downloads a document through its 120-second link and saves it under its name', async () => {
    const server = stubServer({
      list: listed(FORMATION, RECEIPT),
      urls: linkTo(RECEIPT),
      files: { [linkOf(RECEIPT)]: '%PDF-1.7 receipt' },
    });
    const saved = recordSaves();
    renderAt('/documents/all-documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Receipt INV-000012' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('charter-receipt-INV-000012.pdf');
    expect(await textOf(saved[0]!.file)).toBe('%PDF-1.7 receipt');
    expect(server.requests).toContain(
      '/api/v1/services/documents/urls?individual_id=1&document_ids=8&expires_in=120',
    );
  });

  it('opens a document too large to keep by its link, as the server sends it', async () => {
    const large = { ...RECEIPT, size: KEPT_DOCUMENTS_LIMIT_BYTES + 1 };
    stubServer({ list: listed(large), urls: linkTo(large) });
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push(this.href);
    });
    renderAt('/documents/all-documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Receipt INV-000012' }));
    await waitFor(() => expect(opened).toEqual([linkOf(large)]));
  });

  it('tells the owner why a download failed, in an error toast', async () => {
    stubServer({
      list: listed(RECEIPT),
      urls: { status: 403, body: { message: 'Forbidden' } },
    });
    renderAt('/documents/all-documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Receipt INV-000012' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(toasts.textContent).toContain('Forbidden'));
    expect(toasts.textContent).toContain('Error');
  });

  it('says a document gone since the list was read is no longer available', async () => {
    stubServer({ list: listed(RECEIPT), urls: { status: 200, body: { documents: [] } } });
    renderAt('/documents/all-documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Receipt INV-000012' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(toasts.textContent).toContain(DOCUMENT_GONE));
    expect(DOCUMENT_GONE).toBe(
      'This document is no longer available. Reload the page to see your documents.',
    );
  });

  it('shows an error with Try again, which loads the documents once they answer', async () => {
    // A 404 is not retried, so the error shows after one request.
    const server = stubServer({ list: [{ status: 404 }, ...listed(RECEIPT)] });
    renderAt('/documents/all-documents');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LOAD_ERROR_MESSAGE);
    expect(alert.textContent).toContain('We could not load your documents.');
    expect(alert.textContent).toContain('The server answered 404: Not found');
    expect(server.listCalls()).toBe(1);

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Receipt INV-000012' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.listCalls()).toBe(2);
  });

  it('leaves out entries of the list that are not documents', async () => {
    stubServer({
      list: listed(RECEIPT, { document_id: 'x' }, { ...CERTIFICATE, category: 'elsewhere' }),
    });
    renderAt('/documents/all-documents');
    await screen.findByRole('heading', { level: 3, name: 'Receipt INV-000012' });
    expect(items()).toHaveLength(1);
  });
});

describe('documents kept for reading offline (issue 30)', () => {
  const RECEIPT_PDF = '%PDF-1.7 receipt';

  beforeEach(() => {
    vi.stubGlobal('caches', new MemoryCacheStorage());
    vi.stubGlobal('Response', BlobBodyResponse);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    // The query client's own idea of the connection follows the browser's events.
    act(() => void window.dispatchEvent(new Event('online')));
  });

  function goOffline() {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
  }

  const row = (title: string) => screen.findByRole('listitem', { name: title });
  const downloadOf = (item: HTMLElement) => within(item).getByRole('button', { name: /^Download/ });
  /** What a screen reader hears of a row's Download besides its name. */
  const descriptionOf = (button: HTMLElement) =>
    document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

  it('keeps a document opened online; its row then says it opens without a connection', async () => {
    stubServer({
      list: listed(FORMATION, RECEIPT),
      urls: linkTo(RECEIPT),
      files: { [linkOf(RECEIPT)]: RECEIPT_PDF },
    });
    recordSaves();
    renderAt('/documents/all-documents');
    const receipt = await row('Receipt INV-000012');
    expect(within(receipt).queryByText(KEPT_NOTES.kept)).toBeNull();

    fireEvent.click(downloadOf(receipt));
    expect(await within(receipt).findByText(KEPT_NOTES.kept)).toBeTruthy();
    expect(descriptionOf(downloadOf(receipt))).toBe(
      'Kept on this device: opens without a connection',
    );
    // A document not opened says nothing while online: it opens as it always did.
    const formation = await row('Business formation filing as submitted');
    expect(within(formation).queryByRole('paragraph')).toBeNull();
  });

  it('offline, opens a kept document from its copy, asking the network nothing', async () => {
    const server = stubServer({
      list: listed(FORMATION, RECEIPT),
      urls: linkTo(RECEIPT),
      files: { [linkOf(RECEIPT)]: RECEIPT_PDF },
    });
    const saved = recordSaves();
    renderAt('/documents/all-documents');
    const receipt = await row('Receipt INV-000012');
    fireEvent.click(downloadOf(receipt));
    await within(receipt).findByText(KEPT_NOTES.kept);
    const asked = server.requests.length;

    goOffline();
    fireEvent.click(downloadOf(receipt));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe('charter-receipt-INV-000012.pdf');
    expect(await textOf(saved[1]!.file)).toBe(RECEIPT_PDF);
    expect(server.requests).toHaveLength(asked);
    expect(within(receipt).getByText(KEPT_NOTES.kept)).toBeTruthy();
    expect(
      screen.queryByRole('region', { name: 'Notifications' })?.textContent ?? '',
    ).not.toContain('Error');
  });

  it('offline, a document never opened says it needs a connection, and so does Download', async () => {
    stubServer({ list: listed(FORMATION, RECEIPT) });
    const saved = recordSaves();
    renderAt('/documents/all-documents');
    const formation = await row('Business formation filing as submitted');

    goOffline();
    expect(await within(formation).findByText(KEPT_NOTES.needsConnection)).toBeTruthy();
    expect(descriptionOf(downloadOf(formation))).toBe('Needs a connection to open');

    fireEvent.click(downloadOf(formation));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(toasts.textContent).toContain(NEEDS_CONNECTION_MESSAGE));
    expect(toasts.textContent).not.toContain('Failed to fetch');
    expect(saved).toEqual([]);
  });

  it('keeps listing the documents read before when asking again fails (offline, the tab’s copy)', async () => {
    const client = new QueryClient();
    client.setQueryData(['documents', 1], [FORMATION, RECEIPT]);
    await client
      .fetchQuery({
        queryKey: ['documents', 1],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        staleTime: 0,
        retry: false,
      })
      .catch(() => undefined);
    stubServer({ list: ['never'] });
    goOffline();
    renderAt('/documents/all-documents', client);

    const formation = await row('Business formation filing as submitted');
    expect(within(formation).getByText(KEPT_NOTES.needsConnection)).toBeTruthy();
    expect(screen.queryByText(LOAD_ERROR_MESSAGE, { exact: false })).toBeNull();
  });

  it('in a tab without the list, offline, lists and opens the documents kept on this device', async () => {
    await keepDocument(1, RECEIPT, new Blob([RECEIPT_PDF], { type: 'application/pdf' }));
    const server = stubServer({ list: listed(FORMATION, RECEIPT) });
    const saved = recordSaves();
    goOffline();
    renderAt('/documents/all-documents');

    const note = await screen.findByText(
      'Without a connection, only the documents kept on this device are listed.',
    );
    expect(note.getAttribute('role')).toBe('status');
    const receipt = await row('Receipt INV-000012');
    expect(within(receipt).getByText(KEPT_NOTES.kept)).toBeTruthy();
    expect(items()).toHaveLength(1);
    fireEvent.click(downloadOf(receipt));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await textOf(saved[0]!.file)).toBe(RECEIPT_PDF);
    expect(server.requests.filter((url) => url.includes('/documents/urls'))).toEqual([]);
  });

  it('in a tab without the list, offline, with nothing kept, says the list needs a connection', async () => {
    stubServer({ list: listed(FORMATION, RECEIPT) });
    goOffline();
    renderAt('/documents/all-documents');
    expect((await screen.findByText(LIST_NEEDS_CONNECTION)).getAttribute('role')).toBe('status');
    expect(LIST_NEEDS_CONNECTION).toBe('Your documents are listed once you are back online.');
    expect(screen.queryByRole('list', { name: 'All documents' })).toBeNull();
  });

  it('says a document too large to keep is not kept, online as offline', async () => {
    const large = { ...CERTIFICATE, size: KEPT_DOCUMENTS_LIMIT_BYTES + 1 };
    stubServer({ list: listed(large) });
    renderAt('/documents/all-documents');
    const certificate = await row('Certificate of good standing');
    expect(within(certificate).getByText(KEPT_NOTES.tooLarge)).toBeTruthy();
    expect(KEPT_NOTES.tooLarge).toBe(
      'Too large to keep on this device: opening it needs a connection',
    );
  });
});

describe('the saved guides and templates on All documents (spec §7)', () => {
  const GUIDE = {
    id: 11,
    kind: 'guides',
    name: 'Opening a business bank account for your LLC',
    template_description: 'What a bank asks for.',
    category_name: 'Banking & Money',
    file_name: 'opening-a-business-bank-account.pdf',
  };
  const TEMPLATE = {
    id: 12,
    kind: 'templates',
    name: 'Invoice',
    template_description: 'A clean invoice.',
    category_name: 'Invoicing & Payments',
    file_name: 'invoice.docx',
  };
  const LINK = 'http://charter.test/content/v1/files/11?owner=1&expires=1&signature=s';

  /** The service as it narrows: by kind, by words, and links for the ids asked with expires_in. */
  const savedService = (query: URLSearchParams): Answer => {
    let documents: object[] = [GUIDE, TEMPLATE].filter(
      (file) =>
        (!query.has('service_name') || file.kind === query.get('service_name')) &&
        (!query.has('search_term') ||
          file.name.toLowerCase().includes(query.get('search_term')!.toLowerCase())),
    );
    if (query.has('document_ids')) {
      documents = documents
        .filter((file) => query.get('document_ids') === String((file as { id: number }).id))
        .map((file) =>
          (file as { id: number }).id === 11
            ? { ...file, url: LINK, expires_at: '2026-03-04T15:02:00.000Z' }
            : file,
        );
    }
    return { status: 200, body: { documents, total: documents.length } };
  };
  const savedRequests = (requests: string[]) =>
    requests.filter((url) => url.startsWith('/content/v1/documents/saved?'));

  it('lists what the owner saved, narrows it by kind and words, and downloads by a fresh link', async () => {
    const server = stubServer({ list: listed(FORMATION), saved: savedService });
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push(this.href);
    });
    renderAt('/documents/all-documents');
    const saved = await screen.findByRole('list', { name: 'Saved guides and templates' });
    expect(within(saved).getAllByRole('listitem')).toHaveLength(2);
    expect(within(saved).getByText('Guide · Banking & Money')).toBeTruthy();
    expect(savedRequests(server.requests)[0]).toBe('/content/v1/documents/saved?individual_id=1');

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'templates' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Saved guides and templates' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(1),
    );
    expect(savedRequests(server.requests).at(-1)).toBe(
      '/content/v1/documents/saved?individual_id=1&service_name=templates',
    );
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'bank' } });
    await waitFor(
      () =>
        expect(savedRequests(server.requests).at(-1)).toBe(
          '/content/v1/documents/saved?individual_id=1&search_term=bank',
        ),
      { timeout: 3000 },
    );

    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Download PDF: Opening a business bank account for your LLC',
      }),
    );
    await waitFor(() => expect(opened).toEqual([LINK]));
    expect(savedRequests(server.requests).at(-1)).toBe(
      '/content/v1/documents/saved?individual_id=1&document_ids=11&expires_in=120',
    );
  });

  it('says a template without its library cannot be downloaded', async () => {
    stubServer({ list: listed(FORMATION), saved: savedService });
    renderAt('/documents/all-documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Download DOCX: Invoice' }));
    expect(await screen.findByText(SAVED_FILE_LOCKED)).toBeTruthy();
  });

  it('invites an owner who saved nothing to the Business Hub', async () => {
    stubServer({ list: listed(FORMATION) });
    renderAt('/documents/all-documents');
    expect(await screen.findByText(NO_SAVED_FILES)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Business Hub' }).getAttribute('href')).toBe(
      '/business-hub',
    );
  });

  it('is on All documents only', async () => {
    stubServer({ list: listed(FORMATION), saved: savedService });
    renderAt('/documents/company-documents');
    await screen.findByRole('list', { name: 'Company documents' });
    expect(screen.queryByRole('heading', { name: 'Saved guides and templates' })).toBeNull();
  });
});
