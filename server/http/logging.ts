import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry secrets: OAuth codes and tokens, and a document link's signature
 * (decision 0048), must never reach the logs.
 */
const SECRET_PARAMS =
  /^(code|state|token|access_token|refresh_token|id_token|id_token_hint|password|client_secret|restore_id|signature)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
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

/** Structured pino logs without passwords, tokens, cookies or SQL parameters. */
export function loggerOptions(
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
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
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
