import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preparedBody } from './response-schemas';

/** A document serialised once, with its ETag and compressed variants. */
export interface PreparedDocument {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export function prepareDocument(document: unknown): PreparedDocument {
  const identity = Buffer.from(JSON.stringify(document));
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    brotli: brotliCompressSync(identity),
  };
}

/**
 * Sends a pre-serialised, pre-compressed document with ETag revalidation: `no-cache` lets
 * browsers and the service worker keep a copy and ask "still the same?" (304) every time.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  document: PreparedDocument,
  type: string,
) {
  reply
    .header('etag', document.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type(type);
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === document.etag)
  ) {
    return reply.code(304).send();
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(document.brotli);
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(document.gzip);
  return reply.send(document.identity);
}

/** The responses of a route answering with `sendPrepared`, for its schema. */
export function preparedResponses(description: string) {
  return {
    200: preparedBody(`${description} (with an ETag, compressed when asked)`, 'application/json', {
      type: 'object',
      additionalProperties: true,
    }),
    304: { description: 'Not modified: the If-None-Match ETag is current', type: 'null' },
  } as const;
}
