import type { FastifyInstance } from 'fastify';

export const CLIENT_ID = 'charter-web';

export function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

export async function tokenRequest(app: FastifyInstance, values: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(values),
  });
  return { status: response.statusCode, body: response.json() as Record<string, string> };
}

export function passwordGrant(
  app: FastifyInstance,
  username: string,
  password: string,
  clientId = CLIENT_ID,
) {
  return tokenRequest(app, {
    grant_type: 'password',
    username,
    password,
    client_id: clientId,
    scope: 'openid',
  });
}

export function refreshGrant(app: FastifyInstance, refreshToken: string) {
  return tokenRequest(app, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: CLIENT_ID,
  });
}
