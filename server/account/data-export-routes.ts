import type { FastifyInstance } from 'fastify';
import { individualIdSchema } from '../api/owner-id-schema';
import { preparedBody } from '../http/response-schemas';
import { plainReply } from '../http/schema-typed-routes';
import { ownerDataExport } from './data-export';

type DataExportRoutesOptions = Parameters<typeof ownerDataExport>[0] & {
  /** Exports per client and minute: each reads every row of the owner. */
  exportsPerMinute: number;
};

/**
 * GET /v1/account/{individual_id}/export: "Download my data" (issue 29), the owner's own only
 * (another owner's individual_id answers 403, as on every /api route).
 */
export async function dataExportRoutes(
  app: FastifyInstance,
  { exportsPerMinute, ...deps }: DataExportRoutesOptions,
) {
  app.get(
    '/v1/account/:individual_id/export',
    {
      config: { rateLimit: { max: exportsPerMinute, timeWindow: 60_000 } },
      schema: {
        summary:
          "A zip of the owner's account, saved answers (tax ids masked), business record, documents list and invoices",
        params: individualIdSchema,
        response: {
          200: preparedBody('The archive', 'application/zip', { type: 'string', format: 'binary' }),
        },
      },
    },
    async (request, reply) => {
      const { individual_id: individualId } = request.params as { individual_id: number };
      const { fileName, bytes } = await ownerDataExport(deps, individualId, new Date());
      return plainReply(reply)
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  );
}
