import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { errorSchema } from '../http/response-schemas';
import { individualIdSchema } from '../api/owner-id-schema';
import {
  accountSecuritySchema,
  passwordChangeBodySchema,
  passwordReminderBodySchema,
  SESSION_ID_PATTERN,
} from '../../src/domain/contracts/account-security';
import { AccountSecurityRefusal, type AccountSecurityService } from './account-security';
import type { EmailConfirmation } from './email-confirmation';

interface AccountSecurityRoutesOptions {
  security: AccountSecurityService;
  emailConfirmation: EmailConfirmation;
  /** Password changes per client and minute (AUTH_RATE_LIMIT_PER_MINUTE, as sign-in). */
  passwordChangesPerMinute: number;
}

const refusal = {
  ...errorSchema,
  properties: {
    ...errorSchema.properties,
    field: {
      enum: ['current_password', 'password'],
      description: 'The field the message is about',
    },
  },
} as const;

/** A refusal of the service as its answer: the message, and the field it is about. */
function refused(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AccountSecurityRefusal)) throw error;
  return plainReply(reply)
    .code(error.status)
    .send({ message: error.message, ...(error.field ? { field: error.field } : {}) });
}

/** The device the request came from: its grant (the embedded provider's tokens name one). */
const grantOf = (request: FastifyRequest) => request.caller?.grantId;

/**
 * The security settings' calls (decision 0073), behind the owner's token (another owner's
 * individual_id answers 403):
 *   GET    /v1/account/{individual_id}/security                 AccountSecurity
 *   POST   /v1/account/{individual_id}/password                 AccountSecurity, 400 { message, field }
 *   PUT    /v1/account/{individual_id}/password-reminder        AccountSecurity
 *   POST   /v1/account/{individual_id}/sessions/sign-out-others AccountSecurity
 *   DELETE /v1/account/{individual_id}/sessions/{session_id}    AccountSecurity
 *   POST   /v1/account/{individual_id}/email-confirmation       202 { message }, 409 confirmed
 * Every security answer is the page's whole state, with a `message` saying what a change did.
 */
export async function accountSecurityRoutes(
  app: FastifyInstance,
  { security, emailConfirmation, passwordChangesPerMinute }: AccountSecurityRoutesOptions,
) {
  const typed = schemaTyped(app);
  const answers = { 200: accountSecuritySchema };

  typed.get(
    '/v1/account/:individual_id/security',
    {
      schema: {
        summary: "The owner's password settings and signed-in devices",
        params: individualIdSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return security.view(request.params.individual_id, grantOf(request));
    },
  );

  typed.post(
    '/v1/account/:individual_id/password',
    {
      config: { rateLimit: { max: passwordChangesPerMinute, timeWindow: 60_000 } },
      schema: {
        summary:
          'Changes the password: checks the current one, signs out every other device and emails a notice',
        params: individualIdSchema,
        body: passwordChangeBodySchema,
        response: { ...answers, 400: refusal, 409: refusal },
      },
    },
    async (request, reply) => {
      try {
        return await security.changePassword(request.params.individual_id, grantOf(request), {
          current: request.body.current_password,
          next: request.body.password,
        });
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  typed.put(
    '/v1/account/:individual_id/password-reminder',
    {
      schema: {
        summary: 'Turns the 90-day password reminder email on or off (off by default)',
        params: individualIdSchema,
        body: passwordReminderBodySchema,
        response: answers,
      },
    },
    async (request) =>
      security.setReminder(
        request.params.individual_id,
        grantOf(request),
        request.body.password_reminder,
      ),
  );

  typed.post(
    '/v1/account/:individual_id/sessions/sign-out-others',
    {
      schema: {
        summary: 'Signs out every device of the owner but the one asking',
        params: individualIdSchema,
        response: { ...answers, 409: refusal },
      },
    },
    async (request, reply) => {
      try {
        return await security.signOut(request.params.individual_id, grantOf(request), 'others');
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  typed.delete(
    '/v1/account/:individual_id/sessions/:session_id',
    {
      schema: {
        summary: 'Signs out one device of the owner',
        params: {
          type: 'object',
          properties: {
            ...individualIdSchema.properties,
            session_id: { type: 'string', pattern: SESSION_ID_PATTERN },
          },
          required: ['individual_id', 'session_id'],
        },
        response: { ...answers, 409: refusal },
      },
    },
    async (request, reply) => {
      try {
        return await security.signOut(request.params.individual_id, grantOf(request), {
          device: request.params.session_id,
        });
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  typed.post(
    '/v1/account/:individual_id/email-confirmation',
    {
      config: { rateLimit: { max: passwordChangesPerMinute, timeWindow: 60_000 } },
      schema: {
        summary: 'Mails the owner a new link to confirm their email address',
        params: individualIdSchema,
        response: {
          202: {
            description: 'The link is on its way',
            ...errorSchema,
          },
          409: { ...errorSchema, description: 'The address is confirmed already' },
        },
      },
    },
    async (request, reply) => {
      const outcome = await emailConfirmation.resend(request.params.individual_id, new Date());
      if (outcome.kind === 'confirmed') {
        return plainReply(reply)
          .code(409)
          .send({ message: 'Your email address is confirmed already.' });
      }
      return plainReply(reply)
        .code(202)
        .send({ message: `We sent a new link to ${outcome.email}. It works for 7 days.` });
    },
  );
}
