import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/*
 * A request's id (decision 0095): in every log line of the request, in the X-Request-Id header
 * of its answer, and in the body of a server's failure, so a person holding the answer finds
 * the lines. A proxy in front (nginx's $request_id) may name it, so its own logs share the id.
 */

/** The header that carries a request's id: from a trusted proxy, and back in every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy may give: 8 to 128 letters, digits, `.`, `_` and `-` (nginx's $request_id is 32
 * hex digits, a UUID 36 characters). Anything else — too long, spaces, quotes, line breaks that
 * would forge a log line — and the server makes its own.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Fastify's genReqId: the proxy's id when a proxy stands in front (TRUST_PROXY) and the id is
 * sane, else a new UUID (unique across processes). Without a trusted proxy a client could pick
 * the id of its requests' log lines: the header is not read.
 */
export function requestIdOf(trustsProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = trustsProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  };
}

/** The id of the request whose work is running, for log lines written through app.log. */
const runningRequest = new AsyncLocalStorage<string>();

/** The id of the request this code runs for; undefined outside a request (a job, a timer). */
export function currentRequestId(): string | undefined {
  return runningRequest.getStore();
}

/**
 * First of every request's hooks: its answer carries its id, whoever answers (a hook, an error,
 * the identity provider writing the raw response), and everything it runs knows the id.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    runningRequest.run(request.id, done);
  });
}
