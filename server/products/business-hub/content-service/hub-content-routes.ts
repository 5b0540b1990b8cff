import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  articleAnswer,
  articleListAnswer,
  articleListQuery,
  articleParams,
  articleTagsAnswer,
} from '../../../../src/domain/contracts/hub-articles';
import {
  bookmarkAnswer,
  bookmarkBody,
  hubCategoriesAnswer,
  hubCategoryCountAnswer,
  hubCategoryCountQuery,
  hubFileLinksAnswer,
  hubFileLinksQuery,
  hubFileListAnswer,
  hubFileListQuery,
  savedHubFilesAnswer,
  savedHubFilesQuery,
} from '../../../../src/domain/contracts/hub-files';
import { TEMPLATE_TEASER_SIZE, type HubFileKind } from '../../../../src/domain/hub/hub-content';
import {
  ARTICLE_LIST_PATH,
  HUB_CATEGORY_COUNTS_PATH,
  HUB_FILES_PATH,
} from '../../../../src/domain/hub/content-reads';
import { requireBearerToken } from '../../../api/bearer-authentication';
import {
  DocumentLinkSigner,
  linkParams,
  linkProofQuery,
  linkRefusal,
} from '../../../documents/document-links';
import { contentDisposition } from '../../../http/content-disposition';
import { namedParameterValues } from '../../../http/named-parameters';
import { errorSchema, preparedBody } from '../../../http/response-schemas';
import {
  prepareDocument,
  preparedResponses,
  sendPrepared,
  type PreparedDocument,
} from '../../../http/send-prepared';
import { plainReply, schemaTyped } from '../../../http/schema-typed-routes';
import { findOwnerBusiness } from '../../../services/businesses';
import { NO_SUCH_BUSINESS } from '../../../services/formed-business';
import type { ServiceRouteServices } from '../../../services/product-plugin';
import { ownsTemplateLibrary } from '../template-library';
import { HubNews } from './hub-news';
import { HubReadiness } from './hub-readiness';
import {
  articleTags,
  downloadableFiles,
  exampleTemplateIds,
  findArticle,
  findHubFile,
  hubCategoryCounts,
  hubCategoryList,
  liveItemKind,
  listArticles,
  listHubFiles,
  savedHubFiles,
  setFavorite,
} from './hub-queries';
import type { HubSources } from './hub-sources';
import { latestFingerprint, searchIndexOf } from './load-hub-content';

/** An item that is not (or no longer) in the hub. */
export const NO_SUCH_ITEM = 'This item is not in the Business Hub.';
export const LINK_EXPIRED =
  'This download link has expired. Open the Business Hub and download it again.';

const FILES_PATH = '/v1/files';
const IMAGE_PATH = '/v1/articles/articles/:id/featured-image';

const fileResponse = preparedBody('The file, in its own type', 'application/octet-stream', {
  type: 'string',
  format: 'binary',
});

/**
 * The document and content service (dashboard spec §7, issue 28) at /content: the hub's guides,
 * templates and articles, their categories, the owner's favourites and short-lived links to the
 * files. Every call but the signed file links and the featured images takes the owner's id token
 * as its bearer (spec §7); each waits for the hub's content to be loaded in this process.
 */
