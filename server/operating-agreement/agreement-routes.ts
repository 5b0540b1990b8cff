import type { FastifyInstance } from 'fastify';
import {
  OPERATING_AGREEMENT_FLOW,
  OPERATING_AGREEMENT_PREVIEW_PATH,
} from '../../src/domain/flows/operating-agreement-flow';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { isBoughtStatus } from '../../src/domain/services/formation-rules';
import { individualIdSchema } from '../api/owner-id-schema';
import type { Database } from '../db/database';
import { preparedBody } from '../http/response-schemas';
import { businessRecord } from '../services/businesses';
import { FLOW_PROPOSALS } from '../services/flow-proposals';
import { reviewedAnswers, reviewProblems, reviewReader } from '../services/flow-review';
import type { PageAnswersService } from '../services/page-answers';
import { serviceStatusOf } from '../services/service-statuses';
import { agreementTerms } from './agreement-answers';
import { renderAgreementPdf } from './agreement-pdf';
import {
  AGREEMENT_NOT_PURCHASED,
  formedBusiness,
  OPERATING_AGREEMENT_SERVICE,
} from './agreement-rules';

interface AgreementRoutesOptions {
  db: Database;
  pages: PageAnswersService;
  findPage: (id: string) => PageDefinition | undefined;
}

/**
 * The operating agreement's own routes (decision 0050): GET /v1/operating_agreement/preview,
 * the agreement generated from the owner's confirmed answers, with the sign's refusals: not
 * bought 403, formation not ACTIVE 409 (the spec's notice), answers missing or invalid 422.
 */
export async function agreementRoutes(
  app: FastifyInstance,
  { db, pages, findPage }: AgreementRoutesOptions,
) {
  const review = reviewReader(
    OPERATING_AGREEMENT_FLOW,
    { db, pages, findPage },
    FLOW_PROPOSALS[OPERATING_AGREEMENT_FLOW.key],
  );

  app.get<{ Querystring: { individual_id: number } }>(
    OPERATING_AGREEMENT_PREVIEW_PATH,
    {
      schema: {
        summary: "The owner's operating agreement as it would be sent for signature (PDF)",
        querystring: individualIdSchema,
        response: {
          200: preparedBody('The agreement, to read in the page', 'application/pdf', {
            type: 'string',
            format: 'binary',
          }),
        },
      },
    },
    async (request, reply) => {
      const individualId = request.query.individual_id;
      const status = await serviceStatusOf(db, individualId, OPERATING_AGREEMENT_SERVICE);
      if (!isBoughtStatus(status)) {
        return reply.code(403).send({ message: AGREEMENT_NOT_PURCHASED });
      }
      const formed = await formedBusiness(db, individualId);
      if ('refused' in formed) return reply.code(formed.refused.status).send(formed.refused.body);
      const reviewed = await review.read(individualId);
      const problems = reviewProblems(reviewed);
      if (problems) return reply.code(problems.status).send(problems.body);
      const byName = new Map(reviewed.map((page) => [page.name, page]));
      const terms = agreementTerms(
        businessRecord(formed.context),
        (page) => reviewedAnswers(byName.get(page)) ?? {},
        new Date(),
      );
      const { bytes } = await renderAgreementPdf(terms);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="operating-agreement-preview.pdf"')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
}
