import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILED_BUSINESS } from '../../../../tests/support/business-records';
import { tokenExpiringIn } from '../../../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { TOKEN_KEYS } from '../../../api/token-store';
import { EIN_NOT_RECORDED, EinCardLine } from './ein-card-line';

/** The business list answers the filed business with `einMasked` as its EIN. */
function renderLine(einMasked: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/v1/business/list'
        ? new Response(
            JSON.stringify({ businesses: [{ ...FILED_BUSINESS, ein_masked: einMasked }] }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : new Response('{"message":"Not found"}', { status: 404 }),
    ),
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <EinCardLine placeholder={<p>Loading your EIN</p>} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  localStorage.setItem(TOKEN_KEYS.access, tokenExpiringIn(3600, '1'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe("the EIN card's line once the EIN is assigned (decision 0087)", () => {
  it('shows the recorded EIN masked, with the button that reveals it', async () => {
    renderLine('**-***4567');
    expect((await screen.findByText(/Your EIN/)).textContent).toContain('**-***4567');
    expect(screen.getByRole('button', { name: 'Show the full EIN' })).toBeTruthy();
  });

  it('says Charter has not recorded it, and where it is, when the back office has not', async () => {
    renderLine(null);
    expect(await screen.findByText(EIN_NOT_RECORDED)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
