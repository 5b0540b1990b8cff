import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDefinition } from '../domain/questionnaire/page-definition';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setRuntimeConfigForTests } from '../api/runtime-config';
import { TEST_RUNTIME_CONFIG } from '../../tests/support/runtime-config';
import { deviceDatabase } from '../local/device-database';
import { getDraft } from '../local/drafts';
import { outboxEntries } from '../local/outbox';
import { QuestionPage } from './question-page';
import type { PageSource } from './page-source';

const OWNER = 'individual:1';

const page: PageDefinition = {
  id: 'test/page1',
  title: 'Business details',
  required: ['business_name', 'mailing_city', 'owners', 'confirm_email'],
  fields: [
    {
      name: 'business_name',
      title: 'Business name',
      type: 'string',
      rendered_type: 'text',
      regex: '^[A-Za-z0-9 &-]+$',
    },
    { name: 'email', title: 'Email', type: 'string', rendered_type: 'text' },
    { name: 'confirm_email', title: 'Confirm email', type: 'string', rendered_type: 'text' },
    { name: 'password', title: 'Password', type: 'string', rendered_type: 'text' },
    {
      name: 'mailing_same',
      title: 'Mailing address is the same',
      type: 'boolean',
      rendered_type: 'toggle',
      default: false,
    },
    {
      name: 'mailing_city',
      title: 'Mailing city',
      type: 'string',
      rendered_type: 'text',
      depends_on: { key: 'mailing_same', value: true, action: 'hide' },
    },
    {
      name: 'owners',
      title: 'Owners',
      type: 'array',
      rendered_type: 'text',
      children: [
        { name: 'first_name', title: 'First name', type: 'string', rendered_type: 'text' },
        {
          name: 'percentage',
          title: 'Ownership percentage',
          label: 'Ownership percentage',
          type: 'number',
          rendered_type: 'number',
          min: 1,
          max: 100,
          default: 100,
        },
      ],
      children_required: ['first_name'],
      max_rows: 3,
    },
  ],
  next_button: { label: 'Continue', next_page_url: '/test/page2' },
};

function source(saved: Awaited<ReturnType<PageSource['fetchSaved']>> = null): PageSource {
  return {
    ownerKey: OWNER,
    pageId: page.id,
    savePath: '/v1/test/page1',
    meta: { individual_id: 1 },
    fetchSaved: vi.fn(async () => saved),
  };
}

/** The page at /test/page1 with an in-memory location; `history` records where it went. */
function renderPage(pageSource = source()) {
  const location = memoryLocation({ path: '/test/page1', record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <QuestionPage definition={page} source={pageSource} stepLabel="Step 1 of 2" />
      </Router>
    </QueryClientProvider>,
  );
  return { history: location.history };
}

const textbox = (name: string) => screen.findByRole('textbox', { name });

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  // Saves are queued; nothing in these tests drains them.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), 0),
  );
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  // Let writes of the page just unmounted finish before the next test starts clean.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const db = deviceDatabase();
  await Promise.all([db.drafts.clear(), db.outbox.clear(), db.kv.clear()]);
});

