import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

/**
 * The app, seen through a type provider that reads each route's request (body, query, params)
 * and reply types off the JSON schemas the route already declares (decision 0065): a route
 * writes its shape once, the schema validates it, serialises it and documents it, and the
 * handler's types follow.
 */
export function schemaTyped(app: FastifyInstance) {
  return app.withTypeProvider<JsonSchemaToTsProvider>();
}

export type SchemaTypedApp = ReturnType<typeof schemaTyped>;
