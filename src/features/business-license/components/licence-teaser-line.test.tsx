import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FILED_BUSINESS } from '../../../../tests/support/business-records';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import type { LicenceTeaser } from '../../../domain/contracts/licence-teaser';
import { LicenceTeaserLine } from './licence-teaser-line';

/** The owner's business (GET /v1/business/list) and the teaser the server answers for it. */
function stubServer(teaser: LicenceTeaser | null) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://charter.test').pathname;
      if (path === '/api/v1/business/list') return Response.json({ businesses: [FILED_BUSINESS] });
      if (path === '/api/v1/business_licenses/teaser' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        if (teaser) return Response.json(teaser);
      }
      return Response.json({ message: 'Not Found' }, { status: 404 });
    }),
  );
  return posted;
}

describe('the licence report card’s preview', () => {
  signedInEachTest();

  it('counts the licenses that may apply by level, for the owner’s business and state', async () => {
    const posted = stubServer({
      business_id: 7,
      state: 'TX',
      may_apply: 6,
      levels: [
        { level: 'federal', may_apply: 1 },
        { level: 'state', may_apply: 4 },
        { level: 'city', may_apply: 1 },
      ],
      to_ask: ['county', 'city'],
    });
    renderAtPath('/dashboard', <LicenceTeaserLine placeholder={<p>Loading</p>} />);
    expect(
      await screen.findByText(
        '6 licenses and registrations may apply to a business that sells and hires in Texas (1 federal, 4 state, 1 local). Your county and local licenses depend on what you do and where: the report asks.',
      ),
    ).toBeTruthy();
    expect(posted).toEqual([{ business_id: 7, state: 'TX', country: 'US' }]);
  });

  it('says nothing when there is nothing to count for', async () => {
    const posted = stubServer(null);
    const { container } = renderAtPath(
      '/dashboard',
      <LicenceTeaserLine placeholder={<p>Loading</p>} />,
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
