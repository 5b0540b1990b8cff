import { createHash } from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { SigningPage } from './signing-page';
import type { SigningRequestView } from '../../../domain/contracts/signing';

const TOKEN = 'T'.repeat(43);
const DOCUMENT = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 51]); // %PDF-1.3
const DOCUMENT_SHA256 = createHash('sha256').update(DOCUMENT).digest('hex');

const VIEW: SigningRequestView = {
  title: 'Operating Agreement of Bluebonnet Bikes LLC',
  business_name: 'Bluebonnet Bikes LLC',
  sent_by: 'Rosa Alvarez',
  signer: {
    name: 'Ivan Petrov',
    email: 'ivan@bluebonnetbikes.example',
    state: 'sent',
    signed_at: null,
  },
  document_sha256: DOCUMENT_SHA256,
  expires_at: '2026-12-27T15:00:00.000Z',
  signed_count: 1,
  signer_count: 3,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The signing API as the server answers, for a link in `state`; records what is sent. */
function signingApi(request: () => Response) {
  const sent: Array<{ url: string; body: unknown }> = [];
  let signed = false;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ url, body });
    if (url.endsWith('/document')) return new Response(DOCUMENT, { status: 200 });
    if (url.endsWith('/viewed')) return new Response(null, { status: 204 });
    if (url.endsWith('/sign')) {
      signed = true;
      return json({ state: 'signed', signed_at: '2026-11-27T16:00:00.000Z', completed: false });
    }
    if (signed) {
      return json({
        ...VIEW,
        signer: { ...VIEW.signer, state: 'signed', signed_at: '2026-11-27T16:00:00.000Z' },
        signed_count: 2,
      });
    }
    return request();
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SigningPage token={TOKEN} />
    </QueryClientProvider>,
  );
}

describe('the signing page', () => {
  beforeEach(() => {
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
    URL.createObjectURL = vi.fn(() => 'blob:agreement');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says a link that does not work does not, with what to do', async () => {
    signingApi(() =>
      json({ message: 'This signing link does not work. Use the latest email.' }, 404),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This signing link does not work' }),
    ).toBeTruthy();
    expect(screen.getByText('This signing link does not work. Use the latest email.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('says an expired link has expired', async () => {
    signingApi(() => json({ message: 'This signing link has expired. Ask for a new one.' }, 410));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This signing link has expired' }),
    ).toBeTruthy();
    expect(screen.getByText('This signing link has expired. Ask for a new one.')).toBeTruthy();
  });

  it('offers to try again when the request cannot be read', async () => {
    signingApi(() => json({ message: 'Something went wrong' }, 500));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'We could not open this signing request' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a member who has signed that they have, and who else has', async () => {
    signingApi(() =>
      json({
        ...VIEW,
        signer: { ...VIEW.signer, state: 'signed', signed_at: '2026-11-20T16:00:00.000Z' },
        signed_count: 3,
      }),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'You have signed this document' }),
    ).toBeTruthy();
    expect(screen.getByText(/3 of 3 members have signed/)).toBeTruthy();
    expect(screen.getByText(/Every member has signed/)).toBeTruthy();
  });

  it('shows the document, asks for consent, and signs with the hash of the document shown', async () => {
    const sent = signingApi(() => json(VIEW));
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Sign the Operating Agreement of Bluebonnet Bikes LLC',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/Rosa Alvarez asked you, Ivan Petrov, to read and sign/)).toBeTruthy();
    const frame = await screen.findByTitle('Operating Agreement of Bluebonnet Bikes LLC (PDF)');
    expect(frame.getAttribute('src')).toBe('blob:agreement');
    expect(screen.getByRole('link', { name: 'Download the agreement (PDF)' })).toBeTruthy();
    // Opening the document is recorded.
    await vi.waitFor(() => expect(sent.some(({ url }) => url.endsWith('/viewed'))).toBe(true));

    const sign = screen.getByRole('button', { name: 'Sign' });
    fireEvent.click(sign);
    const consentError = await screen.findByText(
      'Please agree to sign electronically before you sign.',
    );
    const consent = screen.getByRole('checkbox', {
      name: /I agree to sign this document electronically/,
    });
    expect(consent.getAttribute('aria-describedby')).toBe(consentError.id);
    expect(sent.some(({ url }) => url.endsWith('/sign'))).toBe(false);

    fireEvent.click(consent);
    expect(screen.queryByText('Please agree to sign electronically before you sign.')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name' }), {
      target: { value: ' ' },
    });
    fireEvent.click(sign);
    expect(await screen.findByText('Please type your full name as your signature.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name' }), {
      target: { value: 'Ivan Petrov' },
    });
    fireEvent.click(sign);
    expect(await screen.findByRole('heading', { name: 'Thank you, you have signed' })).toBeTruthy();
    expect(screen.getByText(/2 of 3 members have signed/)).toBeTruthy();
    const signature = sent.find(({ url }) => url.endsWith('/sign'))!;
    expect(signature.url).toBe(`/api/v1/signing/${TOKEN}/sign`);
    expect(signature.body).toEqual({
      consent: true,
      signature: { kind: 'typed', name: 'Ivan Petrov' },
      document_sha256: DOCUMENT_SHA256,
    });
  });
});
