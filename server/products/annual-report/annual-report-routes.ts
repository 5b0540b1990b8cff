import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';
import { annualReportInitPath } from '../../../src/domain/flows/annual-report-flow';
import { isBoughtStatus } from '../../../src/domain/services/formation-rules';
import { serviceNameOf } from '../../../src/domain/services/service-names';
import { stateDeadline } from '../../../src/domain/contracts/compliance-calendar';
import { individualIdSchema } from '../../api/owner-id-schema';
import type { Database } from '../../db/database';
import { serviceStatusOf } from '../../services/service-statuses';
import { ANNUAL_REPORT_NOT_PURCHASED, annualReportFacts, formedBusinessOf } from './annual-report';

const text = { type: 'string' } as const;

const factsSchema = {
  description:
    "The annual report's facts for the owner's formed business: its pages and the occurrence due next",
  type: 'object',
  properties: {
    individual_id: { type: 'integer' },
    business_id: { type: 'integer' },
    business_name: text,
    state: text,
    state_code: text,
    wage_law: {
      type: 'object',
      description: "Whether the state's report asks the wage-law question, and where that is said",
      properties: { asked: { type: 'boolean' }, source: { type: ['string', 'null'] } },
      required: ['asked', 'source'],
    },
    started: {
      type: 'boolean',
      description:
        'Whether the owner has saved a page of the report: one not started opens at page1',
    },
    pages: {
      type: 'array',
      description: 'The question pages the owner goes through, in order',
      items: text,
    },
    deadline: {
      description:
        "The state's annual report on the owner's compliance calendar: due date, fee and source",
      anyOf: [stateDeadline, { type: 'null' }],
    },
  },
  required: [
    'individual_id',
    'business_id',
    'business_name',
    'state',
    'state_code',
    'wage_law',
    'pages',
    'started',
    'deadline',
  ],
} as const;

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
        response: { 200: factsSchema },
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
