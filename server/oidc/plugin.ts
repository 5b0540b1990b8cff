import { readFileSync } from 'node:fs';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import { answerFailure } from '../http/error-handler';
import { providerEndpoints } from './provider-endpoints';
import { INTERACTION_PATH } from './provider';
import { IDP_ASSETS_PATH, loginPage } from './views';
import {
  assetSchema,
  interactionSchema,
  loginSchema,
  providerEndpointSchema,
  uidParams,
} from './route-schemas';
import type { AccountService } from '../services/accounts';
import type { AccountSecurityService } from '../account/account-security';
import { passwordResetPages } from './password-reset-pages';
import { apiTokenUserinfo } from './api-token-userinfo';
import type { AccessTokenVerifier } from '../api/access-tokens';
import type { Database } from '../db/database';
import { IDENTITY_PROVIDER_MOUNT } from '../../src/domain/server-paths';

export const LOGIN_FAILED_MESSAGE = 'Invalid credentials or server error';
export const LOGIN_RATE_LIMITED_MESSAGE =
  'Too many sign-in attempts. Please wait a minute and try again.';
const MOUNT = IDENTITY_PROVIDER_MOUNT;

const staticAssets = {
  'logout.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(new URL('./static/logout.js', import.meta.url)),
  },
};

interface IdentityProviderPluginOptions {
  provider: Provider;
  accounts: AccountService;
  db: Database;
  /** The API's access token verifier: userinfo answers for the tokens it accepts. */
  verifyAccessToken: AccessTokenVerifier;
  /** Resets a forgotten password by an emailed link (the sign-in page's "Forgot your password?"). */
  security: AccountSecurityService;
  rateLimitPerMinute: number;
  /** The origin users reach Charter at: the provider's URLs derive from it alone. */
  publicUrl: string;
}