export async function hubContentRoutes(
  app: FastifyInstance,
  services: ServiceRouteServices,
  sources: () => Promise<HubSources>,
): Promise<void> {
  const { db, verifyBearerToken, serviceUrl, linkKey, works } = services;
  const readiness = new HubReadiness(db, sources, app.log, new HubNews(services));
  if (works) app.addHook('onReady', () => void readiness.ready().catch(() => undefined));
  app.addHook('onRequest', async () => readiness.ready());
  // An individual_id that is not the caller's is another owner's: 403, as on the main API.
  requireBearerToken(
    app,
    verifyBearerToken,
    async (request, reply) => {
      const foreign = namedParameterValues(request, 'individual_id').some(
        (id) => Number(id) !== request.caller!.individualId,
      );
      if (foreign) return reply.code(403).send({ message: 'Forbidden' });
    },
    'idToken',
  );
  const links = new DocumentLinkSigner(linkKey, `${serviceUrl}${FILES_PATH}`, 'charter-hub-file');
  const imageUrl = (id: number, version: string) =>
    `${serviceUrl}${IMAGE_PATH.replace(':id', String(id))}?v=${version}`;
  const typed = schemaTyped(app);

  /**
   * Links, living `expiresIn` seconds, to the files the owner may download: every guide; a
   * template with the business templates (DOC_LIBRARY), or one of the examples every owner may
   * open. Null for a file they may not.
   */
  async function fileLinker(individualId: number, expiresIn: number) {
    const library = await ownsTemplateLibrary(db, individualId);
    const examples = library ? [] : await exampleTemplateIds(db, TEMPLATE_TEASER_SIZE);
    const expires = Math.floor(Date.now() / 1000) + expiresIn;
    return (file: { id: number; kind: string }) =>
      file.kind === 'templates' && !library && !examples.includes(file.id)
        ? null
        : {
            url: links.link(file.id, individualId, expires),
            expires_at: new Date(expires * 1000).toISOString(),
          };
  }

  typed.get(
    HUB_FILES_PATH,
    {
      schema: {
        summary: 'A page of the hub’s guides or templates, by category and words',
        querystring: hubFileListQuery,
        response: { 200: hubFileListAnswer },
      },
    },
    async (request) => listHubFiles(db, request.caller!.individualId, request.query),
  );

  typed.get(
    HUB_CATEGORY_COUNTS_PATH,
    {
      schema: {
        summary: 'Each category of guides or templates with how many it holds',
        querystring: hubCategoryCountQuery,
        response: { 200: hubCategoryCountAnswer },
      },
    },
    async (request) => hubCategoryCounts(db, request.query.kind),
  );

  typed.get(
    '/v1/documents/category',
    {
      schema: {
        summary: 'The categories of guides and templates',
        response: { 200: hubCategoriesAnswer },
      },
    },
    async () => hubCategoryList(db),
  );

  const bookmark = (favorite: boolean) =>
    typed.post(
      favorite ? '/v1/templates/favorite' : '/v1/templates/favorite/deactivate',
      {
        schema: {
          summary: favorite
            ? 'Adds a guide, template or article to the owner’s favourites'
            : 'Takes a guide, template or article off the owner’s favourites',
          body: bookmarkBody,
          response: { 200: bookmarkAnswer, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const individualId = request.caller!.individualId;
        const { document_id: itemId, business_id: businessId = null } = request.body;
        if ((await liveItemKind(db, itemId)) === null)
          return plainReply(reply).code(404).send({ message: NO_SUCH_ITEM });
        if (businessId !== null && (await findOwnerBusiness(db, individualId))?.id !== businessId)
          return plainReply(reply).code(404).send({ message: NO_SUCH_BUSINESS });
        await setFavorite(db, individualId, itemId, businessId, favorite);
        return { document_id: itemId, is_favorite: favorite };
      },
    );
  bookmark(true);
  bookmark(false);

  typed.get(
    '/v1/documents/urls',
    {
      schema: {
        summary: 'Short-lived links to guides’ and templates’ files',
        description:
          'Templates need the business templates (DOC_LIBRARY), except the examples every owner may open; ids of nothing the owner may download are left out.',
        querystring: hubFileLinksQuery,
        response: { 200: hubFileLinksAnswer },
      },
    },
    async (request) => {
      const asked = [...new Set(request.query.document_ids.split(',').map(Number))];
      const files = new Map((await downloadableFiles(db, asked)).map((file) => [file.id, file]));
      const linkTo = await fileLinker(request.caller!.individualId, request.query.expires_in);
      return {
        documents: asked.flatMap((id) => {
          const file = files.get(id);
          const link = file && linkTo(file);
          return link ? [{ id, file_name: file.fileName, ...link }] : [];
        }),
      };
    },
  );

  typed.get(
    '/v1/documents/saved',
    {
      schema: {
        summary: 'The guides and templates the owner saved, for the documents area',
        description:
          'Filtered by service_name, search_term and document_ids; with expires_in, each file the owner may download (templates: with the business templates, or an example) carries a link.',
        querystring: savedHubFilesQuery,
        response: { 200: savedHubFilesAnswer },
      },
    },
    async (request) => {
      const { expires_in: expiresIn } = request.query;
      const saved = await savedHubFiles(db, request.caller!.individualId, request.query);
      const linkTo =
        expiresIn === undefined ? null : await fileLinker(request.caller!.individualId, expiresIn);
      return {
        documents: saved.map((file) => ({
          ...file,
          kind: file.kind as HubFileKind,
          ...linkTo?.(file),
        })),
        total: saved.length,
      };
    },
  );

  const sendFile = (
    reply: FastifyReply,
    file: { fileName: string; contentType: string; content: Uint8Array },
    disposition: 'attachment' | 'inline',
  ) =>
    reply
      .type(file.contentType)
      .header('content-disposition', contentDisposition(file.fileName, disposition))
      .send(Buffer.from(file.content));

  typed.get(
    `${FILES_PATH}/:document_id`,
    {
      config: { public: true },
      schema: {
        summary: 'A guide’s or template’s file, by the signed link GET /v1/documents/urls made',
        params: linkParams,
        querystring: {
          ...linkProofQuery,
          properties: {
            ...linkProofQuery.properties,
            disposition: {
              enum: ['attachment', 'inline'],
              default: 'attachment',
              description: 'inline: for a preview in a frame',
            },
          },
        },
        response: { 200: fileResponse },
      },
    },
    async (request, reply) => {
      const id = request.params.document_id;
      const refusal = linkRefusal(links.check(id, request.query, new Date()), LINK_EXPIRED);
      if (refusal) return plainReply(reply).code(refusal.status).send({ message: refusal.message });
      const file = await findHubFile(db, id, 'file');
      if (!file) return plainReply(reply).code(404).send({ message: NO_SUCH_ITEM });
      // The same bytes for everyone: a previewed file may be kept offline (issue 28).
      reply.header('cache-control', 'private, max-age=86400');
      return sendFile(reply, file, request.query.disposition ?? 'attachment');
    },
  );

  typed.get(
    ARTICLE_LIST_PATH,
    {
      schema: {
        summary: 'A page of the hub’s articles, newest first, without their bodies',
        querystring: articleListQuery,
        response: { 200: articleListAnswer },
      },
    },
    async (request) => listArticles(db, request.caller!.individualId, request.query, imageUrl),
  );

  typed.get(
    '/v1/articles/articles/tags',
    { schema: { summary: 'The articles’ tags', response: { 200: articleTagsAnswer } } },
    async () => ({ data: await articleTags(db) }),
  );

  typed.get(
    '/v1/articles/articles/:id',
    {
      schema: {
        summary: 'One article with its body',
        params: articleParams,
        response: { 200: articleAnswer, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const article = await findArticle(
        db,
        request.caller!.individualId,
        request.params.id,
        imageUrl,
      );
      if (!article) return plainReply(reply).code(404).send({ message: NO_SUCH_ITEM });
      return { data: { raw: article } };
    },
  );

  typed.get(
    IMAGE_PATH,
    {
      config: { public: true },
      schema: {
        summary:
          'An article’s featured image (the same for everyone; its address names its version)',
        params: articleParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { v: { type: 'string', pattern: '^[0-9a-f]{1,64}$' } },
        },
        response: { 200: preparedBody('The image', 'image/svg+xml', { type: 'string' }) },
      },
    },
    async (request, reply) => {
      const image = await findHubFile(db, request.params.id, 'image');
      if (!image) return plainReply(reply).code(404).send({ message: NO_SUCH_ITEM });
      return sendFile(
        reply
          .header('cache-control', 'public, max-age=604800, immutable')
          // An SVG opened on its own runs nothing and loads nothing.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          ),
        image,
        'inline',
      );
    },
  );

  // The latest load's index, serialised and compressed once per load in this process.
  let prepared: { fingerprint: string; document: PreparedDocument } | null = null;
  const preparedIndex = async (): Promise<PreparedDocument | null> => {
    const fingerprint = await latestFingerprint(db);
    if (fingerprint === null) return null;
    if (prepared?.fingerprint !== fingerprint) {
      const serialised = await searchIndexOf(db, fingerprint);
      if (serialised === null) return null;
      const index = JSON.parse(serialised) as unknown;
      prepared = { fingerprint, document: prepareDocument({ fingerprint, index }) };
    }
    return prepared.document;
  };
  typed.get(
    '/v1/search-index',
    {
      schema: {
        summary: 'The hub’s search index (MiniSearch), for searching in the browser, offline too',
        response: preparedResponses('The index and the load it was built by'),
      },
    },
    async (request, reply) => {
      const document = await preparedIndex();
      if (!document) return plainReply(reply).code(404).send({ message: NO_SUCH_ITEM });
      return sendPrepared(request, reply, document, 'application/json; charset=utf-8');
    },
  );
}
