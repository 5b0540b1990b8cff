import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyGet, takeEarlyResponse } from './early-responses';

describe('early responses', () => {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('sends the GET at once with the headers the app sends', () => {
    startEarlyGet('/api/v1/individual/3', 'tok', 1000);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/individual/3');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('accept')).toBe('application/json');
    expect(takeEarlyResponse('/api/v1/individual/3', 'tok', 1000)).not.toBeNull();
  });

  it('is taken once', () => {
    startEarlyGet('/api/v1/a', 'tok', 1000);
    expect(takeEarlyResponse('/api/v1/a', 'tok', 1000)).not.toBeNull();
    expect(takeEarlyResponse('/api/v1/a', 'tok', 1000)).toBeNull();
  });

  it('stands only for a request with the same token', () => {
    startEarlyGet('/api/v1/b', 'old-token', 1000);
    expect(takeEarlyResponse('/api/v1/b', 'refreshed-token', 1000)).toBeNull();
  });

  it('stands for nothing once ten seconds old', () => {
    startEarlyGet('/api/v1/c', 'tok', 1000);
    expect(takeEarlyResponse('/api/v1/c', 'tok', 11_001)).toBeNull();
    startEarlyGet('/api/v1/c', 'tok', 1000);
    expect(takeEarlyResponse('/api/v1/c', 'tok', 11_000)).not.toBeNull();
  });

  it('is null for a URL it never sent', () => {
    expect(takeEarlyResponse('/api/v1/never', 'tok')).toBeNull();
  });
});
