import { runtimeConfig } from './runtime-config';
import { clearTokens, readTokens } from './token-store';
import { isSigningOut } from './sign-out-state';
import { idTokenOrFetched } from './id-token';

/**
 * An HTTP error carrying the response status, the server's message when it sent one, and its
 * Retry-After header (read by retry-policy.ts).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

const TOKEN_WAIT_ATTEMPTS = 10;
const TOKEN_WAIT_INTERVAL_MS = 100;

/**
 * Waits for an access token to appear (spec foundation §4: a missing token is retried up to
 * 10 times at 100 ms), e.g. right after sign-in while another tab or the callback writes it.
 */
export async function waitForAccessToken(
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<string | null> {
  for (let attempt = 0; attempt <= TOKEN_WAIT_ATTEMPTS; attempt += 1) {
    const token = readTokens()?.accessToken;
    if (token) return token;
    if (attempt < TOKEN_WAIT_ATTEMPTS) await sleep(TOKEN_WAIT_INTERVAL_MS);
  }
  return null;
}

/** What happens on a 401: the tokens are cleared and the page reloads (spec foundation §4). */
export let onUnauthorized = (): void => {
  clearTokens();
  window.location.reload();
};

export function setUnauthorizedHandlerForTests(handler: () => void): void {
  onUnauthorized = handler;
}

/** A 401 answer: the session ends (onUnauthorized), unless the owner is signing out already. */
function unauthorized(): void {
  if (!isSigningOut()) onUnauthorized();
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /**
   * Sends the bearer token; on by default for the main backend. 'id': the owner's id token,
   * which the content service takes (dashboard spec §7).
   */
  auth?: boolean | 'id';
  /** A JSON body; serialised with the right content type. */
  json?: unknown;
}

async function request(url: string, options: RequestOptions): Promise<Response> {
  const { auth = true, json, headers, ...init } = options;
  const finalHeaders = new Headers(headers);
  finalHeaders.set('accept', 'application/json');
  if (json !== undefined) finalHeaders.set('content-type', 'application/json');
  if (auth) {
    const signedIn = await waitForAccessToken();
    const token = auth === 'id' && signedIn ? await idTokenOrFetched() : signedIn;
    if (!token) {
      unauthorized();
      throw new ApiError(401, 'Not signed in', null);
    }
    finalHeaders.set('authorization', `Bearer ${token}`);
  }
  const response = await fetch(url, {
    ...init,
    headers: finalHeaders,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (response.status === 401 && auth) unauthorized();
  return response;
}

/** A response's JSON body; null when empty, the raw text when it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return fallback;
}

/** An answer's JSON body; an error answer throws ApiError with the server's message. */
async function answerJson<T>(response: Response): Promise<T> {
  const body = await readJson(response);
  if (!response.ok) {
    const message = messageOf(body, GENERIC_ERROR_MESSAGE);
    throw new ApiError(response.status, message, body, response.headers.get('retry-after'));
  }
  return body as T;
}

/** Calls a service at `baseUrl` and returns its JSON body; an error answer throws ApiError. */
async function serviceJson<T>(baseUrl: string, path: string, options: RequestOptions): Promise<T> {
  return answerJson<T>(await request(`${baseUrl}${path}`, options));
}

/**
 * The main backend's answer to a signed-in GET sent before this module had loaded (the early
 * script's, src/boot), read as apiJson reads its own: a 401 ends the session, an error answer
 * throws ApiError, anything else is its JSON body.
 */
export function signedInAnswerJson<T = unknown>(response: Response): Promise<T> {
  if (response.status === 401) unauthorized();
  return answerJson<T>(response);
}

/** Calls the main backend (base URL from /config.json) and returns its JSON body. */
export function apiJson<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return serviceJson<T>(runtimeConfig().apiBaseUrl, path, options);
}

/**
 * Calls the main backend for a file (a PDF) and returns it; an error answer throws ApiError
 * with the server's message, as apiJson does.
 */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return answerBlob(await request(`${runtimeConfig().apiBaseUrl}${path}`, options));
}

/**
 * A file by a signed link (a document's download link, src/api/document-links.ts): the link is
 * the credential, so no token is sent; an error answer throws ApiError as apiBlob does.
 */
export async function signedLinkBlob(url: string, options: RequestOptions = {}): Promise<Blob> {
  return answerBlob(await request(url, { ...options, auth: false }));
}

async function answerBlob(response: Response): Promise<Blob> {
  if (!response.ok) await answerJson(response);
  return response.blob();
}

/** Calls the checkout service and returns its response as it is (e.g. a PDF). */
export function checkoutResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  return request(`${runtimeConfig().checkoutBaseUrl}${path}`, options);
}

/**
 * Calls the document and content service (base URL from /config.json) with the owner's id
 * token and returns its JSON body; an error answer throws ApiError with the service's message
 * field, or 'Something went wrong' (dashboard spec §8).
 */
export function contentJson<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return serviceJson<T>(runtimeConfig().contentBaseUrl, path, { auth: 'id', ...options });
}

/** Calls the checkout service (base URL from /config.json) and returns its JSON body. */
export function checkoutJson<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return serviceJson<T>(runtimeConfig().checkoutBaseUrl, path, options);
}