/** Mounts the embedded identity provider at /oidc, with Charter's own sign-in page. */
export async function identityProviderPlugin(
  app: FastifyInstance,
  options: IdentityProviderPluginOptions,
) {
  const { provider, accounts, security, rateLimitPerMinute, publicUrl, db, verifyAccessToken } =
    options;
  const authRateLimit = { max: rateLimitPerMinute, timeWindow: 60_000 };
  // The provider answers its own failures (its error page or JSON); they reach the same log,
  // through the same serialiser, as every other failure of the server.
  provider.on('server_error', (ctx, error) => {
    app.log.error({ err: error, req: ctx.req }, 'identity provider failed');
  });

  schemaTyped(app).get(
    `${IDP_ASSETS_PATH}/:asset`,
    {
      schema: {
        ...assetSchema,
        params: {
          type: 'object',
          properties: {
            asset: { enum: Object.keys(staticAssets) as (keyof typeof staticAssets)[] },
          },
          required: ['asset'],
        },
      },
    },
    async (request, reply) => {
      const asset = staticAssets[request.params.asset];
      return plainReply(reply)
        .type(asset.type)
        .header('cache-control', 'public, max-age=3600')
        .send(asset.body);
    },
  );

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4096 });
    // The root error path classifies and logs; this scope answers with its sign-in page.
    scope.setErrorHandler(
      async (error, request: FastifyRequest<{ Params: { uid?: string } }>, reply) => {
        const { status } = answerFailure(request, reply, error);
        const message = status === 429 ? LOGIN_RATE_LIMITED_MESSAGE : LOGIN_FAILED_MESSAGE;
        return reply.type('text/html; charset=utf-8').send(
          loginPage({
            action: `${INTERACTION_PATH}/${encodeURIComponent(request.params.uid ?? '')}/login`,
            error: message,
          }),
        );
      },
    );

    schemaTyped(scope).get(
      `${INTERACTION_PATH}/:uid`,
      { schema: { ...interactionSchema, params: uidParams } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid !== request.params.uid) {
          return plainReply(reply).code(400).send({ message: 'Unknown sign-in request' });
        }
        if (details.prompt.name === 'login') {
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(loginPage({ action: `${INTERACTION_PATH}/${details.uid}/login` }));
        }
        // Charter's own client is granted in loadExistingGrant; a consent prompt here means a grant
        // lacks requested scopes, which first-party sign-in approves without asking.
        const accountId = details.session?.accountId;
        if (!accountId) {
          return plainReply(reply).code(400).send({ message: 'No signed-in session' });
        }
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        if (!grant) return plainReply(reply).code(400).send({ message: 'Unknown grant' });
        const missing = details.prompt.details as {
          missingOIDCScope?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
          grant.addResourceScope(indicator, scopes.join(' '));
        }
        const grantId = await grant.save();
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return reply.redirect(redirectTo, 303);
      },
    );

    schemaTyped(scope).post(
      `${INTERACTION_PATH}/:uid/login`,
      {
        config: { rateLimit: authRateLimit },
        schema: {
          ...loginSchema,
          params: uidParams,
          body: {
            type: 'object',
            properties: {
              email: { type: 'string', maxLength: 128 },
              password: { type: 'string', maxLength: 128 },
            },
            required: ['email', 'password'],
          },
        },
      },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid !== request.params.uid || details.prompt.name !== 'login') {
          return plainReply(reply).code(400).send({ message: 'Unknown sign-in request' });
        }
        const account = await accounts.authenticate(request.body.email, request.body.password);
        if (!account) {
          return plainReply(reply)
            .code(401)
            .type('text/html; charset=utf-8')
            .send(
              loginPage({
                action: `${INTERACTION_PATH}/${details.uid}/login`,
                email: request.body.email,
                error: LOGIN_FAILED_MESSAGE,
              }),
            );
        }
        const redirectTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: String(account.id) } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );
  });

  await app.register(passwordResetPages, { security, rateLimitPerMinute });

  // The provider's endpoints are oidc-provider itself (a Koa app), each on a route of its own
  // with its own limit. Their bodies must reach the provider unread, so this scope parses
  // nothing. Any other path under /oidc is the server's 404, never the provider's.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    const userinfo = apiTokenUserinfo({ db, accounts, verifyAccessToken });
    const publicOrigin = new URL(publicUrl);
    for (const endpoint of providerEndpoints(provider, MOUNT, rateLimitPerMinute)) {
      scope.route<{ Params: Record<string, string> }>({
        method: ['GET', 'POST', 'OPTIONS'],
        url: endpoint.route,
        config: { rateLimit: { max: endpoint.max, timeWindow: 60_000 } },
        schema: providerEndpointSchema(endpoint.name),
        handler: async (request, reply) => {
          if (endpoint.name === 'userinfo' && (await userinfo(request, reply))) return reply;
          // The provider writes the raw response itself (hijacked): the headers Fastify's hooks
          // set on the reply (the security headers) go onto it first.
          for (const [name, value] of Object.entries(reply.getHeaders())) {
            if (value !== undefined) reply.raw.setHeader(name, value);
          }
          const clientAddress = request.ip;
          reply.hijack();
          const raw = request.raw as IncomingMessage & { originalUrl?: string };
          // The provider builds its URLs (discovery, redirects) from the request's host and
          // protocol: it is handed the request as addressed to PUBLIC_URL, whatever Host or
          // X-Forwarded-Host the client sent, and the client address Fastify decided on.
          raw.headers.host = publicOrigin.host;
          raw.headers['x-forwarded-proto'] = publicOrigin.protocol.slice(0, -1);
          raw.headers['x-forwarded-for'] = clientAddress;
          delete raw.headers['x-forwarded-host'];
          // The endpoint this route counted, as the provider's own table spells it, and the
          // query as sent (the request target has no fragment: refuseUnservableTargets).
          const queryStart = request.url.indexOf('?');
          raw.url =
            endpoint.providerPath(request.params) +
            (queryStart === -1 ? '' : request.url.slice(queryStart));
          // Where the provider finds its mount (it derives its own URLs from it).
          raw.originalUrl = `${MOUNT}${raw.url}`;
          void callback(raw, reply.raw);
        },
      });
    }
  });
}
