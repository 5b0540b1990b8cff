/*
 * Where a member's signing link leads (decision 0050): the app's public signing page. On its
 * own, small, because the route table (in the entry chunk) needs it.
 */

/** The signing page of the app: `/sign/{token}`, public, outside the dashboard. */
export const SIGNING_PAGE_PREFIX = '/sign/';

/**
 * The page's route, its token a path parameter: the app's route table and the server's (which
 * answers it with the app shell, and keeps its token out of the logs by the parameter's name).
 */
export const SIGNING_PAGE_ROUTE = `${SIGNING_PAGE_PREFIX}:token`;

/** A link's token: 32 bytes in base64url. */
export const SIGNING_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** The signing page of a token (the link a signer receives, after the public origin). */
export const signingPagePath = (token: string) => `${SIGNING_PAGE_PREFIX}${token}`;
