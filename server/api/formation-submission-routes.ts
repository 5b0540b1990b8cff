import type { FastifyInstance } from 'fastify';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { validatePage, type FieldErrors } from '../../src/domain/questionnaire/validate-page';
import { messages } from '../../src/domain/questionnaire/messages';
import { findUsState } from '../../src/domain/us-states';
import type { BusinessService } from '../services/businesses';
import { formationFiling, type FormationAnswers } from '../services/formation-filing';
import type { PageAnswersService } from '../services/page-answers';
import { individualIdSchema } from './owner-id-schema';
import { openObject } from '../http/response-schemas';
import { presentPage } from './page-save';
import { RAPID_FILING_DAYS, STANDARD_FILING_DAYS } from '../../src/domain/estimates/filing-days';

interface FormationSubmissionRoutesOptions {
  pages: PageAnswersService;
  businesses: BusinessService;
  /** The formation flow's question pages, in order (formation/page1 … formation/page4). */
  formationPages: readonly PageDefinition[];
}

/** Why an owner who has not bought the formation cannot file it (402 Payment Required). */
export const FORMATION_NOT_PURCHASED =
  'Please purchase the business formation before submitting it to the state';

/** 'formation/page1' → 'page1'. */
function pageName(page: PageDefinition): string {
  return page.id.slice(page.id.indexOf('/') + 1);
}

/**
 * The end of the formation flow (spec foundation §2 and §7): the review of every saved page,
 * the submission that files the business with its state, and that filing's status.
 *
 * A business has one state filing (replaced in place when the state rejects it), so the
 * filing is addressed by its business's id: statefile_id is the business id.
 */
export async function formationSubmissionRoutes(
  app: FastifyInstance,
  { pages, businesses, formationPages }: FormationSubmissionRoutesOptions,
) {
  const pageIds = formationPages.map((page) => page.id);

  app.get<{ Params: { individual_id: number } }>(
    '/v1/formation/review/:individual_id',
    {
      schema: {
        summary: 'Every saved formation page, for the review before submitting',
        params: individualIdSchema,
        response: {
          200: {
            description: 'The saved formation pages',
            type: 'object',
            properties: {
              individual_id: { type: 'integer' },
              pages: {
                type: 'object',
                description: 'The saved pages by name (page1…), each with its updated_at',
                additionalProperties: openObject('A saved page'),
              },
            },
            required: ['individual_id', 'pages'],
          },
        },
      },
    },
    async (request) => {
      const individualId = request.params.individual_id;
      const saved = await pages.findMany({ individualId }, pageIds);
      const reviewed = formationPages.flatMap((page) => {
        const found = saved.get(page.id);
        return found ? [[pageName(page), presentPage(page, found, {})]] : [];
      });
      return { individual_id: individualId, pages: Object.fromEntries(reviewed) };
    },
  );

  app.post<{ Querystring: { individual_id: number } }>(
    '/v1/formation/submit',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Files the business with its state, once every formation page is saved',
        querystring: individualIdSchema,
        response: {
          200: {
            description: 'The business, filed (SUBMITTED)',
            type: 'object',
            properties: {
              business_id: { type: 'integer' },
              status: { type: 'string' },
              statefile_id: { type: 'integer' },
              submitted_at: { type: 'string', format: 'date-time' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const individualId = request.query.individual_id;
      const saved = await pages.findMany({ individualId }, pageIds);
      const missing = pageIds.filter((id) => !saved.has(id));
      if (missing.length > 0) {
        return reply
          .code(422)
          .send({ message: 'Please complete every step before submitting', missing });
      }

      // Pages were valid when saved; the rules may have changed since, so they are checked again.
      const errors: Record<string, FieldErrors> = {};
      for (const page of formationPages) {
        const pageErrors = validatePage(page, saved.get(page.id)!.answers);
        if (Object.keys(pageErrors).length > 0) errors[page.id] = pageErrors;
      }
      if (Object.keys(errors).length > 0) {
        return reply
          .code(422)
          .send({ message: 'Please correct the highlighted answers before submitting', errors });
      }

      const answersOf = (name: keyof FormationAnswers) =>
        saved.get(`formation/${name}`)?.answers ?? {};
      // Valid answers name a real state: the shared rules hold a choice to its options.
      const state = findUsState(String(answersOf('page1').business_state))!;
      const outcome = await businesses.submitFormation(
        individualId,
        formationFiling(
          {
            page1: answersOf('page1'),
            page2: answersOf('page2'),
            page3: answersOf('page3'),
            page4: answersOf('page4'),
          },
          state,
        ),
      );
      if (outcome.kind === 'not-purchased') {
        return reply.code(402).send({ message: FORMATION_NOT_PURCHASED });
      }
      if (outcome.kind === 'already-submitted') {
        return reply.code(409).send({ message: 'Your formation has already been submitted' });
      }
      if (outcome.kind === 'name-taken') {
        return reply.code(422).send({
          message: messages.nameUnavailable,
          errors: { 'formation/page1': { business_name: messages.nameUnavailable } },
        });
      }
      const { business } = outcome;
      return {
        business_id: business.id,
        status: business.status,
        statefile_id: business.id,
        submitted_at: business.submittedAt!.toISOString(),
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/v1/formation/statefile/:id',
    {
      schema: {
        summary: "The state filing of the owner's business (statefile_id is the business id)",
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1 } },
          required: ['id'],
        },
        response: {
          200: {
            description: 'The state filing',
            type: 'object',
            properties: {
              id: { type: 'integer' },
              business_id: { type: 'integer' },
              business_name: { type: 'string' },
              official_business_name: { type: ['string', 'null'] },
              state: { type: 'string' },
              state_code: { type: 'string' },
              status: { type: 'string' },
              service_filing: { enum: ['standard', 'rapid'] },
              submitted_at: { type: 'string', format: 'date-time' },
              estimated_business_days: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      // The business id is not an individual_id, so the per-route owner check cannot see it:
      // another owner's business is not found, exactly like a missing one.
      const business = await businesses.findOwned(request.params.id, request.caller!.individualId);
      if (!business?.submittedAt) {
        return reply.code(404).send({ message: 'No state filing for this business' });
      }
      const serviceFiling = business.serviceFiling === 'rapid' ? 'rapid' : 'standard';
      return {
        id: business.id,
        business_id: business.id,
        business_name: business.businessName,
        official_business_name: business.officialBusinessName,
        state: business.state,
        state_code: business.stateCode,
        status: business.status,
        service_filing: serviceFiling,
        submitted_at: business.submittedAt.toISOString(),
        estimated_business_days:
          serviceFiling === 'rapid' ? RAPID_FILING_DAYS : STANDARD_FILING_DAYS,
      };
    },
  );
}
