import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestConfig, signIn } from '../../../tests/support/render-at-path';
import { fetchSavedPage } from './get-owner-page';

const answer = (status: number, body: unknown = { message: 'x' }) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a saved page load (spec §7)', () => {
  beforeEach(() => {
    installTestConfig();
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tries a failure as often as the flow says, and a 404 once (nothing saved)', async () => {
    const fetch = vi.fn(async () => answer(503));
    vi.stubGlobal('fetch', fetch);
    await expect(
      fetchSavedPage('/v1/annual_report/location?individual_id=1', { tries: 3 }),
    ).rejects.toThrow('Failed to fetch page data (503)');
    expect(fetch).toHaveBeenCalledTimes(3);

    fetch.mockClear();
    fetch.mockImplementation(async () => answer(404));
    expect(await fetchSavedPage('/v1/annual_report/location?individual_id=1', { tries: 3 })).toBe(
      null,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries twice unless told', async () => {
    const fetch = vi.fn(async () => answer(502));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchSavedPage('/v1/ein/page1?individual_id=1')).rejects.toThrow('(502)');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
