import { ownerReadRoute } from '../../api/owner-read-route';
import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';
import {
  AMENDMENT_PAGE_NAMES,
  sectionEditability,
  structureLine,
  type AmendmentPage,
  type SectionEditability,
} from '../../../src/domain/amendment/amendment-rules';
import { amendmentInitPath } from '../../../src/domain/flows/amendment-flow';
import { isBoughtStatus } from '../../../src/domain/services/formation-rules';
import type { Database } from '../../db/database';
import { serviceStatusOf } from '../../services/service-statuses';
import { individualIdSchema } from '../../api/owner-id-schema';
import { isHandedIn } from '../../services/flow-submissions';
import { amendableBusiness, AMENDMENT_NOT_PURCHASED } from './amendment-filing';
import { AMENDMENT_SERVICE, businessHistory } from './amendment-record';
import { findOwnerBusiness } from '../../services/businesses';
import { amendmentHistoryPath } from '../../../src/domain/flows/amendment-flow';
import {
  amendmentHistoryAnswer,
  amendmentStartAnswer,
} from '../../../src/domain/contracts/amendment';

/**
 * POST /v1/amendment/init/{individual_id} (spec dashboard §7, its payload not shown; decision
 * 0053): opening the amendment. It changes nothing; it answers what the review heading and its
 * Edit buttons need, once the amendment is bought (403) and the formation ACTIVE (409). Its
 * payload is `{}` or `{ individual_id }`.
 */
export async function amendmentRoutes(app: FastifyInstance, { db }: { db: Database }) {
  schemaTyped(app).post(
    amendmentInitPath(':individual_id'),
    {
      schema: {
        summary: 'Opens the articles of amendment: the business they amend and what may change',
        params: individualIdSchema,
        body: {
          type: ['object', 'null'],
          properties: { individual_id: { type: 'integer', minimum: 1 } },
          additionalProperties: false,
        },
        response: { 200: amendmentStartAnswer },
      },
    },
    async (request, reply) => {
      const individualId = request.params.individual_id;
      const status = await serviceStatusOf(db, individualId, AMENDMENT_SERVICE);
      if (!isBoughtStatus(status)) {
        return plainReply(reply).code(403).send({ message: AMENDMENT_NOT_PURCHASED });
      }
      const found = await amendableBusiness(db, individualId);
      if ('refused' in found) {
        return plainReply(reply).code(found.refused.status).send(found.refused.body);
      }
      const business = found.context;
      return {
        individual_id: individualId,
        business_id: String(business.id),
        business_name: business.businessName,
        official_business_name: business.officialBusinessName || business.businessName,
        state: business.state,
        entity_type: business.businessType,
        structure: structureLine(business.businessType),
        status: status!,
        filed: isHandedIn(status),
        // Every page's, as AMENDMENT_PAGE_NAMES lists them all.
        sections: Object.fromEntries(
          AMENDMENT_PAGE_NAMES.map((page) => [page, sectionEditability(business.state, page)]),
        ) as Record<AmendmentPage, SectionEditability>,
      };
    },
  );

  // The business record's history: what each approved amendment changed, from what, and when.
  ownerReadRoute(
    app,
    amendmentHistoryPath(':individual_id'),
    {
      summary: "The previous values of the owner's business, by approved amendment",
      answer: amendmentHistoryAnswer,
    },
    async (individualId) => {
      const business = await findOwnerBusiness(db, individualId);
      return {
        individual_id: individualId,
        business_id: business ? String(business.id) : null,
        entries: business ? await businessHistory(db, business.id) : [],
      };
    },
  );
}
