import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  pageSchemaName,
  pageToOpenApiSchema,
} from '../../src/domain/questionnaire/openapi-page-schema';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { businessListSchema } from './business-list-schema';
import { individualSchema, serviceStatusesSchema } from './owner-schemas';

/**
 * The OpenAPI 3.1 document the client loads at start (GET /api/v1/openapi.json): the API and,
 * as component schemas named Page_<flow>_<page>, every questionnaire page definition.
 */
export function buildOpenApiDocument(version: string, pages: readonly PageDefinition[]) {
  const pageSchemas = Object.fromEntries(
    pages.map((page) => [pageSchemaName(page.id), pageToOpenApiSchema(page)]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Charter API', version },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...pageSchemas,
        Error: {
          type: 'object',
          properties: { message: { type: 'string' } },
          required: ['message'],
        },
        Individual: individualSchema,
        ServiceStatuses: serviceStatusesSchema,
        BusinessList: businessListSchema,
      },
    },
    security: [{ bearer: [] }],
    paths: {
      '/v1/openapi.json': {
        get: {
          summary: 'This document: page definitions and the API description',
          security: [],
          responses: {
            '200': { description: 'The document' },
            '304': { description: 'Not modified' },
          },
        },
      },
      '/v1/individual/{individual_id}': {
        get: {
          summary: "The signed-in owner's account",
          parameters: [
            { name: 'individual_id', in: 'path', required: true, schema: { type: 'integer' } },
          ],
          responses: {
            '200': {
              description: 'The owner',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/Individual' } },
              },
            },
            '401': { description: 'No valid bearer token' },
            '403': { description: 'individual_id is not the caller' },
          },
        },
      },
      '/v1/services/status/{individual_id}': {
        get: {
          summary: "The status of each of the signed-in owner's services",
          parameters: [
            { name: 'individual_id', in: 'path', required: true, schema: { type: 'integer' } },
          ],
          responses: {
            '200': {
              description: 'The services, empty when the owner has none',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/ServiceStatuses' } },
              },
            },
            '401': { description: 'No valid bearer token' },
            '403': { description: 'individual_id is not the caller' },
          },
        },
      },
      '/v1/business/list': {
        get: {
          summary: "The signed-in owner's businesses (an empty list before the formation is filed)",
          responses: {
            '200': {
              description: "The caller's businesses",
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/BusinessList' } },
              },
            },
            '401': { description: 'No valid bearer token' },
          },
        },
      },
    },
  };
}

/** The document serialised once, with its ETag and compressed variants. */
export interface PreparedDocument {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export function prepareDocument(document: unknown): PreparedDocument {
  const identity = Buffer.from(JSON.stringify(document));
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    brotli: brotliCompressSync(identity),
  };
}
