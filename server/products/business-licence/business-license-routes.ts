import type { FastifyInstance } from 'fastify';
import {
  industryActivitiesSchema,
  industryActivityQuerySchema,
  industryCodesQuerySchema,
  industryKeywordsSchema,
} from '../../../src/domain/contracts/business-license';
import {
  licenceTeaserRequestSchema,
  licenceTeaserSchema,
} from '../../../src/domain/contracts/licence-teaser';
import { findUsState } from '../../../src/domain/us-states';
import type { Database } from '../../db/database';
import type { DocumentStore } from '../../documents/document-store';
import type { JobEngine } from '../../jobs/job-engine';
import { errorSchema } from '../../http/response-schemas';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';
import { businessRecord, type BusinessService } from '../../services/businesses';
import { NO_SUCH_BUSINESS, readBusinessReview } from '../../services/formed-business';
import type { PageAnswersService } from '../../services/page-answers';
import { businessReviewResponse } from '../../api/business-review-schemas';
import { individualIdSchema } from '../../api/owner-id-schema';
import { licenceBusinessPath } from '../../../src/domain/flows/business-license-flow';
import { activitiesOfIndustry } from './industry-activities';
import { industryKeywords } from './industry-keywords';
import { LICENCE_RULES } from './licence-rules';
import { licenceReportReadRoute } from './licence-report-read';
import { licenceSubmissionRoute } from './licence-submission';
import { licenceTeaser } from './licence-teaser';

interface BusinessLicenseRoutesOptions {
  db: Database;
  pages: PageAnswersService;
  businesses: BusinessService;
  documents: DocumentStore;
  jobs: JobEngine;
  publicUrl: string;
}

const UNKNOWN_STATE = 'state must be the two-letter code of a US state or DC';

/**
 * The business licence flow's reference data and the dashboard card's preview (spec foundation
 * §7), for a signed-in owner:
 *   GET  /v1/business_licenses/industry_codes[?naics=]             the industry keywords
 *   GET  /v1/business_licenses/industry_activity?industry_code=  the activities step's questions
 *   GET  /v1/business_licenses/teaser?business_id=&state=&country=  LicenceTeaser
 *   POST /v1/business_licenses/teaser { business_id, state, country }  the same
 *   POST /v1/business_licenses/report?individual_id=  the submission (licence-submission.ts)
 *   GET  /v1/business_licenses/report/{individual_id}  the report (licence-report-read.ts)
 *   GET  /v1/business_licenses/business/{individual_id}  the business the submission names
 */
export async function businessLicenseRoutes(
  app: FastifyInstance,
  { db, businesses, documents, jobs, pages, publicUrl }: BusinessLicenseRoutesOptions,
) {
  licenceSubmissionRoute(app, { db, documents, jobs, publicUrl });
  schemaTyped(app).get(
    licenceBusinessPath(':individual_id'),
    {
      schema: {
        summary:
          'The business the license report is for: its record once formed, the formation’s answers before',
        params: individualIdSchema,
        response: { 200: businessReviewResponse },
      },
    },
    (request) => readBusinessReview(db, pages, request.params.individual_id),
  );
  licenceReportReadRoute(app, { db });
  schemaTyped(app).get(
    '/v1/business_licenses/industry_codes',
    {
      schema: {
        summary: 'The industry keywords to search, or those of one NAICS code (to preselect)',
        querystring: industryCodesQuerySchema,
        response: { 200: industryKeywordsSchema },
      },
    },
    async (request, reply) => {
      // Reference data: the same for every owner, changing only with a release.
      reply.header('cache-control', 'private, max-age=86400');
      const { naics } = request.query;
      // Built on the first ask, not at every start (71 ms), then kept: the browser fetches the
      // whole list once and searches it where it is, offline too.
      const keywords = industryKeywords();
      return naics === undefined ? keywords : keywords.filter((keyword) => keyword.naics === naics);
    },
  );

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

  const teaserResponses = {
    200: licenceTeaserSchema,
    400: errorSchema,
    404: errorSchema,
  };
  const teaser = async (
    { business_id: businessId, state: code }: { business_id: number; state: string },
    individualId: number,
  ) => {
    const state = findUsState(code);
    if (!state) return { status: 400, body: { message: UNKNOWN_STATE } } as const;
    // Another owner's business answers as a missing one does (decision 0031).
    const business = await businesses.findOwned(businessId, individualId);
    if (!business) return { status: 404, body: { message: NO_SUCH_BUSINESS } } as const;
    const address = businessRecord(business).addresses.find(({ type }) => type === 'business');
    const inState = address && findUsState(address.state)?.abbreviation === state.abbreviation;
    const city = inState ? address.city || null : null;
    return {
      status: 200,
      body: licenceTeaser(LICENCE_RULES, businessId, {
        state: state.abbreviation,
        city,
        county: null,
      }),
    } as const;
  };

  schemaTyped(app).get(
    '/v1/business_licenses/teaser',
    {
      schema: {
        summary: 'How many licences may apply to the owner’s business, before the report',
        querystring: licenceTeaserRequestSchema,
        response: teaserResponses,
      },
    },
    async (request, reply) => {
      const { status, body } = await teaser(request.query, request.caller!.individualId);
      return plainReply(reply).code(status).send(body);
    },
  );

  schemaTyped(app).post(
    '/v1/business_licenses/teaser',
    {
      schema: {
        summary: 'How many licences may apply to the owner’s business, before the report',
        body: licenceTeaserRequestSchema,
        response: teaserResponses,
      },
    },
    async (request, reply) => {
      const { status, body } = await teaser(request.body, request.caller!.individualId);
      return plainReply(reply).code(status).send(body);
    },
  );
}
