import { afterAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { createTestApp, TEST_PUBLIC_URL } from '../../server/test-support/test-app';
import {
  listenLocally,
  rawRequest,
  type RawRequest,
  type RawResponse,
} from '../../server/test-support/raw-http';
import { CLIENT_ID, form } from '../../server/test-support/tokens';
import { FRAGMENT_REFUSED, MISDIRECTED_REQUEST } from '../../server/http/request-target';

/**
 * Issue 24: `POST /oidc/token#x` reached the token endpoint on a counter of its own, so the
 * right password got tokens while /oidc/token answered 429. Here every rate-limited route of the
 * app (read from the app itself: the routes it registers with a limit, and the identity
 * provider's endpoints its discovery document lists) has its budget spent, then is asked for
 * under every spelling of its path a client can put on the request line, over a real socket
 * (fastify.inject drops fragments), and as HEAD. None may be served: each is limited (429),
 * refused at the edge (a fragment 400, another origin 421) or not found by the server itself.
 */

const EMAIL = 'spelt@example.com';
const PASSWORD = 'Right-password-1!';
const BUDGET = '2';

const limitedRoutes: RouteOptions[] = [];
const t = await createTestApp(
  {
    AUTH_RATE_LIMIT_PER_MINUTE: BUDGET,
    NAME_CHECK_RATE_LIMIT_PER_MINUTE: BUDGET,
    SIGNING_RATE_LIMIT_PER_MINUTE: BUDGET,
    CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: BUDGET,
  },
  undefined,
  { onRoute: (route) => void (route.config?.rateLimit && limitedRoutes.push(route)) },
);
afterAll(() => t.close());
await t.app.services.accounts.create({ email: EMAIL, password: PASSWORD });
const port = await listenLocally(t.app);

interface Target {
  method: string;
  /** The path as a client normally spells it, sample values for its parameters. */
  path: string;
  body?: { type: string; text: string };
}

const methodsOf = (route: RouteOptions) => [route.method].flat();

/** Every route the app limits, with a sample value for each path parameter (`:token` → `x`). */
function limitedRouteTargets(): Target[] {
  return limitedRoutes.map((route) => {
    const methods = methodsOf(route);
    const method = methods.includes('GET') ? 'GET' : methods[0]!;
    return {
      method,
      path: route.url.replace(/:\w+/g, 'x'),
      ...(method === 'POST' ? { body: { type: 'application/json', text: '{}' } } : {}),
    };
  });
}

/** The identity provider's endpoints, as its discovery document lists them. */
async function discoveredTargets(): Promise<Target[]> {
  const discovery = '/oidc/.well-known/openid-configuration';
  const listed = JSON.parse((await rawRequest(port, { target: discovery })).body) as Record<
    string,
    unknown
  >;
  const pathOf = (key: string) => new URL(String(listed[key])).pathname;
  const grant = form({
    grant_type: 'password',
    username: EMAIL,
    password: PASSWORD,
    client_id: CLIENT_ID,
    scope: 'openid',
  });
  const formType = 'application/x-www-form-urlencoded';
  return [
    { method: 'GET', path: discovery },
    // The right password: were a spelling served, it would answer with tokens.
    { method: 'POST', path: pathOf('token_endpoint'), body: { type: formType, text: grant } },
    { method: 'POST', path: pathOf('revocation_endpoint'), body: { type: formType, text: '' } },
    ...['authorization_endpoint', 'jwks_uri', 'userinfo_endpoint', 'end_session_endpoint'].map(
      (key) => ({ method: 'GET', path: pathOf(key) }),
    ),
  ];
}

/** Each path once; the discovery document's request (the right method and body) first. */
function distinct(targets: Target[]): Target[] {
  const seen = new Set<string>();
  return targets.filter(({ path }) => !seen.has(path) && seen.add(path));
}

/** Ways of writing `path` that a router or a parser might read as it, or as something else. */
function spellingsOf(path: string): string[] {
  const segments = path.split('/');
  const last = segments.length - 1;
  const withSegment = (index: number, value: string) =>
    segments.map((segment, at) => (at === index ? value : segment)).join('/');
  const escapeFirst = (segment: string, hex: (code: number) => string) =>
    `%${hex(segment.charCodeAt(0))}${segment.slice(1)}`;
  const lastSegment = segments[last]!;
  return [
    `${path}#x`,
    `${path}#`,
    `${path}?a=1#x`,
    `${path}#/../x`,
    path.toUpperCase(),
    withSegment(1, segments[1]!.toUpperCase()),
    withSegment(last, lastSegment.charAt(0).toUpperCase() + lastSegment.slice(1)),
    `${path}/`,
    `${path}//`,
    `/${path}`,
    withSegment(1, `/${segments[1]}`),
    withSegment(
      last,
      escapeFirst(lastSegment, (code) => code.toString(16)),
    ),
    withSegment(
      last,
      escapeFirst(lastSegment.toUpperCase(), (code) => code.toString(16)),
    ),
    `${segments.slice(0, last).join('/')}%2F${lastSegment}`,
    withSegment(last, `x/../${lastSegment}`),
    withSegment(last, `./${lastSegment}`),
    `${path};x`,
    `${path}%20`,
    `${TEST_PUBLIC_URL}${path}`,
    `HTTP://CHARTER.TEST${path}`,
    `http://elsewhere.example${path}`,
  ];
}

function send(target: Target, spelt: string): Promise<RawResponse> {
  const request: RawRequest = { method: target.method, target: spelt };
  if (target.body) {
    request.headers = { 'content-type': target.body.type };
    request.body = target.body.text;
  }
  return rawRequest(port, request);
}

const messageOf = (response: RawResponse) => {
  try {
    return (JSON.parse(response.body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
};

/**
 * Whether the server answered without serving the route: the limit, the edge's refusals, its
 * own not-found (the root's, a service's, or the API's catch-all, which asks for a token
 * first), or another route's parameter schema, before that route's handler (`/oidc/auth/` is
 * the resume route with an empty id). Anything else is a route (or the identity provider) at
 * work: a bypass.
 */
function notServed(response: RawResponse): boolean {
  const message = messageOf(response);
  return (
    response.status === 429 ||
    (response.status === 400 && message === FRAGMENT_REFUSED) ||
    (response.status === 421 && message === MISDIRECTED_REQUEST) ||
    (response.status === 404 && message === 'Not found') ||
    (response.status === 401 && message === 'Unauthorized') ||
    (response.status === 400 && typeof message === 'string' && message.startsWith('params/'))
  );
}

const targets = distinct([...(await discoveredTargets()), ...limitedRouteTargets()]);

describe('a rate-limited route, however its path is spelt, is never served past its budget', () => {
  it('finds the limited routes in the app, the identity provider’s endpoints among them', () => {
    const paths = targets.map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/oidc/token',
        '/oidc/auth',
        '/oidc/interaction/x/login',
        '/api/v1/browser_session/create',
        '/api/v1/browser_session/namecheck',
        '/api/v1/check_email',
        '/api/v1/compliance/calendar/x.ics',
        '/api/v1/signing/x/sign',
      ]),
    );
  });

  it.each(targets.map((target) => [`${target.method} ${target.path}`, target] as const))(
    '%s',
    async (_name, target) => {
      let spent = false;
      // The widest budget is ten times the sign-in budget.
      for (let attempt = 0; attempt <= 10 * Number(BUDGET) && !spent; attempt += 1) {
        spent = (await send(target, target.path)).status === 429;
      }
      expect(spent, 'the route answers 429 once its budget is spent').toBe(true);
      const served: string[] = [];
      for (const spelt of spellingsOf(target.path)) {
        const response = await send(target, spelt);
        if (!notServed(response)) {
          served.push(`${spelt} → ${response.status} ${response.body.slice(0, 100)}`);
        }
      }
      // A HEAD request is a GET without its body: never a budget of its own.
      if (target.method === 'GET') {
        const head = await rawRequest(port, { method: 'HEAD', target: target.path });
        if (![429, 404, 401].includes(head.status)) served.push(`HEAD → ${head.status}`);
      }
      expect(served).toEqual([]);
    },
  );
});
