import type { FastifyRequest } from 'fastify';

/**
 * Every value a request gives the parameter `name`, wherever it gives it: path, query string
 * or body. Owner checks read this, so an id cannot slip past them by moving to another place.
 */
export function namedParameterValues(request: FastifyRequest, name: string): unknown[] {
  const sources = [request.params, request.query, request.body];
  return sources
    .filter(
      (source): source is Record<string, unknown> => typeof source === 'object' && source !== null,
    )
    .filter((source) => name in source)
    .map((source) => source[name]);
}
