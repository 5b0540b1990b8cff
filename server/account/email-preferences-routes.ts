import type { FastifyInstance } from 'fastify';
import { schemaTyped } from '../http/schema-typed-routes';
import { individualIdSchema } from '../api/owner-id-schema';
import type { Database } from '../db/database';
import {
  emailPreferencesBodySchema,
  emailPreferencesSchema,
} from '../../src/domain/contracts/email-preferences';
import { emailPreferencesOf, setEmailPreferences } from '../mail/email-preferences';

/**
 * The email notification settings (decision 0074), behind the owner's token:
 *   GET /v1/account/{individual_id}/email-preferences  EmailPreferences
 *   PUT /v1/account/{individual_id}/email-preferences  EmailPreferences (the switches given set)
 */
export async function emailPreferencesRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const typed = schemaTyped(app);
  typed.get(
    '/v1/account/:individual_id/email-preferences',
    {
      schema: {
        summary: 'Which optional emails the owner receives',
        params: individualIdSchema,
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return emailPreferencesOf(db, request.params.individual_id);
    },
  );
  typed.put(
    '/v1/account/:individual_id/email-preferences',
    {
      schema: {
        summary: 'Turns optional emails on or off (order updates, deadline reminders, hub news)',
        params: individualIdSchema,
        body: emailPreferencesBodySchema,
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => {
      await setEmailPreferences(db, request.params.individual_id, request.body);
      return emailPreferencesOf(db, request.params.individual_id);
    },
  );
}
