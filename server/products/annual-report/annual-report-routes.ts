import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';
import { annualReportInitPath } from '../../../src/domain/flows/annual-report-flow';
import { isBoughtStatus } from '../../../src/domain/services/formation-rules';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import { annualReportFactsAnswer } from '../../../src/domain/contracts/annual-report-facts';
import { individualIdSchema } from '../../api/owner-id-schema';
import type { Database } from '../../db/database';
import { serviceStatusOf } from '../../services/service-statuses';
import { ANNUAL_REPORT_NOT_PURCHASED, annualReportFacts, formedBusinessOf } from './annual-report';

/**
 * POST /v1/annual_report/init/{individual_id} (spec dashboard §7, payload not shown; decision
 * 0054): opens the owner's annual report. It writes nothing (so it is safe to repeat and takes
 * no Idempotency-Key) and answers what the flow needs before its pages: the business, whether
 * its state asks the wage-law question, and the occurrence due with its fee and source. The
 * same refusals as the filing, in its order: not bought 403, formation not ACTIVE 409.
 */
export async function annualReportRoutes(app: FastifyInstance, { db }: { db: Database }) {
  schemaTyped(app).post(
    annualReportInitPath(':individual_id'),
    {
      schema: {
        summary: "Opens the owner's annual report: its pages and the state's due date and fee",
        params: individualIdSchema,
        response: { 200: annualReportFactsAnswer },
      },
    },
    async (request, reply) => {
      const individualId = request.params.individual_id;
      const status = await serviceStatusOf(db, individualId, serviceNameOf('LLC_ANNUAL_REPORT'));
      if (!isBoughtStatus(status)) {
        return plainReply(reply).code(403).send({ message: ANNUAL_REPORT_NOT_PURCHASED });
      }
      const formed = await formedBusinessOf(db, individualId);
      if ('refused' in formed) {
        return plainReply(reply).code(formed.refused.status).send(formed.refused.body);
      }
      return annualReportFacts(db, individualId, formed.context);
    },
  );
}
