import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import {
  HOLIDAY_LIST_PATH,
  HOLIDAY_YEARS,
  type HolidayListResponse,
} from '../../src/domain/estimates/holiday-list';
import { federalHolidays } from './federal-holidays';
import { openObject } from '../http/response-schemas';

/**
 * Clients keep holiday data 24 hours and hold on to it for 7 days (spec foundation §9): a
 * cache may serve it for a day, and a stale copy for the rest of the week while it revalidates
 * or when the service cannot answer. A year's holidays only change with the law.
 */
const HOLIDAY_LIST_CACHE =
  'public, max-age=86400, stale-while-revalidate=518400, stale-if-error=518400';

const WHOLE_NUMBER = /^\d{1,9}$/;

/** The year asked for, or null when it is not a whole number in the range served. */
function yearOf(raw: string | undefined): number | null {
  const trimmed = raw?.trim() ?? '';
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const year = Number(trimmed);
  return year >= HOLIDAY_YEARS.first && year <= HOLIDAY_YEARS.last ? year : null;
}

/**
 * GET /v1/holiday/list?year=YYYY (spec dashboard §7: "A holiday list with dates is used for
 * estimates"). Public, like the product lists: estimates show before sign-in.
 *   200 HolidayListResponse (src/domain/estimates/holiday-list.ts): the ten federal holidays
 *       of the year and the weekdays of those observed on a weekday, by date.
 *   400 { message } year missing, not a whole number, or outside 2000-2100.
 */
export async function holidayListRoute(app: FastifyInstance) {
  schemaTyped(app).get(
    HOLIDAY_LIST_PATH,
    {
      schema: {
        summary: 'The federal holidays of a year, which estimates skip',
        querystring: {
          type: 'object',
          properties: { year: { type: 'string', maxLength: 16 } },
        },
        response: {
          200: openObject(
            'HolidayListResponse (src/domain/estimates/holiday-list.ts): year, country, holidays',
          ),
        },
      },
    },
    async (request, reply) => {
      const year = yearOf(request.query.year);
      if (year === null) {
        return plainReply(reply)
          .code(400)
          .send({
            message: `year must be a whole number from ${HOLIDAY_YEARS.first} to ${HOLIDAY_YEARS.last}`,
          });
      }
      const body: HolidayListResponse = { year, country: 'US', holidays: federalHolidays(year) };
      return reply.header('cache-control', HOLIDAY_LIST_CACHE).send(body);
    },
  );
}
