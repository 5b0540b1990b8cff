/*
 * The schemas of the identity provider's routes. The sign-in pages are Charter's own; the rest
 * of /oidc is oidc-provider itself, whose endpoints its discovery document lists: those routes
 * forward the request unread, so their schemas describe and never validate (no body, no
 * parameters).
 */

const DISCOVERY_DOCUMENT = '/oidc/.well-known/openid-configuration';

const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});

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

export const tokenEndpointSchema = providerEndpoint(
  'The token endpoint: tokens for a password, an authorization code or a refresh token',
  'A form-encoded body (application/x-www-form-urlencoded): grant_type, client_id and the ' +
    "grant's parameters (username and password, code and code_verifier, or refresh_token).",
);

export const providerEndpointsSchema = providerEndpoint(
  "The identity provider's other OpenID Connect endpoints",
  'The discovery document, keys, authorization, user info, session end and the rest.',
);
