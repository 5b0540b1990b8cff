import type { FastifyInstance, FastifyReply } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

/**
 * The app, seen through a type provider that reads each route's request (body, query, params)
 * and reply types off the JSON schemas the route already declares (decision 0065): a route
 * writes its shape once, the schema validates it, serialises it and documents it, and the
 * handler's types follow.
 *
 * An object schema that does not say `additionalProperties: false` types as
 * `{ [x: string]: unknown; … }`, which an interface does not fit (it has no index signature)
 * but a type alias of the same members does: a value a route answers is typed with `type`.
 */
export function schemaTyped(app: FastifyInstance) {
  return app.withTypeProvider<JsonSchemaToTsProvider>();
}

export type SchemaTypedApp = ReturnType<typeof schemaTyped>;

/**
 * A schema-typed route's reply as Fastify's plain one, for what its `response` schema does not
 * type: a status code it does not list (usually it lists only 200: a refusal's 4xx is
 * documented once for every route, in openapi-document.ts, not in each schema), or a body the
 * route sends itself (a file, an empty 204). The handler's return value is still checked
 * against its 200 schema.
 */
export function plainReply(reply: FastifyReply): FastifyReply {
  return reply;
}
