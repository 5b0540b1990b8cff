import { vi } from 'vitest';

/** A JSON body parsed; any other (a form-encoded one) as sent. */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type Handler = (init: RequestInit) => { status: number; body: unknown };

/** The API as the page calls it: each path and method answered by `routes`. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${String(input)}`;
      calls.push({ key, body: init.body ? bodyOf(String(init.body)) : undefined });
      const route = routes[key];
      const { status, body } = route
        ? route(init)
        : { status: 404, body: { message: 'Not found' } };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
