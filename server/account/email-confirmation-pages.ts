import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { serverPage, htmlPage, secretLinkPages } from '../http/server-page';
import {
  CONFIRM_EMAIL_PATH,
  CONFIRMATION_TOKEN_PATTERN,
  type EmailConfirmation,
} from './email-confirmation';

const params = {
  type: 'object',
  properties: { token: { type: 'string', pattern: CONFIRMATION_TOKEN_PATTERN } },
  required: ['token'],
} as const;

const DASHBOARD_BUTTON = '<a class="page-button" href="/dashboard">Go to your dashboard</a>';

function linkEndedPage(why: 'expired' | 'invalid'): string {
  return serverPage(
    'Link no longer works',
    `<h1>This link no longer works</h1>
<p class="page-lead" role="alert">${
      why === 'expired'
        ? 'A confirmation link works for 7 days.'
        : 'It may be incomplete, or it was sent to an address your account no longer has.'
    } Your dashboard can send you a new one.</p>
${DASHBOARD_BUTTON}`,
  );
}

/**
 * The confirmation link's page. Following the link shows a button that confirms (a POST): mail
 * scanners that fetch every link confirm nothing by fetching it.
 */
export async function emailConfirmationPages(
  app: FastifyInstance,
  {
    confirmation,
    rateLimitPerMinute,
  }: { confirmation: EmailConfirmation; rateLimitPerMinute: number },
) {
  await secretLinkPages(app, 1024);
  const typed = schemaTyped(app);
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000 };
  typed.get(
    `${CONFIRM_EMAIL_PATH}/:token`,
    {
      config: { rateLimit },
      schema: {
        summary: "A confirmation link's page: the button that confirms the address",
        params,
        response: { 200: htmlPage('The button'), 410: htmlPage('The link is expired or not one') },
      },
    },
    async (request, reply) => {
      const state = await confirmation.check(request.params.token);
      if (state !== 'valid') return plainReply(reply).code(410).send(linkEndedPage(state));
      return serverPage(
        'Confirm your email',
        `<h1>Confirm your email address</h1>
<p class="page-lead">One click, and your receipts, filing updates and reminders are sure to reach you.</p>
<form method="post" action="${CONFIRM_EMAIL_PATH}/${request.params.token}" class="page-form">
  <button type="submit" class="page-button">Confirm my email</button>
</form>`,
      );
    },
  );

  typed.post(
    `${CONFIRM_EMAIL_PATH}/:token`,
    {
      config: { rateLimit },
      schema: {
        summary: 'Confirms the address a link was sent to',
        consumes: ['application/x-www-form-urlencoded'],
        params,
        response: { 200: htmlPage('Confirmed'), 410: htmlPage('The link is expired or not one') },
      },
    },
    async (request, reply) => {
      if (!(await confirmation.confirm(request.params.token))) {
        return plainReply(reply)
          .code(410)
          .send(
            linkEndedPage(
              (await confirmation.check(request.params.token)) === 'expired'
                ? 'expired'
                : 'invalid',
            ),
          );
      }
      return serverPage(
        'Email confirmed',
        `<h1>Your email is confirmed</h1>
<p class="page-lead" role="status">Thank you. Everything we send about your business will reach this address.</p>
${DASHBOARD_BUTTON}`,
      );
    },
  );
}
