import type { FastifyInstance } from 'fastify';
import { documentListItem } from '../../../../src/domain/contracts/documents';
import { templateFillBody } from '../../../../src/domain/contracts/template-fill';
import { DOCX_MEDIA_TYPE } from '../../../../src/domain/documents/media-types';
import { flowPageId } from '../../../../src/domain/flows/flow';
import {
  TEMPLATE_FILL_PATH,
  TEMPLATE_FILL_WINDOW_MINUTES,
  TEMPLATE_FILLS_PER_WINDOW,
  TEMPLATES_FLOW,
  TEMPLATES_NOT_PURCHASED,
  templateFillsLimited,
} from '../../../../src/domain/flows/templates-flow';
import { TEMPLATE_NAMES, type TemplateSlug } from '../../../../src/domain/hub/template-catalogue';
import type { Answers } from '../../../../src/domain/questionnaire/page-definition';
import { documentListItemOf } from '../../../api/document-routes';
import { individualIdSchema } from '../../../api/owner-id-schema';
import type { Database } from '../../../db/database';
import type { DocumentStore } from '../../../documents/document-store';
import { sha256Hex } from '../../../documents/document-store';
import { plainReply, schemaTyped } from '../../../http/schema-typed-routes';
import { findOwnerBusinessRecord } from '../../../services/businesses';
import type { PageAnswersService } from '../../../services/page-answers';
import { ownsTemplateLibrary } from '../template-library';
import { TEMPLATE_QUESTIONS } from '../templates/template-questions';
import { templateBusiness } from './template-business';

const PRODUCT_KEY = 'DOC_LIBRARY';

/** The answers a template prints: its own questions' text answers, nothing else the page kept. */
function templateAnswers(slug: TemplateSlug, saved: Answers | undefined): Record<string, string> {
  return Object.fromEntries(
    TEMPLATE_QUESTIONS[slug].flatMap(({ name }) => {
      const value = saved?.[name];
      return typeof value === 'string' && value.trim() !== '' ? [[name, value]] : [];
    }),
  );
}

/** Midnight UTC of `now`: a filled document is dated by its day, so a refill that day is the same file. */
const dayOf = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

interface TemplateFillRoutesOptions {
  db: Database;
  pages: PageAnswersService;
  documents: DocumentStore;
}

/**
 * POST /v1/business_templates/fill (decision 0070): the template filled with the owner's
 * business record and their saved answers of its page, kept among their documents (company
 * documents, under the template's name) and answered as the documents list shows it. Refused
 * without the library (403) and when filled too often (429 with Retry-After). The same
 * document filled again the same day (same record, same answers) is the same file: the one
 * already kept is answered instead of a copy.
 */
export async function templateFillRoutes(
  app: FastifyInstance,
  { db, pages, documents }: TemplateFillRoutesOptions,
): Promise<void> {
  // Per owner (the caller: a foreign individual_id is refused before any handler), counted in
  // the rate-limit store each process shares.
  const fillLimit = app.createRateLimit({
    max: TEMPLATE_FILLS_PER_WINDOW,
    timeWindow: TEMPLATE_FILL_WINDOW_MINUTES * 60_000,
    keyGenerator: (request) =>
      `template-fill|${(request.query as { individual_id: number }).individual_id}`,
  });

  schemaTyped(app).post(
    TEMPLATE_FILL_PATH,
    {
      config: { idempotent: true },
      schema: {
        summary:
          "A template filled with the owner's business and their saved answers, kept among their documents",
        querystring: individualIdSchema,
        body: templateFillBody,
        response: { 200: { ...documentListItem, description: 'The filled document, kept' } },
      },
    },
    async (request, reply) => {
      const individualId = request.query.individual_id;
      if (!(await ownsTemplateLibrary(db, individualId))) {
        return plainReply(reply).code(403).send({ message: TEMPLATES_NOT_PURCHASED });
      }
      const limited = await fillLimit(request);
      if (!limited.isAllowed && limited.isExceeded) {
        const wait = limited.ttlInSeconds;
        return plainReply(reply)
          .code(429)
          .header('retry-after', String(wait))
          .send({ message: templateFillsLimited(wait) });
      }
      const slug = request.body.template;
      const [saved, record] = await Promise.all([
        pages.find({ individualId }, flowPageId(TEMPLATES_FLOW, slug)),
        findOwnerBusinessRecord(db, individualId),
      ]);
      // The renderer and the templates (docx) load with the first fill, not with every process.
      const [{ TEMPLATES }, { renderTemplateDocx }] = await Promise.all([
        import('../templates'),
        import('../templates/render-template'),
      ]);
      const template = TEMPLATES.find((candidate) => candidate.slug === slug)!;
      const content = await renderTemplateDocx(
        template,
        {
          business: record && templateBusiness(record),
          answers: templateAnswers(slug, saved?.answers),
        },
        { date: dayOf(new Date()) },
      );
      const title = TEMPLATE_NAMES[slug];
      const kept = await documents.findSame(individualId, {
        productKey: PRODUCT_KEY,
        title,
        sha256: sha256Hex(content),
      });
      const document =
        kept ??
        (await documents.store({
          individualId,
          businessId: record?.id ?? null,
          productKey: PRODUCT_KEY,
          category: 'company-documents',
          title,
          fileName: `${slug}.docx`,
          contentType: DOCX_MEDIA_TYPE,
          content,
        }));
      return documentListItemOf(document);
    },
  );
}
