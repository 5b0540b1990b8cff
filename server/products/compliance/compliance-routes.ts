import { ownerReadRoute } from '../../api/owner-read-route';
import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';
import {
  CALENDAR_FILE_PATH,
  type CalendarFeedStatus,
  type NewCalendarFeed,
} from '../../../src/domain/compliance/compliance-calendar';
import { renderCalendarFeed } from './calendar-feed';
import {
  FEED_TOKEN_PATTERN,
  feedCreatedAt,
  feedOwner,
  newFeedToken,
  revokeFeedToken,
} from './calendar-feed-tokens';
import { charterDay } from '../../compliance/charter-days';
import { complianceCalendar, type LicenceRenewalSource } from '../../compliance/owner-calendar';
import type { Database } from '../../db/database';
import { errorSchema, preparedBody } from '../../http/response-schemas';
import {
  calendarFeedStatusSchema,
  complianceCalendarSchema,
  newCalendarFeedSchema,
} from '../../../src/domain/contracts/compliance-calendar';
import { individualIdSchema } from '../../api/owner-id-schema';

interface ComplianceRoutesOptions {
  db: Database;
  /** Where the API is reached from outside, e.g. https://charter.example/api: feed addresses. */
  apiUrl: string;
  /** PUBLIC_URL: the feed's events link to the calendar page there. */
  publicUrl: string;
  /** Feed fetches per client address and minute. */
  feedsPerMinute: number;
  /** The products' licence renewals (the business licence report's), on the page and in the feed. */
  licenceRenewals: LicenceRenewalSource;
}

/** A feed address nobody holds (never made, replaced or revoked) answers like a missing page. */
const NO_SUCH_FEED = 'No calendar feed has this address: it may have been revoked or replaced.';

function feedStatus(individualId: number, createdAt: Date | null): CalendarFeedStatus {
  return {
    individual_id: individualId,
    active: createdAt !== null,
    created_at: createdAt?.toISOString() ?? null,
  };
}

/**
 * The owner's compliance calendar (decision 0052), behind their token (another owner's
 * individual_id answers 403):
 *   GET    /v1/compliance/deadlines/{individual_id}     ComplianceCalendar
 *   GET    /v1/compliance/calendar-feed/{individual_id} CalendarFeedStatus
 *   POST   /v1/compliance/calendar-feed/{individual_id} 201 NewCalendarFeed (replaces any)
 *   DELETE /v1/compliance/calendar-feed/{individual_id} CalendarFeedStatus (revoked)
 * and the feed itself, which calendar applications fetch without a token (its address is the
 * credential), limited per client address:
 *   GET    /v1/compliance/calendar/{token}.ics          text/calendar, or 404 { message }
 * The feed-link routes are not under Idempotency-Keys: the new address would be kept in plain
 * text with the stored answer for a day, and making or revoking a link twice is harmless.
 */
export async function complianceRoutes(
  app: FastifyInstance,
  { db, apiUrl, publicUrl, feedsPerMinute, licenceRenewals }: ComplianceRoutesOptions,
) {
  const calendarOn = (individualId: number, instant: Date) =>
    complianceCalendar(db, individualId, charterDay(instant), licenceRenewals);

  schemaTyped(app).get(
    '/v1/compliance/deadlines/:individual_id',
    {
      schema: {
        summary:
          "The owner's next state deadlines, Charter renewals and license renewals, with their sources",
        params: individualIdSchema,
        response: { 200: complianceCalendarSchema },
      },
    },
    async (request) => calendarOn(request.params.individual_id, new Date()),
  );

  ownerReadRoute(
    app,
    '/v1/compliance/calendar-feed/:individual_id',
    {
      summary: 'Whether the owner has a private calendar feed (its address is shown once)',
      answer: calendarFeedStatusSchema,
    },
    async (individualId) => {
      return feedStatus(individualId, await feedCreatedAt(db, individualId));
    },
  );

  schemaTyped(app).post(
    '/v1/compliance/calendar-feed/:individual_id',
    {
      schema: {
        summary: "Makes the owner's private calendar feed address, replacing the one they had",
        params: individualIdSchema,
        response: { 201: newCalendarFeedSchema },
      },
    },
    async (request, reply): Promise<NewCalendarFeed> => {
      const individualId = request.params.individual_id;
      const { token, createdAt } = await newFeedToken(db, individualId, new Date());
      reply.code(201).header('cache-control', 'no-store');
      return {
        individual_id: individualId,
        url: `${apiUrl}${CALENDAR_FILE_PATH}/${token}.ics`,
        created_at: createdAt.toISOString(),
      };
    },
  );

  schemaTyped(app).delete(
    '/v1/compliance/calendar-feed/:individual_id',
    {
      schema: {
        summary: "Revokes the owner's private calendar feed address",
        params: individualIdSchema,
        response: { 200: calendarFeedStatusSchema },
      },
    },
    async (request) => {
      const individualId = request.params.individual_id;
      await revokeFeedToken(db, individualId);
      return feedStatus(individualId, null);
    },
  );

  schemaTyped(app).get(
    `${CALENDAR_FILE_PATH}/:token.ics`,
    {
      config: { public: true, rateLimit: { max: feedsPerMinute, timeWindow: 60_000 } },
      schema: {
        summary: "An owner's deadlines as an iCalendar feed, by its private address",
        params: {
          type: 'object',
          properties: { token: { type: 'string', pattern: FEED_TOKEN_PATTERN } },
          required: ['token'],
        },
        response: {
          200: preparedBody('The deadlines of the next two years', 'text/calendar', {
            type: 'string',
          }),
          404: { ...errorSchema, description: 'No feed has this address (revoked or replaced)' },
        },
      },
    },
    async (request, reply) => {
      const individualId = await feedOwner(db, request.params.token);
      if (individualId === null) return plainReply(reply).code(404).send({ message: NO_SUCH_FEED });
      const calendar = await calendarOn(individualId, new Date());
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="charter-deadlines.ics"')
          // Private: a shared cache must not keep it; a revoked address must stop at once.
          .header('cache-control', 'private, no-cache')
          .header('x-robots-tag', 'noindex')
          .send(renderCalendarFeed(calendar, publicUrl))
      );
    },
  );
}
