import type { FromSchema } from 'json-schema-to-ts';
import { DOCUMENT_CATEGORY_SLUGS } from '../documents/document-categories';

/**
 * The documents store's answers (decision 0048): GET /v1/services/documents/list/{id} and
 * GET /v1/services/documents/urls. The schemas the server serialises with, and the browser's
 * types and answer checks (decision 0065).
 */

export const documentListItem = {
  type: 'object',
  properties: {
    document_id: { type: 'integer' },
    business_id: {
      type: ['integer', 'null'],
      description: 'Null for a document made before the business was formed',
    },
    product_key: {
      type: ['string', 'null'],
      description: 'The service it belongs to; null for a receipt, which covers a whole purchase',
    },
    order_id: {
      type: ['integer', 'null'],
      description:
        'The order it came back for (the filed articles, the IRS letter); null for a document ' +
        'no single order produced. Absent from lists kept on a device before it was added.',
    },
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
  additionalProperties: false,
} as const;

export const documentListAnswer = {
  description: "The documents Charter keeps for the owner's business, oldest first",
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    documents: { type: 'array', items: documentListItem },
  },
  required: ['individual_id', 'documents'],
  additionalProperties: false,
} as const;

const documentLink = {
  type: 'object',
  properties: {
    document_id: { type: 'integer' },
    file_name: { type: 'string' },
    url: {
      type: 'string',
      format: 'uri',
      description: 'Absolute; downloads the file without a bearer token until expires_at',
    },
    expires_at: { type: 'string', format: 'date-time' },
  },
  required: ['document_id', 'file_name', 'url', 'expires_at'],
  additionalProperties: false,
} as const;

export const documentLinksAnswer = {
  description: "Links to the owner's documents asked for; ids that are not theirs are left out",
  type: 'object',
  properties: { documents: { type: 'array', items: documentLink } },
  required: ['documents'],
  additionalProperties: false,
} as const;

/** One document as the list answers it, without its bytes. */
export type DocumentListItem = FromSchema<typeof documentListItem>;
export type DocumentList = FromSchema<typeof documentListAnswer>;
/** A document's download link, valid until `expires_at`. */
export type DocumentLink = FromSchema<typeof documentLink>;
