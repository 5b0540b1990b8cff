import type { FastifyInstance } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { individualIdSchema } from './owner-id-schema';

/**
 * GET <path with :individual_id>: something the signed-in owner reads of their own (the API's
 * owner check has refused another owner's id before the handler runs), documented, serialised
 * and typed by its answer's schema. `read` gets the owner's id and answers the 200 body.
 * `noStore`: the answer changes under the owner (a support request's replies), so no cache
 * keeps it.
 */
export function ownerReadRoute<const S extends JSONSchema, Answer = FromSchema<S>>(
  app: FastifyInstance,
  path: string,
  { summary, answer, noStore = false }: { summary: string; answer: S; noStore?: boolean },
  // NoInfer: the answer's type is the schema's, never what `read` happens to return.
  read: (individualId: number) => Promise<NoInfer<Answer>>,
): void {
  // The schema is generic here, so Fastify's own types see it as a plain object; `read`'s type
  // is what ties the answer to it, at each route.
  const schema: object = { summary, params: individualIdSchema, response: { 200: answer } };
  app.get(path, { schema }, (request, reply): Promise<unknown> => {
    const { individual_id: individualId } = request.params as { individual_id: number };
    if (noStore) reply.header('cache-control', 'no-store');
    return read(individualId);
  });
}
