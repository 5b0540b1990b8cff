import type { FastifyInstance } from 'fastify';
import { DOCUMENT_CATEGORY_SLUGS } from '../../src/domain/documents/document-categories';
import type { DocumentStore } from '../documents/document-store';
import { individualIdSchema } from './owner-id-schema';

interface DocumentRoutesOptions {
  documents: DocumentStore;
}

const documentListSchema = {
  description: "The documents Charter wrote for the owner's business, oldest first",
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    documents: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          document_id: { type: 'integer' },
          business_id: {
            type: ['integer', 'null'],
            description: 'Null for a document made before the business was formed',
          },
          product_key: { type: 'string', description: 'The service it belongs to' },
          category: {
            enum: DOCUMENT_CATEGORY_SLUGS,
            description: 'Its shelf in the documents area',
          },
          title: { type: 'string' },
          file_name: { type: 'string' },
          content_type: { type: 'string' },
          size: { type: 'integer', description: 'Bytes' },
          sha256: { type: 'string', description: 'Hex SHA-256 of the content' },
          created_at: { type: 'string', format: 'date-time' },
        },
        required: [
          'document_id',
          'business_id',
          'product_key',
          'category',
          'title',
          'file_name',
          'content_type',
          'size',
          'sha256',
          'created_at',
        ],
      },
    },
  },
  required: ['individual_id', 'documents'],
} as const;

/**
 * GET /v1/services/documents/list/{individual_id}: the documents store's list for the owner
 * (decision 0037), without the files; downloading them is the documents area's (a later issue).
 */
export async function documentRoutes(app: FastifyInstance, { documents }: DocumentRoutesOptions) {
  app.get<{ Params: { individual_id: number } }>(
    '/v1/services/documents/list/:individual_id',
    {
      schema: {
        summary: "The documents of the signed-in owner's business",
        params: individualIdSchema,
        response: { 200: documentListSchema },
      },
    },
    async (request) => {
      const individualId = request.params.individual_id;
      const listed = await documents.list(individualId);
      return {
        individual_id: individualId,
        documents: listed.map((document) => ({
          document_id: document.id,
          business_id: document.businessId,
          product_key: document.productKey,
          category: document.category,
          title: document.title,
          file_name: document.fileName,
          content_type: document.contentType,
          size: document.sizeBytes,
          sha256: document.sha256,
          created_at: document.createdAt.toISOString(),
        })),
      };
    },
  );
}
