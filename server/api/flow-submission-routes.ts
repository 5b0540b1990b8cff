import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { presentPage, presentProposal } from './page-save';
import { isBusinessFlow, type BusinessFlow, type Flow } from '../../src/domain/flows/flow';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import type { Database } from '../db/database';
import type { DocumentStore } from '../documents/document-store';
import { flowReviewAnswer } from '../../src/domain/contracts/flow-review';
import {
  reviewedAnswers,
  reviewProblems,
  reviewReader,
  type ProposePages,
} from '../services/flow-review';
import { NO_PAGES, submitFlow, type FlowFiling } from '../services/flow-submissions';
import { businessIdOf, readBusinessReview } from '../services/formed-business';
import type { PageAnswersService } from '../services/page-answers';
import { businessReviewResponse, businessSubmissionBody } from './business-review-schemas';
import { individualIdSchema } from './owner-id-schema';

interface FlowSubmissionRoutesOptions {
  db: Database;
  /** The products' flows (server/products.ts). */
  flows: readonly Flow[];
  /** Each submitted flow's own filing step, by flow key (the products', server/products.ts). */
  filings: Readonly<Record<string, FlowFiling>>;
  /** The flows' proposals for pages never saved, by flow key (the products'). */
  proposals: Readonly<Record<string, ProposePages>>;
  documents: DocumentStore;
  pages: PageAnswersService;
  findPage: (id: string) => PageDefinition | undefined;
}

/**
 * Signed-in owners' flows with a server review of their own pages; most are submitted from it.
 * A flow acting on the formed business reviews that business instead (businessFlowRoutes).
 */
function reviewedFlows(flows: readonly Flow[]) {
  return flows.flatMap((flow) =>
    flow.owner.kind === 'individual' && flow.review?.shows !== 'business' && flow.review?.reviewPath
      ? [{ ...flow, review: flow.review, reviewPath: flow.review.reviewPath }]
      : [],
  );
}

/** The filing step of a submitted flow: a flow module without one is a bug found at start. */
function filingOf(filings: FlowSubmissionRoutesOptions['filings'], flow: { key: string }) {
  const filing = filings[flow.key];
  if (!filing) throw new Error(`The ${flow.key} flow is submitted but has no filing step`);
  return filing;
}

/** A business flow's submission names its business as a string (spec foundation §7). */
const BUSINESS_ID_TYPE = 'business_id must be a string of digits';

/**
 * The end of every owner-keyed flow, one mechanism driven by the flow modules (issue 14,
 * decision 0037): GET <reviewPath> reviews the saved pages its review shows (and those the flow
 * proposes, never saved, with updated_at null: decision 0050), and
 * POST <submission.path>?individual_id= submits them: bought (403), not handed in already
 * (409), the flow's prerequisite, every reviewed page saved or proposed and valid (422), then
 * the flow's own filing and the service's change to SUBMITTED, at most once per owner.
 */
export async function flowSubmissionRoutes(
  app: FastifyInstance,
  { db, flows, pages, findPage, documents, filings, proposals }: FlowSubmissionRoutesOptions,
) {
  for (const flow of reviewedFlows(flows)) {
    const { definitions, read: review } = reviewReader(
      flow,
      { db, pages, findPage },
      proposals[flow.key],
    );

    schemaTyped(app).get(
      flow.reviewPath(':individual_id'),
      {
        schema: {
          summary: `Every saved page of the ${flow.title} flow that its review shows, before submitting`,
          params: individualIdSchema,
          response: { 200: flowReviewAnswer },
        },
      },
      async (request) => {
        const individualId = request.params.individual_id;
        // Presented as a page's GET presents it: sensitive answers masked.
        const shown = (await review(individualId)).flatMap(
          ({ name, definition, saved, proposed }): Array<[string, object]> => {
            if (saved) return [[name, presentPage(definition, saved, {})]];
            return proposed ? [[name, presentProposal(definition, proposed)]] : [];
          },
        );
        return { individual_id: individualId, pages: Object.fromEntries(shown) };
      },
    );

    const { submission } = flow;
    if (!submission) continue;
    const filing = filingOf(filings, flow);

    schemaTyped(app).post(
      submission.path,
      {
        config: { idempotent: true },
        schema: {
          summary: `Submits the ${flow.title} flow, once every page of its review is saved and valid`,
          querystring: individualIdSchema,
          // No body schema: the browser sends { individual_id } beside the query and an API
          // client may send nothing (a schema would refuse that); the owner check reads the
          // body's individual_id wherever it is.
          response: { 200: filing.response },
        },
      },
      async (request, reply) => {
        const individualId = request.query.individual_id;
        const reviewedPages = await review(individualId);
        const byName = new Map(reviewedPages.map((page) => [page.name, page]));
        const outcome = await submitFlow(db, {
          productKey: submission.productKey,
          filing,
          individualId,
          target: { businessId: null },
          pageProblems: reviewProblems(reviewedPages),
          answersOf: (name) => reviewedAnswers(byName.get(name)) ?? {},
          definitionOf: (name) => definitions.get(name)!,
          documents,
          now: new Date(),
        });
        if ('refused' in outcome) {
          return plainReply(reply).code(outcome.refused.status).send(outcome.refused.body);
        }
        return outcome.body;
      },
    );
  }
  for (const flow of flows.filter(isBusinessFlow)) {
    businessFlowRoutes(app, flow, { db, pages, documents, filings });
  }
}

/**
 * A flow acting on the formed business: GET <reviewPath> answers the business keyed page_1 and
 * page_4 (spec dashboard §3), and POST <submission.path> takes `{ individual_id, business_id }`
 * (spec foundation §7, business_id a string of digits) through the same submission.
 */
function businessFlowRoutes(
  app: FastifyInstance,
  flow: BusinessFlow,
  {
    db,
    pages,
    documents,
    filings,
  }: Pick<FlowSubmissionRoutesOptions, 'db' | 'pages' | 'documents' | 'filings'>,
) {
  const filing = filingOf(filings, flow);
  schemaTyped(app).get(
    flow.review.reviewPath(':individual_id'),
    {
      schema: {
        summary: `The business the ${flow.title} flow acts on, for its review`,
        params: individualIdSchema,
        response: { 200: businessReviewResponse },
      },
    },
    (request) => readBusinessReview(db, pages, request.params.individual_id),
  );

  schemaTyped(app).post(
    flow.submission.path,
    {
      config: { idempotent: true },
      // Before the schema, whose coercion would turn a number into its digits: the spec sends
      // a string, and a value of another type is refused, never reinterpreted.
      preValidation: async (request, reply) => {
        const given = (request.body as { business_id?: unknown } | null)?.business_id;
        if (given !== undefined && typeof given !== 'string') {
          return plainReply(reply).code(400).send({ message: BUSINESS_ID_TYPE });
        }
      },
      schema: {
        summary: `Submits the ${flow.title} for the owner's formed business`,
        body: businessSubmissionBody,
        response: { 200: filing.response },
      },
    },
    async (request, reply) => {
      const outcome = await submitFlow(db, {
        productKey: flow.submission.productKey,
        filing,
        individualId: request.body.individual_id,
        target: { businessId: businessIdOf(request.body.business_id) },
        ...NO_PAGES,
        documents,
        now: new Date(),
      });
      if ('refused' in outcome) {
        return plainReply(reply).code(outcome.refused.status).send(outcome.refused.body);
      }
      return outcome.body;
    },
  );
}
