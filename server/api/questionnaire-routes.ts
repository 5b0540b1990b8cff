import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { pageOfSegment, productBoughtForPages, type Flow } from '../../src/domain/flows/flow';
import { productTitle } from '../../src/domain/checkout/product-titles';
import type { ProductKey } from '../../src/domain/checkout/product-keys';
import { isBoughtStatus } from '../../src/domain/services/formation-rules';
import { serviceNameOf } from '../../src/domain/services/service-names';
import { serviceStatusOf } from '../services/service-statuses';
import type { Answers, PageDefinition } from '../../src/domain/questionnaire/page-definition';
import type { PageAnswersService } from '../services/page-answers';
import { individualIdSchema } from './owner-id-schema';
import type { Database } from '../db/database';
import type { ProposePages } from '../services/flow-review';
import {
  pageRouteSchema,
  presentPage,
  presentProposal,
  savePage,
  type Prepared,
} from './page-save';

/**
 * The owner-keyed questionnaires served here (spec foundation §7: /v1/formation/{page},
 * /v1/ein/{page}): every flow whose answers belong to a signed-in individual.
 */
export function ownerFlows(flows: readonly Flow[]): Flow[] {
  return flows.filter((flow) => flow.owner.kind === 'individual' && flow.pagePath);
}

/** What a flow checks of a page's save beyond the page's rules (the amendment's, decision 0053). */
export type PageCheck = (
  individualId: number,
  page: PageDefinition,
) => ((answers: Answers) => Promise<Prepared>) | undefined;

/**
 * Why a page of a flow that is answered once bought is not saved before (403): saving answers
 * is the service itself, and a save's checks (the amendment's name) answer questions of their
 * own.
 */
export const pagesNotPurchased = (product: ProductKey) =>
  `Please purchase ${productTitle(product)} before saving your answers`;

interface QuestionnaireRoutesOptions {
  db: Database;
  /** The products' flows (server/products.ts): the owner-keyed ones get page routes. */
  flows: readonly Flow[];
  pages: PageAnswersService;
  findPage: (id: string) => PageDefinition | undefined;
  /** Each flow's own save checks, by flow key. */
  checks?: Readonly<Record<string, PageCheck>>;
  /** The flows' proposals for pages never saved (a GET answers them with updated_at null). */
  proposals?: Readonly<Record<string, ProposePages>>;
}

export const pageParams = {
  type: 'object',
  properties: { page: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } },
  required: ['page'],
} as const;

/**
 * GET and POST of questionnaire pages. A flow answered once bought saves nothing before its
 * purchase (403); every save is validated with the same rules the browser runs (422 with
 * per-field messages), must name the version it was based on (409 with the server's copy
 * otherwise), and is idempotent (config.idempotent).
 */
export async function questionnaireRoutes(
  app: FastifyInstance,
  { db, flows, pages, findPage, checks = {}, proposals = {} }: QuestionnaireRoutesOptions,
) {
  for (const described of ownerFlows(flows)) {
    const flow = described.key;
    const product = productBoughtForPages(described);
    // A page's address may name it otherwise (the annual report's location: spec dashboard §7).
    const path = described.pagePath!(':page');
    const findFlowPage = (segment: string) => {
      const name = pageOfSegment(described, segment);
      return name === null ? undefined : findPage(`${flow}/${name}`);
    };
    schemaTyped(app).get(
      path,
      {
        schema: {
          summary: `A saved page of the ${flow} questionnaire`,
          ...pageRouteSchema(flow),
          params: pageParams,
          querystring: individualIdSchema,
        },
      },
      async (request, reply) => {
        const page = findFlowPage(request.params.page);
        if (!page) return plainReply(reply).code(404).send({ message: 'Unknown page' });
        const individualId = request.query.individual_id;
        const saved = await pages.find({ individualId }, page.id);
        if (!saved) {
          // A page the flow proposes from what the server knows opens with the proposal.
          const propose = proposals[flow];
          const proposed = propose && (await propose(db, individualId))[request.params.page];
          if (proposed) return { ...presentProposal(page, proposed), individual_id: individualId };
          return plainReply(reply).code(404).send({ message: 'No answers saved for this page' });
        }
        return presentPage(page, saved, { individual_id: request.query.individual_id });
      },
    );

    schemaTyped(app).post(
      path,
      {
        config: { idempotent: true, pageAnswers: true },
        schema: {
          summary: `Saves a page of the ${flow} questionnaire`,
          ...pageRouteSchema(flow),
          params: pageParams,
          body: {
            type: 'object',
            description: "The page's answers, the owner and the version they were based on",
            properties: {
              individual_id: { type: 'integer', minimum: 1 },
              updated_at: { type: ['string', 'null'], format: 'date-time' },
            },
            required: ['individual_id'],
          },
        },
      },
      async (request, reply) => {
        const page = findFlowPage(request.params.page);
        if (!page) return plainReply(reply).code(404).send({ message: 'Unknown page' });
        const individualId = request.body.individual_id;
        if (product) {
          const status = await serviceStatusOf(db, individualId, serviceNameOf(product));
          if (!isBoughtStatus(status)) {
            return plainReply(reply)
              .code(403)
              .send({ message: pagesNotPurchased(product) });
          }
        }
        return savePage(reply, {
          pages,
          owner: { individualId },
          page,
          body: request.body,
          meta: { individual_id: individualId },
          prepare: checks[flow]?.(individualId, page),
        });
      },
    );
  }
}
