import type { FastifyServerOptions } from 'fastify';
import { symbols, type Logger } from 'pino';
import { currentRequestId } from './request-ids';

/**
 * Parameters whose values must never reach the logs, in a query string or in a path: OAuth codes
 * and tokens, passwords, a document link's signature (decision 0048), the tokens of signing
 * links and calendar feeds (a route's `:token`), emails, and the ids of anonymous
 * registrations (`browser_session_id`, `restore_id`), which restore one without an account.
 * The one list: a route names a secret parameter by one of these names and its value is hidden
 * wherever it stands.
 */
const SECRET_PARAMS =
  /^(code|state|token|access_token|refresh_token|id_token|id_token_hint|password|client_secret|restore_id|browser_session_id|email|signature)$/i;

const REDACTED = '[redacted]';

/** A path parameter in a route's template segment: `:token`, or `:token` in `:token.ics`. */
const TEMPLATE_PARAM = /:([A-Za-z0-9_]+)/g;

const hidesSecret = (template: string) =>
  [...template.matchAll(TEMPLATE_PARAM)].some(([, name]) => SECRET_PARAMS.test(name!));

/** The segment of a route's template with its secret parameters hidden (`[redacted].ics`). */
const redactedSegment = (template: string) =>
  template.replace(TEMPLATE_PARAM, (param, name: string) =>
    SECRET_PARAMS.test(name) ? REDACTED : param,
  );

/**
 * The path with the segments that hold a secret parameter of `route` (the matched route's
 * template, `/api/v1/signing/:token`) hidden. Fastify matches a template segment to one
 * segment of the path, so they line up; were they not to, the template stands for the path.
 */
function redactPath(path: string, route: string | undefined): string {
  if (!route) return path;
  const templates = route.split('/');
  if (!templates.some(hidesSecret)) return path;
  const segments = path.split('/');
  if (segments.length !== templates.length) return templates.map(redactedSegment).join('/');
  return templates
    .map((template, at) => (hidesSecret(template) ? redactedSegment(template) : segments[at]))
    .join('/');
}

/**
 * The URL as the logs carry it: the secret parameters of its query, and of its path when the
 * route it matched is known, replaced by [redacted].
 */
export function redactUrl(url: string, route?: string): string {
  const queryStart = url.indexOf('?');
  const path = redactPath(queryStart === -1 ? url : url.slice(0, queryStart), route);
  if (queryStart === -1) return path;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, REDACTED);
  return `${path}?${params.toString()}`;
}

interface LoggedError {
  [detail: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
}

/** SQLSTATE classes whose messages may quote the offending value (data, integrity). */
const VALUE_QUOTING_STATES = /^2[23]/;

/**
 * An error as the logs carry it: type, message, code and stack, and its causes. Never the SQL a
 * failed query ran nor its parameters (Drizzle puts both in its message, Postgres quotes values
 * in data errors and in `detail`), which would write owners' answers and emails to the logs.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: String(error), stack: '' };
  }
  const failure = error as Partial<Error> & {
    code?: unknown;
    statusCode?: unknown;
    cause?: unknown;
  };
  const type = failure.name ?? failure.constructor?.name ?? 'Error';
  const code = typeof failure.code === 'string' ? failure.code : undefined;
  // Drizzle's DrizzleQueryError: the statement and parameters are its whole message.
  const failedQuery = 'query' in failure && 'params' in failure;
  let message = failedQuery ? 'Database query failed' : String(failure.message ?? '');
  if (code && VALUE_QUOTING_STATES.test(code)) message = message.replace(/"[^"]*"/g, '"…"');
  const frames = failure.stack?.indexOf('\n    at ') ?? -1;
  return {
    type,
    message,
    ...(code ? { code } : {}),
    ...(typeof failure.statusCode === 'number' ? { statusCode: failure.statusCode } : {}),
    stack: `${type}: ${message}${frames >= 0 ? failure.stack!.slice(frames) : ''}`,
    ...(failure.cause !== undefined && depth < 4
      ? { cause: serializeError(failure.cause, depth + 1) }
      : {}),
  };
}

/** Whether a logger is a request's own (Fastify's request.log): its bindings carry the reqId. */
const isRequestLogger = (logger: Logger) =>
  (logger as unknown as Record<symbol, string>)[symbols.chindingsSym]?.includes('"reqId":') ??
  false;

/**
 * The request id of a line written through a logger that is not the request's own (app.log in
 * a service, the identity provider's failures) while a request runs: every line of a request
 * carries its id (decision 0095).
 */
function runningRequestId(_line: object, _level: number, logger: Logger): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId === undefined || isRequestLogger(logger) ? {} : { reqId };
}

/** Structured pino logs without passwords, tokens, cookies or SQL parameters. */
export function loggerOptions(
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    mixin: runningRequestId,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refresh_token',
        '*.access_token',
        '*.id_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      // A Fastify request (its matched route known), or a raw one (the identity provider's).
      req: (request: {
        method: string;
        url: string;
        ip?: string;
        id?: string;
        routeOptions?: { url?: string };
      }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url, request.routeOptions?.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
