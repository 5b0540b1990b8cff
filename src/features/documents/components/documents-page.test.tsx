import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { tokenExpiringIn } from '../../../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { TEST_OWNER } from '../../../../tests/support/test-owner';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { TOKEN_KEYS } from '../../../api/token-store';
import type { DocumentListItem } from '../../../domain/documents/document-api';
import { ToastProvider } from '../../../ui/toast';
import { DOCUMENT_GONE } from '../../../api/document-links';
import { SAVED_FILE_LOCKED } from '../api/saved-hub-files';
import { DocumentsPage, LOAD_ERROR_MESSAGE } from './documents-page';
import { NO_SAVED_FILES } from './saved-hub-files';

const documentOf = (fields: Partial<DocumentListItem> & { document_id: number }) => ({
  business_id: 3,
  product_key: 'LLC_FORMATION',
  category: 'company-documents',
  title: 'Business formation filing as submitted',
  file_name: 'formation-filing-2026-03-04.pdf',
  content_type: 'application/pdf',
  size: 2560,
  sha256: 'a'.repeat(64),
  created_at: '2026-03-04T15:00:00.000Z',
  ...fields,
});

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
  /** The content service's saved guides and templates (GET /content/v1/documents/saved). */
  saved?: (query: URLSearchParams) => Answer;
}

/** The server as the page sees it: the list, the owner, the statuses and the links. */
function stubServer({
  list = [{ status: 200, body: { individual_id: 1, documents: [] } }],
  owner = TEST_OWNER,
  services = [],
  urls = { status: 200, body: { documents: [] } },
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

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient();
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

  it('downloads a document by asking for its 120-second link and opening it', async () => {
    const url =
      'http://charter.test/api/v1/services/documents/download/8?owner=1&expires=1&signature=s';
    const server = stubServer({
      list: listed(FORMATION, RECEIPT),
      urls: {
        status: 200,
        body: {
          documents: [
            { document_id: 8, file_name: RECEIPT.file_name, url, expires_at: RECEIPT.created_at },
          ],
        },
      },
    });
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push(this.href);
    });
    renderAt('/documents/all-documents');
    fireEvent.click(await screen.findByRole('button', { name: 'Download Receipt INV-000012' }));

    await waitFor(() => expect(opened).toEqual([url]));
    expect(server.requests).toContain(
      '/api/v1/services/documents/urls?individual_id=1&document_ids=8&expires_in=120',
    );
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
