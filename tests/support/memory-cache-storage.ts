/**
 * Cache Storage in memory, for jsdom, which has none: the calls the app makes of it (open, has,
 * delete; a cache's match, put, delete, keys), each answered as a browser answers them. A test
 * installs it with `vi.stubGlobal('caches', new MemoryCacheStorage())`.
 */
interface Stored {
  body: Blob;
  init: ResponseInit;
}

const urlOf = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), location.origin).href;

export class MemoryCache {
  private readonly entries = new Map<string, Stored>();

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const stored = this.entries.get(urlOf(request));
    return stored && new Response(stored.body, stored.init);
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const init = { status: response.status, headers: [...response.headers] };
    this.entries.set(urlOf(request), { body: await response.blob(), init });
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class MemoryCacheStorage {
  private readonly caches = new Map<string, MemoryCache>();

  async open(name: string): Promise<MemoryCache> {
    const cache = this.caches.get(name) ?? new MemoryCache();
    this.caches.set(name, cache);
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
}
