import { createHash, createHmac } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KEY_IN_USE_CODE } from '../../src/domain/idempotency';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { HEARTBEAT_LAPSE_SECONDS, msUntilGone, processGone } from './process-heartbeat';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is a mutation: it takes an Idempotency-Key (required by default) and replays its first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set when this request owns the key and its response must be stored. */
    idempotencyRecord: { owner: string; key: string } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/**
 * A first request that has not finished after this long is taken as abandoned and the next
 * request with its key runs in its place (decision 0030), even while its process still beats.
 * Sooner, when the process that claimed it falls silent (decision 0098: it died). It matters
 * on Postgres, where other processes may still be running a claim; an embedded PGlite server
 * owns its data alone and releases every unfinished claim when it starts
 * (releaseUnfinishedClaims).
 */
const ABANDONED_AFTER_MS = 60_000;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * What makes two requests the same one: method, path with its query (a DELETE names what it
 * removes there) and body. Keyed when a key is given: a body holding a nine-digit number (an
 * SSN) would otherwise be found again from its plain hash by trying every number.
 */
function requestHash(request: FastifyRequest, key: Buffer | undefined): string {
  return (key ? createHmac('sha256', key) : createHash('sha256'))
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}

/** Why a request was refused before it ran; each mount words these in its own error shape. */
export type IdempotencyRefusal =
  'key-invalid' | 'unauthenticated' | 'key-reused' | 'in-progress' | 'retry';

/** The main API's answers ({ message }, and a `code` where the client must act on it). */
const PLAIN_REFUSALS: Record<
  IdempotencyRefusal,
  { status: number; message: string; code?: string }
> = {
  'key-invalid': {
    status: 400,
    message: 'An Idempotency-Key header (8-128 characters) is required',
  },
  unauthenticated: { status: 401, message: 'Unauthorized' },
  'key-reused': {
    status: 409,
    message: 'This Idempotency-Key was already used for a different request',
  },
  'in-progress': {
    status: 409,
    message: 'A request with this Idempotency-Key is still in progress',
    code: KEY_IN_USE_CODE,
  },
  retry: { status: 409, message: 'Please retry the request', code: KEY_IN_USE_CODE },
};

function plainRefusal(reply: FastifyReply, refusal: IdempotencyRefusal) {
  const { status, message, code } = PLAIN_REFUSALS[refusal];
  return reply.code(status).send(code ? { message, code } : { message });
}

/**
 * Seconds a client should wait before sending a request whose key is in use again: about as
 * long as the first request has run so far (a live one usually answers within a second; the
 * wait doubles as it keeps running), never past the moment the claim counts as abandoned, nor
 * past the moment its process would count as gone if it has just died.
 */
function retryAfterSeconds(claimAgeMs: number, holderGoneInMs: number): number {
  const untilAbandoned = Math.ceil((ABANDONED_AFTER_MS - claimAgeMs) / 1000);
  const untilGone = Math.ceil(holderGoneInMs / 1000);
  return Math.max(1, Math.min(Math.ceil(claimAgeMs / 1000), untilAbandoned, untilGone));
}

/** The claim has no answer yet and no longer holds: a minute old, or its process is gone. */
const claimAbandoned = sql<boolean>`(${idempotencyKeys.statusCode} is null and (${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_MS / 1000}) or ${processGone(idempotencyKeys.processId)}))`;

export interface IdempotencyOptions {
  /**
   * false lets a request without a key run unprotected, as the card provider's API does (its
   * clients decide when to send one); a malformed key is still refused. Default true.
   */
  keyRequired?: boolean;
  /** Answers a refused request; the main API's `{ message }` answers by default. */
  refuse?: (reply: FastifyReply, refusal: IdempotencyRefusal) => FastifyReply;
  /** Keys the stored hash of each request (HMAC-SHA256), for bodies that carry secrets. */
  requestHashKey?: Buffer;
}

