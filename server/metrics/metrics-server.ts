import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { collectProcessMetrics, processRegistry } from './metrics';

/** Where Prometheus asks, on the metrics port. */
export const METRICS_PATH = '/metrics';

/** What the scrape reads from the app's parts at the moment it asks. */
export interface MetricsSources {
  /** Jobs due and not yet taken, by queue (a kind's dead letters are the queue `<kind>.dead`). */
  queueDepths(): Promise<ReadonlyArray<{ queue: string; count: number }>>;
}

/** The gauges read on each scrape from this app's parts, in a registry of the app's own. */
function appRegistry(sources: MetricsSources, log: FastifyBaseLogger): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'charter_job_queue_depth',
    help: 'Jobs due and not yet taken, by queue (<kind>.dead: the dead letters of a kind)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const { queue, count } of await sources.queueDepths()) this.set({ queue }, count);
      } catch (error) {
        // The database not answering is /readyz's to say; the scrape still shows the rest.
        log.warn({ err: error }, 'job queue depth not read');
      }
    },
  });
  return registry;
}

/**
 * The metrics endpoint (decision 0095): a server of its own, so it is reached on METRICS_PORT
 * only, which the balancer does not forward; each process is scraped on its own. It has none of
 * the app's hooks: no request logs, no load shedding, no count of its own scrapes.
 */
export async function buildMetricsServer(
  log: FastifyBaseLogger,
  sources: MetricsSources,
): Promise<FastifyInstance> {
  collectProcessMetrics();
  const registry = Registry.merge([processRegistry, appRegistry(sources, log)]);
  const server = Fastify({
    loggerInstance: log.child({ server: 'metrics' }),
    // A scrape every few seconds is no news: no line per request.
    logController: new LogController({ disableRequestLogging: true }),
  });
  server.get(
    METRICS_PATH,
    {
      schema: {
        summary: "This process's metrics, in Prometheus' text format",
        response: { 200: { description: 'The metrics', type: 'string' } },
      },
    },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
  await server.ready();
  return server;
}
