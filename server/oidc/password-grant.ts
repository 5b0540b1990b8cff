import type Provider from 'oidc-provider';
import { errors, type KoaContextWithOIDC, type ResourceServer } from 'oidc-provider';
import { classifyError } from '../http/error-handler';
import type { AccountService } from '../services/accounts';
import { accountClaims } from './account-claims';

export const PASSWORD_GRANT = 'password';
const OIDC_SCOPES = 'openid email profile';

interface PasswordGrantOptions {
  clientId: string;
  audience: string;
  resourceServer: ResourceServer;
  accounts: AccountService;
}

/**
 * The resource owner password grant the registration flow uses right after creating an account
 * (spec foundation §7: username, password, client id, scope openid). OWASP ASVS 5.0 §10.4.4
 * discourages it; it is accepted only from Charter's own first-party client and the token
 * endpoint is rate-limited (see docs/decisions/0002-password-grant.md).
 */
export function registerPasswordGrant(provider: Provider, options: PasswordGrantOptions): void {
  const { clientId, audience, resourceServer, accounts } = options;

  async function handler(ctx: KoaContextWithOIDC): Promise<void> {
    const client = ctx.oidc.client;
    if (!client || client.clientId !== clientId) {
      throw new errors.UnauthorizedClient(
        'the password grant is reserved for the first-party client',
      );
    }
    const { username, password } = ctx.oidc.params as { username?: string; password?: string };
    if (!username || !password) {
      throw new errors.InvalidRequest('missing required parameter(s) (username, password)');
    }
    const account = await accounts.authenticate(username, password).catch((error: unknown) => {
      // A username the database cannot hold (a NUL byte) is the request's mistake, as on
      // every other route; anything else is the provider's server_error.
      const { status, message } = classifyError(error);
      if (status === 400) throw new errors.InvalidRequest(message);
      throw error;
    });
    if (!account) throw new errors.InvalidGrant('invalid credentials');

    const accountId = String(account.id);
    const { Grant, AccessToken, RefreshToken, IdToken } = ctx.oidc.provider;
    const grant = new Grant({ clientId, accountId });
    grant.addOIDCScope(OIDC_SCOPES);
    grant.addResourceScope(audience, 'api');
    const grantId = await grant.save();
    const authTime = Math.floor(Date.now() / 1000);

    const accessToken = new AccessToken({
      accountId,
      client,
      grantId,
      gty: PASSWORD_GRANT,
      scope: 'api',
    });
    accessToken.resourceServer = new ctx.oidc.provider.ResourceServer(audience, resourceServer);
    const accessTokenValue = await accessToken.save();

    const refreshToken = new RefreshToken({
      accountId,
      client,
      grantId,
      gty: PASSWORD_GRANT,
      scope: `${OIDC_SCOPES} api`,
      resource: audience,
      authTime,
      rotations: 0,
    });
    const refreshTokenValue = await refreshToken.save();

    const idToken = new IdToken({ ...accountClaims(account), auth_time: authTime }, { ctx });
    // Typings omit it, but IdToken filters the claims it signs by this scope.
    (idToken as unknown as { scope: string }).scope = OIDC_SCOPES;
    const idTokenValue = await idToken.issue({ use: 'idtoken' });

    ctx.body = {
      access_token: accessTokenValue,
      expires_in: accessToken.expiration,
      id_token: idTokenValue,
      refresh_token: refreshTokenValue,
      scope: accessToken.scope,
      token_type: 'Bearer',
    };
  }

  provider.registerGrantType(PASSWORD_GRANT, handler, ['username', 'password', 'scope']);
}
