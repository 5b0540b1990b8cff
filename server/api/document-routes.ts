import { ownerReadRoute } from './owner-read-route';
import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import {
  DOCUMENT_DOWNLOAD_PATH,
  DOCUMENT_LINK_MAX_SECONDS,
  DOCUMENT_LIST_PATH,
  DOCUMENT_URLS_MAX_IDS,
  DOCUMENT_URLS_PATH,
  type DocumentLink,
  type DocumentListItem,
} from '../../src/domain/documents/document-api';
import { documentLinksAnswer, documentListAnswer } from '../../src/domain/contracts/documents';
import {
  linkParams,
  linkProofQuery,
  linkRefusal,
  type DocumentLinkSigner,
} from '../documents/document-links';
import type { DocumentStore, DocumentSummary } from '../documents/document-store';
import { preparedBody } from '../http/response-schemas';
import { contentDisposition } from '../http/content-disposition';
import { individualIdSchema } from './owner-id-schema';

interface DocumentRoutesOptions {
  documents: DocumentStore;
  links: DocumentLinkSigner;
}

/** A download link that has ended: the owner asks the documents area for a new one. */
export const LINK_EXPIRED =
  'This download link has expired. Open your documents and download the file again.';

/** Ids are serial integers; nine digits keep every one inside Postgres's integer. */
const DOCUMENT_ID = '[1-9][0-9]{0,8}';

/** A kept document as the documents list answers it (and a route that has just kept one). */
export function documentListItemOf(document: DocumentSummary): DocumentListItem {
  return {
    document_id: document.id,
    business_id: document.businessId,
    product_key: document.productKey,
    order_id: document.orderId,
    category: document.category,
    title: document.title,
    file_name: document.fileName,
    content_type: document.contentType,
    size: document.sizeBytes,
    sha256: document.sha256,
    created_at: document.createdAt.toISOString(),
  };
}

/**
 * The documents store's routes (decision 0048):
 *
 * GET /v1/services/documents/list/{individual_id}: the owner's documents, without the files.
 * GET /v1/services/documents/urls?individual_id=&document_ids=1,2&expires_in=120: a signed
 *   link to each of the owner's documents asked for, ending within 120 s.
 * GET /v1/services/documents/download/{document_id}?owner=&expires=&signature=: the file, for
 *   whoever holds the link (no bearer token: it is opened in a new tab or by the browser).
 */
export async function documentRoutes(
  app: FastifyInstance,
  { documents, links }: DocumentRoutesOptions,
) {
  ownerReadRoute(
    app,
    `${DOCUMENT_LIST_PATH}/:individual_id`,
    { summary: "The documents of the signed-in owner's business", answer: documentListAnswer },
    async (individualId) => {
      const listed = await documents.list(individualId);
      return { individual_id: individualId, documents: listed.map(documentListItemOf) };
    },
  );

  schemaTyped(app).get(
    DOCUMENT_URLS_PATH,
    {
      schema: {
        summary: "Download links to some of the signed-in owner's documents",
        querystring: {
          type: 'object',
          properties: {
            ...individualIdSchema.properties,
            document_ids: {
              type: 'string',
              description: `Comma-joined document ids, at most ${DOCUMENT_URLS_MAX_IDS}`,
              pattern: `^${DOCUMENT_ID}(,${DOCUMENT_ID}){0,${DOCUMENT_URLS_MAX_IDS - 1}}$`,
            },
            expires_in: {
              type: 'integer',
              minimum: 1,
              maximum: DOCUMENT_LINK_MAX_SECONDS,
              default: DOCUMENT_LINK_MAX_SECONDS,
              description: 'Seconds the links work',
            },
          },
          required: ['individual_id', 'document_ids'],
        },
        response: { 200: documentLinksAnswer },
      },
    },
    async (request): Promise<{ documents: DocumentLink[] }> => {
      const { individual_id: owner, document_ids: ids, expires_in: seconds } = request.query;
      const own = new Map((await documents.list(owner)).map((document) => [document.id, document]));
      const expires = Math.floor(Date.now() / 1000) + seconds;
      const asked = [...new Set(ids.split(',').map(Number))];
      // Another owner's id, or none at all, is left out: the answer says nothing of it.
      return {
        documents: asked.flatMap((id) => {
          const document = own.get(id);
          if (!document) return [];
          return [
            {
              document_id: id,
              file_name: document.fileName,
              url: links.link(id, owner, expires),
              expires_at: new Date(expires * 1000).toISOString(),
            },
          ];
        }),
      };
    },
  );

  schemaTyped(app).get(
    `${DOCUMENT_DOWNLOAD_PATH}/:document_id`,
    {
      config: { public: true },
      schema: {
        summary: 'A document, by the signed link GET /v1/services/documents/urls made',
        params: linkParams,
        querystring: linkProofQuery,
        response: {
          200: preparedBody(
            'The file, as an attachment, in its own type',
            'application/octet-stream',
            {
              type: 'string',
              format: 'binary',
            },
          ),
        },
      },
    },
    async (request, reply) => {
      const documentId = request.params.document_id;
      const refusal = linkRefusal(links.check(documentId, request.query, new Date()), LINK_EXPIRED);
      if (refusal) return plainReply(reply).code(refusal.status).send({ message: refusal.message });
      const document = await documents.find(documentId, request.query.owner);
      // Signed, but gone since (the account or the document was deleted).
      if (!document) return plainReply(reply).code(404).send({ message: 'Not found' });
      return reply
        .type(document.contentType)
        .header('content-disposition', contentDisposition(document.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(document.content));
    },
  );
}
