import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { metrics } from '../metrics/metrics';
import {
  LIVENESS_PATH,
  READINESS_PATH,
  RUNTIME_CONFIG_PATH,
  SERVER_PATH_PATTERN,
} from '../../src/domain/server-paths';
import { failureBody } from './error-handler';

/** What a shed request is told, in the app's error shape (with the request id, as any 5xx). */
export const SHED_MESSAGE = 'Charter is busy right now. Please try again in a few seconds.';

export interface LoadSheddingSettings {
  /** The event loop's mean delay over a second above which requests are shed; 0: never. */
  maxEventLoopDelayMs: number;
  retryAfterSeconds: number;
}

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
 * Server paths never shed: the browser's runtime config, which costs next to nothing and
 * without which a page cannot even say the server is busy, and the probes (a balancer must
 * still hear "alive" and "ready" from a busy process; /readyz answers 503 only while draining).
 */
const NEVER_SHED = [RUNTIME_CONFIG_PATH, LIVENESS_PATH, READINESS_PATH];

/**
 * What is shed: the services' work (the API, sign-in, checkout, content…), never the app's
 * files and shell, nor a NEVER_SHED path. The one rule: no route carries its own exception.
 */
const isServiceWork = (url: string) =>
  SERVER_PATH_PATTERN.test(url) && !NEVER_SHED.includes(url.split('?')[0]!);

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
