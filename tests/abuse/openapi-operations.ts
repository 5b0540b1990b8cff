import type { RouteOptions } from 'fastify';

/**
 * The operations an OpenAPI 3 document describes, as the route sweep needs them: the full path
 * a client calls, its parameters and its request body, each with its JSON schema. Routes kept
 * out of the document (the back office's) are read from the routes the app registers.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maxLength?: number;
  minLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  /** Text that may span lines (server/http/storable-text.ts MULTI_LINE_KEYWORD). */
  'x-multi-line'?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path as a client calls it, mount included, with {placeholders}. */
  path: string;
  parameters: Parameter[];
  body: { contentType: string; schema: JsonSchema } | null;
}

interface OpenApiDocument {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, unknown> & { servers?: Array<{ url: string }> }>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, Parameter> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** A server URL as a path prefix: '/api' stays, '/' and absolute origins give their path. */
function prefixOf(servers: Array<{ url: string }> | undefined): string {
  const url = servers?.[0]?.url ?? '';
  const path = /^https?:\/\//.test(url) ? new URL(url).pathname : url;
  return path.replace(/\/+$/, '');
}

function resolveRef<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value as T;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
  return resolveRef(document, target as T);
}

/** Every operation of the document, with its parameters and body schema resolved. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const prefix = prefixOf(item.servers ?? document.servers);
    for (const method of METHODS) {
      const operation = item[method] as
        | {
            parameters?: Array<Parameter | { $ref: string }>;
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        | undefined;
      if (!operation) continue;
      const parameters = [
        ...((item.parameters as Array<Parameter | { $ref: string }> | undefined) ?? []),
        ...(operation.parameters ?? []),
      ].map((parameter) => resolveRef(document, parameter));
      const content = resolveRef(document, operation.requestBody ?? {}).content ?? {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path: `${prefix}${path}`,
        parameters: parameters.map((parameter) => ({
          ...parameter,
          schema: resolveRef(document, parameter.schema ?? {}),
        })),
        body:
          contentType && media?.schema
            ? { contentType, schema: resolveRef(document, media.schema) }
            : null,
      });
    }
  }
  return operations;
}

interface RouteSchema {
  hide?: boolean;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

/**
 * The operations of the routes the app keeps out of its document (`schema.hide`) that take
 * parameters or a body, from their Fastify schemas (JSON bodies; wildcard routes have none).
 */
export function hiddenOperationsOf(routes: readonly RouteOptions[]): Operation[] {
  return routes.flatMap((route) => {
    const schema = (route.schema ?? {}) as RouteSchema;
    if (!schema.hide || route.url.includes('*')) return [];
    const parametersIn = (where: 'path' | 'query', group: JsonSchema | undefined) =>
      Object.entries(group?.properties ?? {}).map(([name, property]) => ({
        name,
        in: where,
        required: where === 'path' || (group?.required ?? []).includes(name),
        schema: property,
      }));
    const parameters = [
      ...parametersIn('path', schema.params),
      ...parametersIn('query', schema.querystring),
    ];
    if (parameters.length === 0 && !schema.body) return [];
    return [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        method,
        path: route.url.replace(/:(\w+)/g, '{$1}'),
        parameters,
        body: schema.body ? { contentType: 'application/json', schema: schema.body } : null,
      }));
  });
}
