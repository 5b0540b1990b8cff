import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { metrics } from '../metrics/metrics';
import { RUNTIME_CONFIG_PATH, SERVER_PATH_PATTERN } from '../../src/domain/server-paths';
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

/** How often the event loop's delay is sampled (@fastify/under-pressure's default). */
const SAMPLE_INTERVAL_MS = 1000;
/**
 * Samples in a row over the threshold before anything is shed: pressure that lasts, not one
 * long task. A start (migrations, seeding, building the routes), a large PDF or a garbage
 * collection holds the loop once, and @fastify/under-pressure reads a sample with no delay
 * recorded in it as infinite: alone, that shed the first requests a process just started was
 * sent (seen in the scaling bench and the journeys on a busy machine).
 */
export const SUSTAINED_SAMPLES = 3;

/**
 * What is shed: the services' work (the API, sign-in, checkout, content…). Never the app's
 * files and shell, nor the browser's runtime config, which cost next to nothing and without
 * which a page cannot even say the server is busy; never the probes (NEVER_SHED).
 */
const isServiceWork = (url: string) =>
  SERVER_PATH_PATTERN.test(url) && !url.startsWith(RUNTIME_CONFIG_PATH);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own answer under pressure (@fastify/under-pressure reads it): see NEVER_SHED. */
    pressureHandler?: () => void;
  }
}

/**
 * Load shedding (decision 0095): @fastify/under-pressure samples the event loop's delay every
 * second; once its mean has been above the threshold for SUSTAINED_SAMPLES samples in a row,
 * each request for the services' work is answered 503 with Retry-After before any work is done
 * for it, so a process too busy to answer in time sheds load quickly instead of answering
 * everyone late. Off (nothing registered) at 0.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  { maxEventLoopDelayMs, retryAfterSeconds }: LoadSheddingSettings,
): Promise<void> {
  if (maxEventLoopDelayMs === 0) return;
  let samplesOver = 0;
  const watch = setInterval(() => {
    samplesOver = app.isUnderPressure() ? samplesOver + 1 : 0;
  }, SAMPLE_INTERVAL_MS);
  watch.unref();
  app.addHook('onClose', async () => clearInterval(watch));
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      // Returning nothing lets the request through.
      if (samplesOver < SUSTAINED_SAMPLES || !isServiceWork(request.url)) return;
      metrics.requestsShed.inc();
      reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .send(failureBody(request, { status: 503, message: SHED_MESSAGE }));
    },
  });
}
