import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { AccountService } from '../services/accounts';
import { accountClaims } from './account-claims';
import { createAdapterClass } from './adapter';
import { GRANT_CLAIM } from './grant-claim';
import { registerPasswordGrant } from './password-grant';
import { errorPage, logoutPage, signedOutPage } from './views';

/** The scope carried by access tokens for Charter's API (the resource server). */
export const API_SCOPE = 'api';
export const OIDC_SCOPES = 'openid email profile';
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const INTERACTION_PATH = '/oidc/interaction';

export interface IdentityProviderOptions {
  config: ServerConfig;
  db: Database;
  accounts: AccountService;
  signingKeys: { keys: JWK[] };
  cookieKeys: string[];
}

export function createIdentityProvider({
  config,
  db,
  accounts,
  signingKeys,
  cookieKeys,
}: IdentityProviderOptions): Provider {
  const issuer = `${config.publicUrl}/oidc`;
  const { clientId, audience } = config.oidc;

  const resourceServer = {
    scope: API_SCOPE,
    audience,
    accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  };

  const configuration: Configuration = {
    adapter: createAdapterClass(db),
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', 'password'],
        response_types: ['code'],
        redirect_uris: [
          `${config.publicUrl}/auth/callback`,
          `${config.publicUrl}/auth/silent-callback.html`,
        ],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
      },
    ],
    jwks: signingKeys as Configuration['jwks'],
    cookies: { keys: cookieKeys, long: { signed: true }, short: { signed: true } },
    pkce: { required: () => true },
    // 'api' is the resource server's scope (resourceIndicators below), not an OpenID scope.
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    async findAccount(_ctx, sub) {
      const account = Number.isInteger(Number(sub)) ? await accounts.findById(Number(sub)) : null;
      if (!account) return undefined;
      return {
        accountId: String(account.id),
        claims: () => accountClaims(account),
      };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
    },
    // Every access token names its grant, for the API to refuse it once the grant is revoked.
    extraTokenClaims: (_ctx, token) =>
      'grantId' in token && token.grantId ? { [GRANT_CLAIM]: token.grantId } : undefined,
    // Refresh tokens rotate on every use; presenting a used one revokes the whole grant.
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Charter's own client needs no consent screen (oidc-provider's skip-consent recipe).
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (ctx.oidc.client?.clientId !== clientId || !ctx.oidc.session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope(`${OIDC_SCOPES} offline_access`);
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 30 * 24 * 3600,
      RefreshToken: 30 * 24 * 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(
        String(out.error),
        out.error_description ? String(out.error_description) : undefined,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  // The plugin hands every request over addressed to PUBLIC_URL (forwarded headers set from it
  // and from Fastify's request.ip), so the provider reads those, never the client's own.
  provider.proxy = true;
  registerPasswordGrant(provider, { clientId, audience, resourceServer, accounts });
  return provider;
}
