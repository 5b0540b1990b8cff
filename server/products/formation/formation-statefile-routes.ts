import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';
import type { BusinessService } from '../../services/businesses';
import type { BusinessRecord } from '../../../src/domain/contracts/business-list';
import { RAPID_FILING_DAYS, STANDARD_FILING_DAYS } from '../../../src/domain/estimates/filing-days';
import { stateFilingDays, stateFacts } from '../../state-data/state-facts';
import { stateFileAnswer } from '../../../src/domain/contracts/formation-statefile';

interface FormationStatefileRoutesOptions {
  businesses: BusinessService;
}

/**
 * The formation's state filing (spec foundation §7): the review and submission are every
 * flow's (flow-submission-routes.ts); the filing's status is formation's own. A business has
 * one state filing (replaced in place when the state rejects it), so the filing is addressed
 * by its business's id: statefile_id is the business id.
 */
export async function formationStatefileRoutes(
  app: FastifyInstance,
  { businesses }: FormationStatefileRoutesOptions,
) {
  schemaTyped(app).get(
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
          200: stateFileAnswer,
        },
      },
    },
    async (request, reply) => {
      // The business id is not an individual_id, so the per-route owner check cannot see it:
      // another owner's business is not found, exactly like a missing one.
      const business = await businesses.findOwned(request.params.id, request.caller!.individualId);
      if (!business?.submittedAt) {
        return plainReply(reply).code(404).send({ message: 'No state filing for this business' });
      }
      const serviceFiling: BusinessRecord['service_filing'] =
        business.serviceFiling === 'rapid' ? 'rapid' : 'standard';
      // The state's own figures, as registration showed them; the spec's where the code is
      // none of the 50 states and DC (a business stored before codes were checked).
      const facts = stateFacts(business.stateCode);
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
        estimated_business_days: facts
          ? stateFilingDays(facts, serviceFiling)
          : serviceFiling === 'rapid'
            ? RAPID_FILING_DAYS
            : STANDARD_FILING_DAYS,
      };
    },
  );
}
