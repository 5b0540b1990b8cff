import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { metrics } from '../metrics/metrics';
import { failureBody } from './error-handler';

/** What a shed request is told, in the app's error shape (with the request id, as any 5xx). */
export const SHED_MESSAGE = 'Charter is busy right now. Please try again in a few seconds.';

export interface LoadSheddingSettings {
  /** The event loop's mean delay over a second above which requests are shed; 0: never. */
  maxEventLoopDelayMs: number;
  retryAfterSeconds: number;
}

/**
 * A route's config that is never shed (the probes: a balancer must still hear "alive" and
 * "ready" from a busy process, which /readyz answers 503 only while draining): @fastify/
 * under-pressure runs a route's own pressure handler instead of its own, and one that returns
 * nothing lets the request through.
 */
export const NEVER_SHED = { pressureHandler: () => undefined };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own answer under pressure (@fastify/under-pressure reads it): see NEVER_SHED. */
    pressureHandler?: () => void;
  }
}

/**
 * Load shedding (decision 0095): @fastify/under-pressure samples the event loop's delay every
 * second; while its mean is above the threshold, each request is answered 503 with
 * Retry-After before any work is done for it, so a process too busy to answer in time sheds
 * load quickly instead of answering everyone late. Off (nothing registered) at 0.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  { maxEventLoopDelayMs, retryAfterSeconds }: LoadSheddingSettings,
): Promise<void> {
  if (maxEventLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      metrics.requestsShed.inc();
      reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .send(failureBody(request, { status: 503, message: SHED_MESSAGE }));
    },
  });
}
