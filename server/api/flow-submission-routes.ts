import type { FastifyInstance } from 'fastify';
import { presentPage, presentProposal } from './page-save';
import { FLOWS } from '../../src/domain/flows/flows';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import type { Database } from '../db/database';
import type { DocumentStore } from '../documents/document-store';
import { openObject } from '../http/response-schemas';
import { FLOW_PROPOSALS } from '../services/flow-proposals';
import { reviewedAnswers, reviewProblems, reviewReader } from '../services/flow-review';
import { submitFlow, type FlowFiling } from '../services/flow-submissions';
import type { PageAnswersService } from '../services/page-answers';
import { individualIdSchema } from './owner-id-schema';

interface FlowSubmissionRoutesOptions {
  db: Database;
  /** Each submitted flow's own filing step, by flow key (server/services/flow-filings.ts). */
  filings: Readonly<Record<string, FlowFiling>>;
  documents: DocumentStore;
  pages: PageAnswersService;
  findPage: (id: string) => PageDefinition | undefined;
}

const reviewResponse = {
  description: 'The saved pages the review shows, by name, each with its version',
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    pages: {
      type: 'object',
      description:
        "The saved pages by name (page1…, and a page chosen by an answer, e.g. EIN's industry page), each with its updated_at; a page the flow proposes, never saved, has updated_at null",
      additionalProperties: openObject('A saved page'),
    },
  },
  required: ['individual_id', 'pages'],
} as const;

/** Signed-in owners' flows with a server review; most are submitted from it. */
function reviewedFlows() {
  return FLOWS.flatMap((flow) =>
    flow.owner.kind === 'individual' && flow.review?.reviewPath
      ? [{ ...flow, review: flow.review, reviewPath: flow.review.reviewPath }]
      : [],
  );
}

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
  { db, pages, findPage, documents, filings }: FlowSubmissionRoutesOptions,
) {
  for (const flow of reviewedFlows()) {
    const { definitions, read: review } = reviewReader(
      flow,
      { db, pages, findPage },
      FLOW_PROPOSALS[flow.key],
    );

    app.get<{ Params: { individual_id: number } }>(
      flow.reviewPath(':individual_id'),
      {
        schema: {
          summary: `Every saved page of the ${flow.title} flow that its review shows, before submitting`,
          params: individualIdSchema,
          response: { 200: reviewResponse },
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
    const filing = filings[flow.key];
    if (!filing) throw new Error(`The ${flow.key} flow is submitted but has no filing step`);

    app.post<{ Querystring: { individual_id: number } }>(
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
          pageProblems: reviewProblems(reviewedPages),
          answersOf: (name) => reviewedAnswers(byName.get(name)) ?? {},
          definitionOf: (name) => definitions.get(name)!,
          documents,
          now: new Date(),
        });
        if ('refused' in outcome)
          return reply.code(outcome.refused.status).send(outcome.refused.body);
        filing.afterFiling?.();
        return outcome.body;
      },
    );
  }
}
