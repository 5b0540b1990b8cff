import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holidayListStrategy, isHolidayListRequest } from './holiday-list-cache';

const LIST_URL = 'https://charter.test/checkout/v1/holiday/list?year=2026';
const DAY_MS = 24 * 60 * 60 * 1000;

const ask = (href: string, method = 'GET') => {
  const url = new URL(href);
  return isHolidayListRequest({ url, request: new Request(url, { method }) });
};

describe('the worker’s holiday list route', () => {
  it('takes the holiday list wherever the checkout service is', () => {
    expect(ask(LIST_URL)).toBe(true);
    expect(ask('https://checkout.example.com/v1/holiday/list?year=2027')).toBe(true);
  });

  it('leaves other requests alone', () => {
    expect(ask('https://charter.test/checkout/v1/package/list?state=TX')).toBe(false);
    expect(ask('https://charter.test/checkout/v1/holiday/list/extra')).toBe(false);
    expect(ask(LIST_URL, 'POST')).toBe(false);
  });
});

/** Cache Storage in memory: what Workbox's strategy and expiration call of it. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) =>
    request instanceof Request ? request.url : String(request);
  async match(request: RequestInfo | URL) {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response.clone());
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }
}

/** The worker's event whose waitUntil promises the test waits for. */
class ExtendableEvent extends Event {
  readonly pending: Array<Promise<unknown>> = [];
  waitUntil(promise: Promise<unknown>) {
    this.pending.push(promise);
  }
}

describe('the worker’s holiday list cache', () => {
  const cache = new MemoryCache();
  let network: ((request: Request) => Promise<Response>) | null;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T16:00:00Z'));
    cache.entries.clear();
    // The worker's globals, as a browser's service worker scope has them.
    vi.stubGlobal('ExtendableEvent', ExtendableEvent);
    vi.stubGlobal('FetchEvent', class FetchEvent extends ExtendableEvent {});
    vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
    vi.stubGlobal('caches', {
      open: async () => cache,
      match: async (request: Request) => cache.match(request),
    });
    vi.stubGlobal('fetch', async (request: Request) => {
      if (!network) throw new TypeError('Failed to fetch');
      return network(request);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const listResponse = (year: number) =>
    new Response(JSON.stringify({ year, holidays: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json', date: new Date().toUTCString() },
    });

  async function fetchList(): Promise<Response> {
    const strategy = holidayListStrategy();
    const event = new ExtendableEvent('fetch');
    const [response, done] = strategy.handleAll({ request: new Request(LIST_URL), event });
    try {
      return await response;
    } finally {
      await done.catch(() => undefined);
      await Promise.allSettled(event.pending);
    }
  }

  it('answers from the copy offline for up to 7 days, then no longer', async () => {
    network = async () => listResponse(2026);
    expect((await fetchList()).status).toBe(200);
    expect(cache.entries.has(LIST_URL)).toBe(true);

    network = null;
    vi.setSystemTime(Date.now() + 6 * DAY_MS);
    expect(await (await fetchList()).json()).toEqual({ year: 2026, holidays: [] });

    vi.setSystemTime(Date.now() + 2 * DAY_MS);
    await expect(fetchList()).rejects.toThrow();
  });

  it('keeps only answers that succeeded', async () => {
    network = async () => new Response('down', { status: 503 });
    expect((await fetchList()).status).toBe(503);
    expect(cache.entries.size).toBe(0);
  });
});
