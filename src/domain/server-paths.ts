/**
 * Paths the server answers itself, never a page of the app: the server's not-found handler
 * answers them with a JSON 404 rather than the app shell, and the service worker sends
 * navigations to them to the network rather than the cached shell.
 */
export const SERVER_PATH_PREFIXES = [
  '/api',
  '/checkout',
  '/question-service',
  '/content',
  '/payments',
  '/oidc',
  '/ops',
  '/docs',
  '/config.json',
] as const;

/** The prefixes as one pattern over a path (and its query): the prefix, then `/`, `?` or the end. */
export const SERVER_PATH_PATTERN = new RegExp(
  `^(${SERVER_PATH_PREFIXES.map((prefix) => prefix.replace(/[.]/g, '\\.')).join('|')})([/?]|$)`,
);
