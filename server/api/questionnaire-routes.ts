import type { FastifyInstance } from 'fastify';
import type { Answers, PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { validatePage } from '../../src/domain/questionnaire/validate-page';
import { withoutHiddenAnswers } from '../../src/domain/questionnaire/visibility';
import type { PageAnswersService, SavedPage } from '../services/page-answers';

/** The owner-keyed questionnaires served here (spec foundation §7: /v1/formation/{page}, /v1/ein/{page}). */
export const OWNER_FLOWS = ['formation', 'ein'] as const;

interface QuestionnaireRoutesOptions {
  pages: PageAnswersService;
  findPage: (id: string) => PageDefinition | undefined;
}

/** The page's answers as the API shows them: the fields, the owner and the version. */
function present(individualId: number, saved: SavedPage) {
  return {
    ...saved.answers,
    individual_id: individualId,
    updated_at: saved.updatedAt.toISOString(),
  };
}

/** Keeps only the page's own fields: meta fields and unknown keys are not stored as answers. */
function pageAnswersOf(page: PageDefinition, body: Answers): Answers {
  const names = new Set(page.fields.map((field) => field.name));
  return Object.fromEntries(Object.entries(body).filter(([key]) => names.has(key)));
}

const pageParams = {
  type: 'object',
  properties: { page: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } },
  required: ['page'],
} as const;

/**
 * GET and POST of questionnaire pages. Every save is validated with the same rules the browser
 * runs (422 with per-field messages), must name the version it was based on (409 with the
 * server's copy otherwise), and is idempotent (config.idempotent).
 */
export async function questionnaireRoutes(
  app: FastifyInstance,
  { pages, findPage }: QuestionnaireRoutesOptions,
) {
  for (const flow of OWNER_FLOWS) {
    app.get<{ Params: { page: string }; Querystring: { individual_id: number } }>(
      `/v1/${flow}/:page`,
      {
        schema: {
          params: pageParams,
          querystring: {
            type: 'object',
            properties: { individual_id: { type: 'integer', minimum: 1 } },
            required: ['individual_id'],
          },
        },
      },
      async (request, reply) => {
        const page = findPage(`${flow}/${request.params.page}`);
        if (!page) return reply.code(404).send({ message: 'Unknown page' });
        const saved = await pages.find(request.query.individual_id, page.id);
        if (!saved) return reply.code(404).send({ message: 'No answers saved for this page' });
        return present(request.query.individual_id, saved);
      },
    );

    app.post<{
      Params: { page: string };
      Body: Answers & { individual_id: number; updated_at?: string | null };
    }>(
      `/v1/${flow}/:page`,
      {
        config: { idempotent: true },
        schema: {
          params: pageParams,
          body: {
            type: 'object',
            properties: {
              individual_id: { type: 'integer', minimum: 1 },
              updated_at: { type: ['string', 'null'], format: 'date-time' },
            },
            required: ['individual_id'],
          },
        },
      },
      async (request, reply) => {
        const page = findPage(`${flow}/${request.params.page}`);
        if (!page) return reply.code(404).send({ message: 'Unknown page' });
        const { individual_id: individualId, updated_at: baseVersion } = request.body;
        const answers = withoutHiddenAnswers(page.fields, pageAnswersOf(page, request.body));
        const errors = validatePage(page, answers);
        if (Object.keys(errors).length > 0) {
          return reply.code(422).send({ message: 'Please correct the highlighted fields', errors });
        }
        const outcome = await pages.save(
          individualId,
          page.id,
          answers,
          baseVersion ? new Date(baseVersion) : null,
        );
        if (outcome.kind === 'conflict') {
          return reply.code(409).send({
            message: 'This page was changed on another device',
            current: outcome.current ? present(individualId, outcome.current) : null,
          });
        }
        return present(individualId, outcome.page);
      },
    );
  }
}
