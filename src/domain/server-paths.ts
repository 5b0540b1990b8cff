/**
 * Where the one server process answers, each service under its own path (DESIGN.md "One
 * process"): the one list the server mounts from, the service worker and the server's
 * not-found handler keep away from the app shell, and `npm run dev` proxies to the server.
 */

/** The main backend. */
export const API_MOUNT = '/api';
/** The embedded identity provider (oidc-provider), when no external one is configured. */
export const IDENTITY_PROVIDER_MOUNT = '/oidc';
/** The services beside the API, each replaceable by an external one through configuration. */
export const SERVICE_MOUNTS = ['/checkout', '/question-service', '/content', '/payments'] as const;
export type ServiceMount = (typeof SERVICE_MOUNTS)[number];
/** The back office's way into a server on embedded PGlite (`npm run ops`). */
export const OPS_MOUNT = '/ops';
/** Swagger UI over the generated API document. */
export const API_DOCS_MOUNT = '/docs';
/**
 * The pages the server renders itself outside the sign-in (confirming an email address, one-click
 * unsubscribe), and their stylesheet, which the sign-in pages share: they work with an external
 * identity provider too.
 */
export const SERVER_PAGES_MOUNT = '/account';
/** What the browser reads its service addresses and keys from. */
export const RUNTIME_CONFIG_PATH = '/config.json';
/** The probes a load balancer asks: the process answers; it can serve (503 while draining). */
export const LIVENESS_PATH = '/livez';
export const READINESS_PATH = '/readyz';

/**
 * Paths the server answers itself, never a page of the app: the server's not-found handler
 * answers them with a JSON 404 rather than the app shell, and the service worker sends
 * navigations to them to the network rather than the cached shell.
 */
export const SERVER_PATH_PREFIXES = [
  API_MOUNT,
  ...SERVICE_MOUNTS,
  IDENTITY_PROVIDER_MOUNT,
  SERVER_PAGES_MOUNT,
  OPS_MOUNT,
  API_DOCS_MOUNT,
  RUNTIME_CONFIG_PATH,
  LIVENESS_PATH,
  READINESS_PATH,
] as const;

/** The prefixes as one pattern over a path (and its query): the prefix, then `/`, `?` or the end. */
export const SERVER_PATH_PATTERN = new RegExp(
  `^(${SERVER_PATH_PREFIXES.map((prefix) => prefix.replace(/[.]/g, '\\.')).join('|')})([/?]|$)`,
);
