import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metrics } from './metrics';

/**
 * The route label of requests no route matched (the app's pages, served by the not-found
 * handler, and every unknown path): one value, so a scanner's made-up paths add no series.
 */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The route a request matched, as its template (`/api/v1/signing/:token`): never the URL. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** Counts every answer of the app and times it, by route template (decision 0095). */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    const { method } = request;
    const status = reply.statusCode;
    metrics.httpRequests.inc({ method, route, status_code: String(status) });
    metrics.httpDuration.observe(
      { method, route, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    if (status >= 500) metrics.httpServerErrors.inc({ method, route });
  });
}