/**
 * Stripe-like idempotency for routes marked `config: { idempotent: true }`: the same key with
 * the same request gets the first response again (`Idempotent-Replayed: true`) without a second
 * effect; the same key with another request is refused (409 by default); a key whose first
 * request is still running is refused too. Keys are scoped to the caller and kept 24 hours.
 * Responses of 5xx are not kept, so a retry runs again.
 */
export function registerIdempotency(
  app: FastifyInstance,
  db: Database,
  ownerOf: (request: FastifyRequest) => string | null,
  { keyRequired = true, refuse = plainRefusal, requestHashKey }: IdempotencyOptions = {},
): void {
  // Registered on `app` itself (no plugin of their own): the onRoute hook below then sees every
  // route of its scope, its child plugins included.
  app.decorateRequest('idempotencyRecord', null);

  const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined && !keyRequired) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return refuse(reply, 'key-invalid');
    const owner = ownerOf(request);
    if (!owner) return refuse(reply, 'unauthenticated');
    const hash = requestHash(request, requestHashKey);

    const processId = request.server.processHeartbeat.id;
    const [created] = await db
      .insert(idempotencyKeys)
      .values({ owner, key, requestHash: hash, processId })
      .onConflictDoNothing()
      .returning();
    if (created) {
      request.idempotencyRecord = { owner, key };
      return;
    }
    const thisKey = and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));
    const [existing] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        statusCode: idempotencyKeys.statusCode,
        responseBody: idempotencyKeys.responseBody,
        createdAt: idempotencyKeys.createdAt,
        abandoned: claimAbandoned,
        holderGoneInMs: msUntilGone(idempotencyKeys.processId),
      })
      .from(idempotencyKeys)
      .where(thisKey);
    if (!existing) {
      // The first request failed (5xx) and let go of its key between our two queries.
      reply.header('retry-after', '1');
      return refuse(reply, 'retry');
    }
    if (existing.requestHash !== hash) return refuse(reply, 'key-reused');
    if (existing.statusCode === null) {
      // Taken over by one request only: the update's condition is evaluated again on the row
      // as another takeover left it (fresh, held by a live process), and then fails.
      const [taken] = existing.abandoned
        ? await db
            .update(idempotencyKeys)
            .set({ createdAt: sql`now()`, processId })
            .where(and(thisKey, claimAbandoned))
            .returning({ key: idempotencyKeys.key })
        : [];
      if (taken) {
        request.idempotencyRecord = { owner, key };
        return;
      }
      const ageMs = Date.now() - existing.createdAt.getTime();
      const goneInMs =
        existing.holderGoneInMs === null
          ? HEARTBEAT_LAPSE_SECONDS * 1000
          : Number(existing.holderGoneInMs);
      reply.header('retry-after', String(retryAfterSeconds(ageMs, goneInMs)));
      return refuse(reply, 'in-progress');
    }
    return reply
      .code(existing.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(existing.responseBody ?? '');
  };

  const storeResponse = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const record = request.idempotencyRecord;
    if (!record) return payload;
    request.idempotencyRecord = null;
    const where = and(eq(idempotencyKeys.owner, record.owner), eq(idempotencyKeys.key, record.key));
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(where);
    } else {
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: reply.statusCode,
          responseBody: typeof payload === 'string' ? payload : null,
        })
        .where(where);
    }
    return payload;
  };

  // Only the routes marked idempotent carry these hooks; every other route stays as fast as before.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), claimKey];
    route.onSend = [...[route.onSend ?? []].flat(), storeResponse];
  });
}

/**
 * Embedded PGlite only, at start: this process alone owns the data, so a claim without a stored
 * answer belongs to a process that died (killed mid-request); its key is free again, and the
 * client's retry with it runs at once instead of waiting out ABANDONED_AFTER_MS. Never on
 * Postgres, where another running process may still be answering it.
 */
export async function releaseUnfinishedClaims(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(isNull(idempotencyKeys.statusCode));
}

/** Removes keys older than a day (run periodically). */
export async function pruneIdempotencyKeys(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)));
}
