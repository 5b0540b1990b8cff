import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { errorSchema } from '../http/response-schemas';
import { individualIdSchema } from '../api/owner-id-schema';
import {
  accountDeletedSchema,
  accountDeletionBodySchema,
  accountDeletionSchema,
} from '../../src/domain/contracts/account-deletion';
import { AccountDeletionRefusal, type AccountDeletionService } from './account-deletion';

interface AccountDeletionRoutesOptions {
  deletion: AccountDeletionService;
  /** Deletion attempts per client and minute: each checks a password (AUTH_RATE_LIMIT_PER_MINUTE). */
  attemptsPerMinute: number;
}

const refusal = (description: string) =>
  ({
    ...errorSchema,
    description,
    properties: {
      ...errorSchema.properties,
      field: { enum: ['password', 'email'], description: 'The field the message is about' },
    },
  }) as const;

/**
 * "Delete my account" (decision 0081), behind the owner's token (another owner's
 * individual_id answers 403):
 *   GET  /v1/account/{individual_id}/deletion   AccountDeletion
 *   POST /v1/account/{individual_id}/deletion   AccountDeleted, 400 wrong confirmation,
 *                                               409 work in progress, 503 cards not removed
 */
export async function accountDeletionRoutes(
  app: FastifyInstance,
  { deletion, attemptsPerMinute }: AccountDeletionRoutesOptions,
) {
  const typed = schemaTyped(app);

  typed.get(
    '/v1/account/:individual_id/deletion',
    {
      schema: {
        summary: 'What deleting the account would keep, and whether anything holds it back',
        params: individualIdSchema,
        response: { 200: accountDeletionSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deletion.view(request.params.individual_id);
    },
  );

  typed.post(
    '/v1/account/:individual_id/deletion',
    {
      config: { rateLimit: { max: attemptsPerMinute, timeWindow: 60_000 } },
      schema: {
        summary:
          "Deletes the account: erases the owner's data but the records the law keeps, and signs every device out",
        params: individualIdSchema,
        body: accountDeletionBodySchema,
        response: {
          200: accountDeletedSchema,
          400: refusal('The password or email does not confirm it: nothing was deleted'),
          409: refusal('A service is still in progress: nothing was deleted'),
          503: refusal('The saved cards could not be removed: nothing was deleted'),
        },
      },
    },
    async (request, reply) => {
      try {
        return await deletion.delete(request.params.individual_id, request.body);
      } catch (error) {
        if (!(error instanceof AccountDeletionRefusal)) throw error;
        return plainReply(reply)
          .code(error.status)
          .send({ message: error.message, ...(error.field ? { field: error.field } : {}) });
      }
    },
  );
}
