import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { TOKEN_KEYS } from '../../../api/token-store';
import { catalogueItem } from '../../../domain/services/service-catalogue';
import { resendRefusals } from '../../../domain/signing/signature-request';
import type { EnvelopeView } from '../../../domain/contracts/agreement-signers';
import { tokenExpiringIn } from '../../../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { ServiceCard } from './service-card';

const SENT_AT = '2026-11-27T15:00:00.000Z';
const signer = (signer_id: number, name: string, state: 'sent' | 'viewed' | 'signed') => ({
  signer_id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@bluebonnetbikes.example`,
  state,
  sent_at: SENT_AT,
  viewed_at: state === 'sent' ? null : SENT_AT,
  signed_at: state === 'signed' ? SENT_AT : null,
});

const ENVELOPE: EnvelopeView = {
  envelope_id: '2f1c8a5e-5b7b-4c7e-9b1e-2f3c4d5e6f70',
  status: 'sent',
  sent_at: SENT_AT,
  completed_at: null,
  signers: [
    signer(11, 'Rosa Alvarez', 'signed'),
    signer(12, 'Ivan Petrov', 'viewed'),
    signer(13, 'Mei Chen', 'sent'),
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderCard(status: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ServiceCard
        item={catalogueItem('LLC_OPERATING_AGREEMENT')}
        status={status}
        statusSince={SENT_AT}
        formationStatus="ACTIVE"
        priceText="$49.00"
        onLearnMore={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe('the operating agreement card while the members sign', () => {
  const requests: Array<{ url: string; method: string; body: unknown; key: string | null }> = [];
  let resendAnswer: () => Response = () => json(ENVELOPE);
  beforeEach(() => {
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
    localStorage.setItem(TOKEN_KEYS.access, tokenExpiringIn(3600, '7'));
    requests.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        requests.push({
          url,
          method: init?.method ?? 'GET',
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
          key: headers.get('idempotency-key'),
        });
        return url.includes('/resend') ? resendAnswer() : json(ENVELOPE);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each member with where they stand, and Resend for those who have not signed', async () => {
    renderCard('IN_PROGRESS');
    const list = await screen.findByRole('list', { name: 'Members’ signatures' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Rosa AlvarezSigned',
      'Ivan PetrovViewedResend',
      'Mei ChenSentResend',
    ]);
    expect(requests[0]!.url).toBe('/api/v1/operating_agreement/signers?individual_id=7');
    expect(screen.getByText(/sent to all members for e-signature/)).toBeTruthy();
  });

  it('resends to a member under an Idempotency-Key and says so', async () => {
    renderCard('SUBMITTED');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resend the signing request to Mei Chen' }),
    );
    expect(await screen.findByText('A new link was sent to Mei Chen.')).toBeTruthy();
    const resend = requests.find(({ url }) => url.includes('/resend'))!;
    expect(resend).toMatchObject({
      url: '/api/v1/operating_agreement/resend?individual_id=7',
      method: 'POST',
      body: { signer_id: 13 },
      key: expect.stringMatching(/^agreement-resend-/),
    });
  });

  it('says why a resend was refused', async () => {
    resendAnswer = () => json({ message: 'This member has already signed' }, 409);
    renderCard('SUBMITTED');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resend the signing request to Ivan Petrov' }),
    );
    expect(await screen.findByText('This member has already signed')).toBeTruthy();
  });

  it('says when a resend must wait, sending it once', async () => {
    const message = resendRefusals.member(240);
    resendAnswer = () =>
      new Response(JSON.stringify({ message }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '240' },
      });
    renderCard('SUBMITTED');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resend the signing request to Mei Chen' }),
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(message).toMatch(/you can resend it in 4 minutes\.$/);
    expect(requests.filter(({ url }) => url.includes('/resend'))).toHaveLength(1);
  });

  it.each(['PURCHASED', 'ACTIVE'])('lists no members in %s', (status) => {
    renderCard(status);
    expect(screen.queryByRole('list', { name: 'Members’ signatures' })).toBeNull();
    expect(requests).toEqual([]);
  });
});