describe('a question page', () => {
  // Scrolling to and focusing the first error is shown in Chromium (tests/e2e/formation.e2e.ts).
  it('shows every message on Continue', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    expect(screen.getByText('Mailing city is required')).toBeTruthy();
    expect(screen.getByText('Confirm email is required')).toBeTruthy();
    // Lists are validated per row (a list's code loads with the page, after its first fields).
    expect(await screen.findByText('First name is required')).toBeTruthy();
  });

  it('hides a depends_on field, clearing its answer and its message', async () => {
    renderPage();
    fireEvent.change(await textbox('Mailing city'), { target: { value: '!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await textbox('Mailing city'), { target: { value: 'Austin' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Mailing address is the same' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Mailing city' })).toBeNull());
    await waitFor(async () =>
      expect((await getDraft(deviceDatabase(), OWNER, page.id))?.answers).not.toHaveProperty(
        'mailing_city',
      ),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Mailing address is the same' }));
    expect(((await textbox('Mailing city')) as HTMLInputElement).value).toBe('');
  });

  it('writes every edit to the draft on this device at once', async () => {
    renderPage();
    fireEvent.change(await textbox('Business name'), { target: { value: 'Lone Star' } });
    await waitFor(async () => {
      const draft = await getDraft(deviceDatabase(), OWNER, page.id);
      expect(draft?.answers.business_name).toBe('Lone Star');
      expect(draft?.state).toBe('dirty');
    });
  });

  it('queues the save on a valid Continue and moves on', async () => {
    const { history } = renderPage();
    fireEvent.change(await textbox('Business name'), { target: { value: 'Lone Star' } });
    fireEvent.change(await textbox('Confirm email'), { target: { value: 'a@b.co' } });
    fireEvent.change(await textbox('Email'), { target: { value: 'A@b.co' } });
    fireEvent.change(await textbox('Mailing city'), { target: { value: 'Austin' } });
    fireEvent.change(await textbox('First name'), { target: { value: 'Rosa' } });
    fireEvent.change(document.getElementById('q-password')!, { target: { value: 'Charter-1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(history.at(-1)).toBe('/test/page2'));
    const [entry] = await outboxEntries(deviceDatabase(), OWNER);
    expect(entry).toMatchObject({
      path: '/v1/test/page1',
      body: {
        individual_id: 1,
        business_name: 'Lone Star',
        owners: [{ first_name: 'Rosa', percentage: 100 }],
        updated_at: null,
      },
    });
    expect((await getDraft(deviceDatabase(), OWNER, page.id))?.state).toBe('queued');
  });

  it('refuses pasting into a confirmation field', async () => {
    renderPage();
    const confirm = await textbox('Confirm email');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    confirm.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    const other = new Event('paste', { bubbles: true, cancelable: true });
    (await textbox('Email')).dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it('shows the password checklist while a rule is unmet', async () => {
    renderPage();
    await textbox('Business name');
    const password = document.getElementById('q-password')!;
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.change(password, { target: { value: 'abc' } });
    const checklist = await screen.findByRole('list', { name: 'Password requirements' });
    expect(within(checklist).getByText('Password must be at least 8 characters long')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Charter-1!' } });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Password requirements' })).toBeNull(),
    );
  });

  it("lists owners with 100 / 50-50 / 33-33-34, at most the page's max_rows, the first not removable", async () => {
    renderPage();
    await textbox('First name');
    expect(screen.queryByRole('button', { name: 'Remove owner 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add another owner' }));
    await waitFor(() =>
      expect(screen.getAllByRole('textbox', { name: /Ownership/ })).toHaveLength(2),
    );
    const percentages = () =>
      screen
        .getAllByRole('textbox', { name: /Ownership/ })
        .map((input) => (input as HTMLInputElement).value);
    expect(percentages()).toEqual(['50', '50']);
    fireEvent.click(screen.getByRole('button', { name: 'Add another owner' }));
    await waitFor(() => expect(percentages()).toEqual(['33', '33', '34']));
    expect(screen.queryByRole('button', { name: 'Add another owner' })).toBeNull();
    expect(screen.getByText('You can list up to 3 owners.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove owner 3' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove owner 2' }));
    await waitFor(() => expect(percentages()).toEqual(['100']));
  });

  it("opens with the server's copy when this device has none", async () => {
    renderPage(
      source({
        answers: { business_name: 'Saved Elsewhere' },
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect(((await textbox('Business name')) as HTMLInputElement).value).toBe('Saved Elsewhere');
    await waitFor(async () =>
      expect((await getDraft(deviceDatabase(), OWNER, page.id))?.state).toBe('synced'),
    );
  });

  it("keeps the owner's own draft over the server's copy", async () => {
    const db = deviceDatabase();
    await db.drafts.put({
      ownerKey: OWNER,
      pageId: page.id,
      answers: { business_name: 'Typed Here' },
      baseVersion: null,
      localTime: 1,
      state: 'dirty',
    });
    renderPage(source({ answers: { business_name: 'Server' }, updatedAt: '2026-01-01T00:00:00Z' }));
    expect(((await textbox('Business name')) as HTMLInputElement).value).toBe('Typed Here');
  });

  it("returns the owner to the server's messages after a 422", async () => {
    await deviceDatabase().drafts.put({
      ownerKey: OWNER,
      pageId: page.id,
      answers: { business_name: 'Acme' },
      baseVersion: null,
      localTime: 1,
      state: 'invalid',
      errors: { business_name: 'Business name format is invalid' },
    });
    renderPage();
    expect(await screen.findByText('Business name format is invalid')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('could not be saved yet');
  });

  it('keeps both copies after a conflict and lets the owner choose', async () => {
    await deviceDatabase().drafts.put({
      ownerKey: OWNER,
      pageId: page.id,
      answers: { business_name: 'Mine' },
      baseVersion: null,
      localTime: 1,
      state: 'conflict',
      serverCopy: { answers: { business_name: 'Theirs' }, updatedAt: '2026-02-01T10:00:00.000Z' },
    });
    renderPage();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('This page was also changed on another device');
    expect(within(notice).getByText('Mine')).toBeTruthy();
    expect(within(notice).getByText('Theirs')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Use the other copy' }));
    await waitFor(async () =>
      expect(((await textbox('Business name')) as HTMLInputElement).value).toBe('Theirs'),
    );
    const draft = await getDraft(deviceDatabase(), OWNER, page.id);
    expect(draft).toMatchObject({ state: 'synced', baseVersion: '2026-02-01T10:00:00.000Z' });
  });
});
