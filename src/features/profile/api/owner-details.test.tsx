import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiringIn } from '../../../../tests/support/jwt';
import { TEST_RUNTIME_CONFIG } from '../../../../tests/support/runtime-config';
import { FILED_BUSINESS } from '../../../../tests/support/business-records';
import { businessListQuery } from '../../../api/business-list';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { TOKEN_KEYS } from '../../../api/token-store';
import { CHANGED_ELSEWHERE_REFUSAL, OFFLINE_REFUSAL, useOwnerDetailsSaves } from './owner-details';

const MAILING = {
  street_address1: '500 Congress Ave',
  street_address2: '',
  city: 'Austin',
  state: 'Texas',
  zip_code: '78701',
};

function savesWith(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useOwnerDetailsSaves(), { wrapper }).result.current;
}

function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let client: QueryClient;
const listKey = businessListQuery(1).queryKey;

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  localStorage.setItem(TOKEN_KEYS.access, tokenExpiringIn(3600, '1'));
  client = new QueryClient();
  client.setQueryData(listKey, [FILED_BUSINESS]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe("saving the owner's own details (decision 0089)", () => {
  it('sends the version the profile shows and puts the changed record in its place', async () => {
    const changed = { ...FILED_BUSINESS, updated_at: '2026-11-30T12:00:00.000Z' };
    const fetch = answering(200, changed);
    expect(await savesWith(client).saveMailingAddress(FILED_BUSINESS.id, MAILING)).toBeUndefined();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/v1/address/${FILED_BUSINESS.id}/mailing`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      ...MAILING,
      updated_at: FILED_BUSINESS.updated_at,
    });
    expect(client.getQueryData(listKey)).toEqual([changed]);
  });

  it("on 409 shows the other device's record behind the dialog and says Save again replaces it", async () => {
    const current = { ...FILED_BUSINESS, updated_at: '2026-11-30T13:00:00.000Z' };
    answering(409, { message: 'This was changed on another device', current });
    const refusal = await savesWith(client).saveMember(FILED_BUSINESS.id, 0, {});
    expect(refusal).toEqual({ message: CHANGED_ELSEWHERE_REFUSAL });
    // The next save is based on the record now shown.
    expect(client.getQueryData(listKey)).toEqual([current]);
  });

  it("passes on a 422's message and per-field messages", async () => {
    const errors = { zip_code: 'Zip code format is invalid' };
    answering(422, { message: 'Please correct the highlighted fields', errors });
    expect(await savesWith(client).saveMailingAddress(FILED_BUSINESS.id, MAILING)).toEqual({
      message: 'Please correct the highlighted fields',
      errors,
    });
    expect(client.getQueryData(listKey)).toEqual([FILED_BUSINESS]);
  });

  it('sends nothing offline, and says a lost connection the same way', async () => {
    const fetch = answering(200, {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValueOnce(false);
    expect(await savesWith(client).savePhone({ phone: '5125550142' })).toEqual({
      message: OFFLINE_REFUSAL,
    });
    expect(fetch).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await savesWith(client).savePhone({ phone: '5125550142' })).toEqual({
      message: OFFLINE_REFUSAL,
    });
  });
});
