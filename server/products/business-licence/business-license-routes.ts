import type { FastifyInstance } from 'fastify';
import {
  industryActivitiesSchema,
  industryActivityQuerySchema,
} from '../../../src/domain/contracts/business-license';
import { schemaTyped } from '../../http/schema-typed-routes';
import { activitiesOfIndustry } from './industry-activities';

/**
 * The business licence flow's reference data (spec foundation §7), for a signed-in owner:
 *   GET /v1/business_licenses/industry_activity?industry_code=  the activities step's questions
 */
export async function businessLicenseRoutes(app: FastifyInstance) {
  schemaTyped(app).get(
    '/v1/business_licenses/industry_activity',
    {
      schema: {
        summary: 'The licensed activities an industry’s businesses may carry out',
        querystring: industryActivityQuerySchema,
        response: { 200: industryActivitiesSchema },
      },
    },
    async (request) => activitiesOfIndustry(request.query.industry_code),
  );
}
