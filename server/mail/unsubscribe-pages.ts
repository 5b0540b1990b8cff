import type { FastifyInstance } from 'fastify';
import { OPTIONAL_EMAIL_TEXT } from '../../src/domain/account/email-categories';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { serverPage, htmlPage, secretLinkPages } from '../http/server-page';
import { escapeHtml } from '../http/escape-html';
import {
  setEmailPreferences,
  UNSUBSCRIBE_TOKEN_PATTERN,
  type UnsubscribeLinks,
} from './email-preferences';
import { UNSUBSCRIBE_PATH } from './preference-aware-mailer';
import { EMAIL_NOTIFICATIONS_PATH as EMAIL_SETTINGS_PATH } from '../../src/domain/account/settings-paths';

const params = {
  type: 'object',
  properties: { token: { type: 'string', pattern: UNSUBSCRIBE_TOKEN_PATTERN } },
  required: ['token'],
} as const;

const NOT_A_LINK = serverPage(
  'Link not recognised',
  `<h1>We don't recognise this link</h1>
<p class="page-lead" role="alert">It may be incomplete. Choose which emails you get from your settings.</p>
<a class="page-button" href="${EMAIL_SETTINGS_PATH}">Email settings</a>`,
);

/**
 * One-click unsubscribe (RFC 8058) for the optional emails: the address in their
 * List-Unsubscribe header and footer. A mail client POSTs to it ("List-Unsubscribe=One-Click")
 * without cookies or sign-in; a person who opens it sees a button that POSTs the same. Opening
 * it changes nothing (link scanners open links).
 */
export async function unsubscribePages(
  app: FastifyInstance,
  {
    db,
    links,
    rateLimitPerMinute,
  }: {
    db: Parameters<typeof setEmailPreferences>[0];
    links: UnsubscribeLinks;
    rateLimitPerMinute: number;
  },
) {
  await secretLinkPages(app, 1024);
  // RFC 8058 §3.1 allows multipart/form-data too; the body says nothing the address does not.
  app.addContentTypeParser(
    'multipart/form-data',
    { bodyLimit: 1024 },
    (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, {}));
      payload.on('error', done);
    },
  );
  const typed = schemaTyped(app);
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000 };
  typed.get(
    `${UNSUBSCRIBE_PATH}/:token`,
    {
      config: { rateLimit },
      schema: {
        summary: "An optional email's unsubscribe page: the button that unsubscribes",
        params,
        response: { 200: htmlPage('The button'), 404: htmlPage('Not a link Charter made') },
      },
    },
    async (request, reply) => {
      const named = links.read(request.params.token);
      if (!named) return plainReply(reply).code(404).send(NOT_A_LINK);
      const { title } = OPTIONAL_EMAIL_TEXT[named.category];
      return serverPage(
        'Unsubscribe',
        `<h1>Unsubscribe from ${escapeHtml(title.toLowerCase())}?</h1>
<p class="page-lead">${escapeHtml(OPTIONAL_EMAIL_TEXT[named.category].description)}</p>
<form method="post" action="${UNSUBSCRIBE_PATH}/${request.params.token}" class="page-form">
  <button type="submit" class="page-button" name="List-Unsubscribe" value="One-Click">Unsubscribe</button>
</form>
<p class="page-footnote"><a href="${EMAIL_SETTINGS_PATH}">Choose which emails you get</a></p>`,
      );
    },
  );

  typed.post(
    `${UNSUBSCRIBE_PATH}/:token`,
    {
      config: { rateLimit },
      schema: {
        summary: 'Unsubscribes the owner from one kind of optional email (RFC 8058 one-click)',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        params,
        response: { 200: htmlPage('Unsubscribed'), 404: htmlPage('Not a link Charter made') },
      },
    },
    async (request, reply) => {
      const named = links.read(request.params.token);
      if (!named) return plainReply(reply).code(404).send(NOT_A_LINK);
      await setEmailPreferences(db, named.individualId, { [named.category]: false });
      const { title, missed } = OPTIONAL_EMAIL_TEXT[named.category];
      return serverPage(
        'Unsubscribed',
        `<h1>You're unsubscribed</h1>
<p class="page-lead" role="status">You will get no more ${escapeHtml(title.toLowerCase())} from Charter.${missed ? ` ${escapeHtml(missed)}` : ''}</p>
<a class="page-button" href="${EMAIL_SETTINGS_PATH}">Email settings</a>`,
      );
    },
  );
}
