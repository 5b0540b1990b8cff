import { vi } from 'vitest';

/** A JSON body parsed; any other (a form-encoded one) as sent. */
function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An answer: JSON unless `type` names the body's content type (a PDF, say). */
export type StubAnswer = { status: number; body: unknown; type?: string };
export type StubHandler = (init: RequestInit) => StubAnswer;

/**
 * The services as a screen calls them: each `METHOD url` answered by `routes`, anything else
 * 404. Returns the calls made, with their bodies (JSON parsed), in order.
 */
export function stubApi(routes: Record<string, StubHandler>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${String(input)}`;
      calls.push({ key, body: init.body ? bodyOf(String(init.body)) : undefined });
      const route = routes[key];
      const { status, body, type } = route
        ? route(init)
        : { status: 404, body: { message: 'Not found' } };
      if (type)
        return new Response(body as BodyInit, { status, headers: { 'content-type': type } });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
