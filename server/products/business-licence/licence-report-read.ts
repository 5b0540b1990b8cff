import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { licenceReportAnswerSchema } from '../../../src/domain/contracts/business-license';
import { licenceReportPath } from '../../../src/domain/flows/business-license-flow';
import { individualIdSchema } from '../../api/owner-id-schema';
import type { Database } from '../../db/database';
import { businessLicenseReports } from '../../db/schema';
import { errorSchema } from '../../http/response-schemas';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';

export const NO_LICENCE_REPORT =
  'You have not ordered a business license report yet: answer its questions and submit them first';

/**
 * GET /v1/business_licenses/report/{individual_id}: the owner's latest report (the API's owner
 * check refuses another owner's id, 403), 'being prepared' while its job has not run, or 404
 * when none was ordered: what the report page at order_url shows.
 */
export function licenceReportReadRoute(app: FastifyInstance, { db }: { db: Database }): void {
  schemaTyped(app).get(
    licenceReportPath(':individual_id'),
    {
      schema: {
        summary: 'The owner’s latest business license report, or that it is being prepared',
        params: individualIdSchema,
        response: { 200: licenceReportAnswerSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const individualId = request.params.individual_id;
      const [latest] = await db
        .select()
        .from(businessLicenseReports)
        .where(eq(businessLicenseReports.individualId, individualId))
        .orderBy(desc(businessLicenseReports.id))
        .limit(1);
      if (!latest) return plainReply(reply).code(404).send({ message: NO_LICENCE_REPORT });
      return {
        individual_id: individualId,
        business_id: latest.businessId,
        state: latest.report ? 'prepared' : 'being prepared',
        submitted_at: latest.submittedAt.toISOString(),
        prepared_at: latest.preparedAt?.toISOString() ?? null,
        document_id: latest.documentId,
        report: latest.report,
      } as const;
    },
  );
}
