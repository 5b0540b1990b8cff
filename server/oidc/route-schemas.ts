/*
 * The schemas of the identity provider's routes. The sign-in pages are Charter's own; the rest
 * of /oidc is oidc-provider itself, whose endpoints its discovery document lists: those routes
 * forward the request unread, so their schemas describe and never validate (no body; only the
 * id of a sign-in in progress, in a path, is checked).
 */

import type { EndpointName } from './provider-endpoints';
import { htmlPage } from '../http/server-page';

const DISCOVERY_DOCUMENT = '/oidc/.well-known/openid-configuration';

const redirect = (description: string) => ({ description, type: 'null' });

/** The sign-in page's stylesheet and script. */
export const assetSchema = {
  summary: "The sign-in page's stylesheet and script",
  response: {
    200: {
      description: 'The file',
      content: {
        'text/css': { schema: { type: 'string' } },
        'text/javascript': { schema: { type: 'string' } },
      },
    },
  },
} as const;

export const interactionSchema = {
  summary: 'The sign-in page of a sign-in request (a consent prompt is approved at once)',
  response: {
    200: htmlPage('The sign-in form'),
    303: redirect('Back to the identity provider, the request approved'),
  },
} as const;

export const loginSchema = {
  summary: "Signs in with the owner's email and password (the sign-in form's post)",
  consumes: ['application/x-www-form-urlencoded'],
  response: {
    303: redirect('Back to the identity provider, signed in'),
    '4xx': htmlPage('The sign-in form again, saying why (wrong credentials, too many attempts)'),
  },
} as const;

const providerEndpoint = (summary: string, description: string) => ({
  summary,
  description: `${description} Answered by oidc-provider: see ${DISCOVERY_DOCUMENT}.`,
  response: {
    200: { description: "oidc-provider's answer", type: 'object', additionalProperties: true },
    '4xx': {
      description: "oidc-provider's OAuth error: { error, error_description }",
      type: 'object',
      additionalProperties: true,
    },
  },
});

/** What each of the provider's endpoints is for (names as in provider-endpoints.ts). */
const ENDPOINT_SUMMARIES: Record<EndpointName, [summary: string, description: string]> = {
  authorization: [
    'Starts a sign-in: authorization code + PKCE (the authorization endpoint)',
    'The OAuth query parameters: client_id, response_type=code, redirect_uri, scope, state, ' +
      'code_challenge and code_challenge_method=S256.',
  ],
  token: [
    'The token endpoint: tokens for a password, an authorization code or a refresh token',
    'A form-encoded body (application/x-www-form-urlencoded): grant_type, client_id and the ' +
      "grant's parameters (username and password, code and code_verifier, or refresh_token).",
  ],
  resume: [
    'Resumes a sign-in once the sign-in page has done its part',
    'Reached by redirect from the sign-in page, with the sign-in cookies.',
  ],
  discovery: ["The identity provider's discovery document", 'Its endpoints and what it supports.'],
  jwks: ['The public keys access and ID tokens are signed with', 'A JSON Web Key Set.'],
  userinfo: ["The signed-in owner's claims", 'Behind an access token.'],
  revocation: [
    'Revokes a refresh token and its whole grant',
    'A form-encoded body: token, token_type_hint and client_id.',
  ],
  end_session: [
    'Signs out: ends the session and revokes its grant',
    'The OpenID query parameters: id_token_hint, post_logout_redirect_uri, state.',
  ],
  end_session_confirm: ["The sign-out page's confirmation", 'Its form, posted.'],
  end_session_success: ['The page shown once signed out', 'No parameters.'],
};

/** An interaction's (a sign-in in progress) id in a path, as the provider makes them. */
export const uidParams = {
  type: 'object',
  properties: {
    uid: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
  },
  required: ['uid'],
} as const;

/** The schema of the route serving the provider's endpoint `name`. */
export function providerEndpointSchema(name: EndpointName) {
  const [summary, description] = ENDPOINT_SUMMARIES[name];
  return {
    ...providerEndpoint(summary, description),
    ...(name === 'resume' ? { params: uidParams } : {}),
  };
}
