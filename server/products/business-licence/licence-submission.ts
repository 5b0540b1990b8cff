import type { FastifyInstance } from 'fastify';
import {
  licenceSubmissionSchema,
  type LicenceSubmission,
} from '../../../src/domain/contracts/business-license';
import { licenceReportOrdered } from '../../../src/domain/contracts/filing-answers';
import type { FilingAnswerSchema } from '../../../src/domain/contracts/filing-response';
import { BUSINESS_LICENSE_FLOW } from '../../../src/domain/flows/business-license-flow';
import {
  FORMATION_REQUIRED_NOTICES,
  isBoughtStatus,
} from '../../../src/domain/services/formation-rules';
import { findUsState } from '../../../src/domain/us-states';
import { LICENSE_REPORT_PAGE_PATH } from '../../../src/domain/services/service-paths';
import { individualIdSchema } from '../../api/owner-id-schema';
import type { Database } from '../../db/database';
import { businessLicenseReports } from '../../db/schema';
import type { DocumentStore } from '../../documents/document-store';
import type { JobEngine } from '../../jobs/job-engine';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';
import { findOwnerBusiness, type Business } from '../../services/businesses';
import { NO_PAGES, submitFlow, type FlowFiling } from '../../services/flow-submissions';
import { namedOwnBusiness } from '../../services/formed-business';
import { industryKeywordById } from './industry-keywords';
import { scheduleLicenceReport } from './licence-report-job';
import { LLC_FORMATION_SERVICE, serviceStatusOf } from '../../services/service-statuses';

/*
 * The licence report's submission (spec foundation §3 "Licence submission common info", §7):
 * the body carries what the report is prepared from, so it is validated by its contract and
 * stored as given, through the one submission every flow shares (bought 403, handed in once
 * 409, the owner's lock, SUBMITTED), with the licence's own checks as its filing; the report is
 * then prepared by a job (licence-report-job.ts).
 */

const { productKey } = BUSINESS_LICENSE_FLOW.submission;

/** The spec's notice while the formation is not bought (dashboard §4, formation-rules). */
export const LICENCE_NEEDS_FORMATION = FORMATION_REQUIRED_NOTICES[productKey];

export const LICENCE_NOT_PURCHASED =
  'Please purchase the business license report before ordering it';

export const unknownKeyword = (id: string) =>
  `industry_keyword_ids: ${id} is not an industry keyword of GET /v1/business_licenses/industry_codes`;

export const UNKNOWN_STATE = 'state must be a US state or DC, by its name or two-letter code';

/** What the submission needs besides the database. */
export interface LicenceSubmissionServices {
  documents: DocumentStore;
  /** PUBLIC_URL: the order_url is Charter's report page there. */
  publicUrl: string;
  jobs: JobEngine;
}

/**
 * The licence's part of the submission: the business named is the owner's (404 like a missing
 * one, decision 0031; none is named before the formation is filed), the formation at least bought (409, dashboard §4: the licence report
 * continues once the formation is PURCHASED), the industry keyword one Charter lists (422);
 * then the request is kept and the answer is the report's page.
 */
function licenceFiling(
  submitted: LicenceSubmission,
  { publicUrl, jobs }: LicenceSubmissionServices,
): FlowFiling<Business | null, typeof licenceReportOrdered> {
  return {
    notPurchased: LICENCE_NOT_PURCHASED,
    alreadySubmitted: 'Your business license report has already been ordered',
    async prerequisite(db, individualId, target) {
      // Named, the business must be the owner's; unnamed, it is theirs once formation filed it,
      // or none yet (bought, not filed: the report is prepared from what the body says).
      const business =
        target.businessId === null
          ? { context: await findOwnerBusiness(db, individualId) }
          : await namedOwnBusiness(db, individualId, target);
      if ('refused' in business) return business;
      const formation = await serviceStatusOf(db, individualId, LLC_FORMATION_SERVICE);
      if (!isBoughtStatus(formation)) {
        return { refused: { status: 409, body: { message: LICENCE_NEEDS_FORMATION } } };
      }
      return business;
    },
    async file(db, { individualId, submittedAt, context: business }) {
      const missing = submitted.industry_keyword_ids.find((id) => !industryKeywordById(id));
      if (missing !== undefined) {
        return { refused: { status: 422, body: { message: unknownKeyword(missing) } } };
      }
      if (!findUsState(submitted.state)) {
        return { refused: { status: 422, body: { message: UNKNOWN_STATE } } };
      }
      // The owner is named by the query; the body's copy of it is not part of the request.
      const { individual_id: _owner, ...request } = submitted;
      const [row] = await db
        .insert(businessLicenseReports)
        .values({ individualId, businessId: business?.id ?? null, request, submittedAt })
        .returning({ id: businessLicenseReports.id });
      // In the submission's transaction: ordered exactly when it will be prepared.
      await scheduleLicenceReport(jobs, db, row!.id, submittedAt);
      return {
        body: {
          ...(business ? { business_id: business.id } : {}),
          success: 1,
          order_url: `${publicUrl}${LICENSE_REPORT_PAGE_PATH}`,
        },
      };
    },
    response: licenceReportOrdered,
  };
}

/** POST /v1/business_licenses/report?individual_id=: the licence submission (spec §7). */
export function licenceSubmissionRoute(
  app: FastifyInstance,
  { db, ...services }: LicenceSubmissionServices & { db: Database },
): void {
  schemaTyped(app).post(
    BUSINESS_LICENSE_FLOW.submission.path,
    {
      config: { idempotent: true },
      schema: {
        summary: 'Orders the business license report for the owner’s business',
        querystring: individualIdSchema,
        body: licenceSubmissionSchema,
        // As the submission answers it: what every filing answers with the licence's members.
        response: { 200: licenceReportOrdered as FilingAnswerSchema },
      },
    },
    async (request, reply) => {
      const outcome = await submitFlow(db, {
        productKey,
        filing: licenceFiling(request.body, services),
        individualId: request.query.individual_id,
        target: { businessId: request.body.business_id ?? null },
        ...NO_PAGES,
        documents: services.documents,
        now: new Date(),
      });
      if ('refused' in outcome) {
        return plainReply(reply).code(outcome.refused.status).send(outcome.refused.body);
      }
      return outcome.body;
    },
  );
}
