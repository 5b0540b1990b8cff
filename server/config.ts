import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { S3Settings } from './documents/s3-files';
import { GOOGLE_SITEVERIFY_URL } from './security/recaptcha';
import { parseAnswerKey } from './security/answer-encryption';
import { IDENTITY_PROVIDER_MOUNT } from '../src/domain/server-paths';

/** A demo owner seeded at first start (README "demo owner"). */
export interface DemoOwner {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Server configuration, read once from the environment. Every variable is documented in
 * the README's configuration table; nothing is hard-coded to localhost.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** The origin users reach the app at; the issuer and redirect URIs derive from it. */
  publicUrl: string;
  dataDir: string;
  /** postgres://... switches from embedded PGlite to a Postgres server. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Where the built PWA lives; null serves no static files (tests, `npm run dev`). */
  staticDir: string | null;
  logLevel: string;
  /**
   * How log lines are written (LOG_FORMAT): JSON lines, or readable lines for a person; null
   * chooses by where they go (http/log-format.ts).
   */
  logFormat: LogFormat | null;
  /**
   * Where Prometheus scrapes this process's metrics (METRICS_PORT), on HOST; null serves none.
   * A port of its own, never the app's: the balancer does not forward it (decision 0095).
   */
  metricsPort: number | null;
  /**
   * Load shedding (decision 0095): while the event loop's mean delay exceeds this many
   * milliseconds (LOAD_SHED_EVENT_LOOP_DELAY_MS), requests are answered 503 at once; 0: never.
   */
  loadShedEventLoopDelayMs: number;
  /** The Retry-After a shed request is told, in seconds (LOAD_SHED_RETRY_AFTER_SECONDS). */
  loadShedRetryAfterSeconds: number;
  /**
   * Which X-Forwarded-* hops to believe (Fastify's trustProxy): the number of proxies in front,
   * or their addresses and CIDR ranges; false believes none. Never every hop (decision 0028).
   */
  trustProxy: TrustProxy;
  oidc: {
    /** External issuer (e.g. a Keycloak realm); null mounts the embedded provider at /oidc. */
    externalIssuer: string | null;
    clientId: string;
    audience: string;
  };
  demoOwner: DemoOwner | null;
  /**
   * The second demo owner, whose Texas LLC is formed (decision 0097): on with the first, at a
   * fixed address, with the same password.
   */
  formedDemoOwner: DemoOwner | null;
  /**
   * Demo mode: submitted orders move on by themselves (SUBMITTED → IN_PROGRESS → ACTIVE), one
   * step this many seconds after the last; null leaves statuses to the back office.
   */
  demoStatusAdvanceSeconds: number | null;
  payments: {
    /** The real provider's API base; null mounts the embedded sandbox at /payments. */
    baseUrl: string | null;
    /** Sent by the browser to create card tokens; the only key /config.json exposes. */
    publishableKey: string;
    /**
     * Server-side calls only (payment methods, customers, charges); never sent to the browser.
     * Null for the embedded sandbox without PAYMENTS_SECRET_KEY: the server generates one at
     * first start and keeps it with its signing keys (server-secrets.ts).
     */
    secretKey: string | null;
  };
  recaptcha: { siteKeyV3: string | null; siteKeyV2: string | null };
  /** Verifies bot-check tokens when set; server-only, never in /config.json. */
  recaptchaSecret: string | null;
  /** Where tokens are verified (Google's siteverify unless RECAPTCHA_VERIFY_URL says otherwise). */
  recaptchaVerifyUrl: string;
  googleMapsApiKey: string | null;
  receiptPolling: { intervalMs: number; attempts: number };
  externalBaseUrls: {
    checkout: string | null;
    questionService: string | null;
    content: string | null;
  };
  /**
   * Encrypts sensitive answers (SSN/ITIN) at rest: 32 bytes. Null without ANSWER_ENCRYPTION_KEY:
   * the server generates one at first start and keeps it with its signing keys
   * (server-secrets.ts).
   */
  answerEncryptionKey: Buffer | null;
  /** Per-minute attempts allowed on the login form and token endpoint per client address. */
  authRateLimitPerMinute: number;
  /**
   * Per-minute business-name checks an anonymous registration may ask per client address
   * (NAME_CHECK_RATE_LIMIT_PER_MINUTE): a visitor typing, with the field's pause before each
   * check, asks a few a minute; a script walking the registry is held back.
   */
  nameCheckRateLimitPerMinute: number;
  /**
   * Per-minute fetches of private calendar feeds per client address
   * (CALENDAR_FEED_RATE_LIMIT_PER_MINUTE): calendar services fetch many owners' feeds from a
   * few addresses, each feed a few times a day, so the limit is generous.
   */
  calendarFeedRateLimitPerMinute: number;
  /**
   * How often an idle process looks for due jobs besides being woken when one is added
   * (JOB_POLL_INTERVAL_MS); 0: this process takes no jobs (others do).
   */
  jobPollIntervalMs: number;
  /**
   * How long a running job is left to its process before another may take it (JOB_LEASE_SECONDS):
   * a process killed mid-job has its job retried by another once this lapses.
   */
  jobLeaseSeconds: number;
  /**
   * How long a process told to stop (SIGTERM) answers /readyz with 503 before it stops taking
   * connections (SHUTDOWN_DRAIN_SECONDS): the balancer's time to notice and send elsewhere.
   */
  shutdownDrainSeconds: number;
  /**
   * How long a stopping process waits for the requests and jobs under way before it exits
   * anyway, with code 1 (SHUTDOWN_TIMEOUT_SECONDS): a stuck request never keeps it alive.
   */
  shutdownTimeoutSeconds: number;
  documents: {
    /** Where the documents' files are kept without a bucket: DATA_DIR/documents. */
    folder: string;
    /** An S3-compatible bucket (DOCUMENTS_S3_*) instead of the folder; null: the folder. */
    s3: S3Settings | null;
  };
  /** The e-signature service (SIGNING_PROVIDER): Charter's own, 'local' (decision 0050). */
  signing: { provider: SigningProviderName };
  /** Per client address and minute, on the public routes a signing link reaches. */
  signingRateLimitPerMinute: number;
  mail: {
    /** smtp://user:password@host:port (SMTP_URL); null writes each message to DATA_DIR/mail/. */
    smtpUrl: string | null;
    /** The sender (MAIL_FROM), e.g. 'Charter <no-reply@example.com>'. */
    from: string;
    /**
     * Where support requests are mailed (SUPPORT_EMAIL, decision 0079): support@ PUBLIC_URL's
     * host unless set.
     */
    support: string;
  };
  version: string;
}

type Env = Record<string, string | undefined>;

/** How log lines are written: JSON lines for machines, readable lines for a person. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** The e-signature services Charter can use (server/signing): its own for now. */
export const SIGNING_PROVIDERS = ['local'] as const;
export type SigningProviderName = (typeof SIGNING_PROVIDERS)[number];

/**
 * SIGNING_PROVIDER: 'local' (the default), or another provider once one is plugged in behind
 * server/signing/signing-provider.ts. Anything else is refused at start, never ignored: a typo
 * would otherwise send agreements through a service nobody chose.
 */
export function parseSigningProvider(raw: string | undefined): SigningProviderName {
  const value = raw?.trim() || 'local';
  const known = SIGNING_PROVIDERS.find((name) => name === value);
  if (!known) {
    throw new Error(
      `SIGNING_PROVIDER must be one of: ${SIGNING_PROVIDERS.join(', ')}; not "${value}". Another document-signing provider plugs in behind server/signing/signing-provider.ts (README, "E-signatures").`,
    );
  }
  return known;
}

export type TrustProxy = false | number | string[];

/** proxy-addr's names for ranges, accepted as Fastify accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function addressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a hop count (`1`, `2`) or a comma-separated list of proxy addresses and CIDR
 * ranges. `true` is refused: it would believe every X-Forwarded-For hop, so each client could
 * name its own address and walk around every rate limit.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust every X-Forwarded-For hop, so any client could choose its own address. Set the number of proxies in front of Charter (e.g. TRUST_PROXY=1) or their addresses or CIDR ranges (e.g. TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !addressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of addresses and CIDR ranges; not understood: ${wrong.join(', ')}`,
    );
  }
  return entries;
}

/**
 * Fastify's trustProxy for the setting. A hop count is given as a function (trust the nearest
 * `hops` addresses), since Fastify alone reads a bare number as "trust none": it cannot tell
 * the proxy from a client that reaches the server directly, which a hop count assumes away.
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | TrustHop {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

type TrustHop = (address: string, hop: number) => boolean;

/** Whether a URL names this machine: the demo owner is on by default only there. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1'
  );
}

/** DEMO_OWNER: `true` or `false` say so; unset seeds the demo owner only on a loopback PUBLIC_URL. */
function demoOwnerWanted(env: Env, publicUrl: string): boolean {
  if (env.DEMO_OWNER === 'true') return true;
  if (env.DEMO_OWNER === 'false') return false;
  return isLoopbackUrl(publicUrl);
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function optional(env: Env, name: string): string | null {
  const value = env[name];
  return value === undefined || value === '' ? null : value;
}

/** LOG_FORMAT: json or pretty; unset chooses by the output (a terminal reads pretty lines). */
function logFormat(env: Env): LogFormat | null {
  const raw = optional(env, 'LOG_FORMAT');
  if (raw === null) return null;
  const known = LOG_FORMATS.find((format) => format === raw);
  if (!known) throw new Error(`LOG_FORMAT must be json or pretty, got "${raw}"`);
  return known;
}

/** METRICS_PORT: unset or empty serves no metrics; otherwise a port (0: one the system picks). */
function metricsPort(env: Env): number | null {
  return optional(env, 'METRICS_PORT') === null ? null : integer(env, 'METRICS_PORT', 0);
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const DEMO_OWNER_DEFAULTS = {
  email: 'demo@charter.test',
  password: 'Charter-demo-2026!',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;

/** The second demo owner, whose LLC is formed: its own fixed address, the first's password. */
export const FORMED_DEMO_OWNER_DEFAULTS = {
  email: 'formed@charter.test',
  firstName: 'Frankie',
  lastName: 'Formed',
} as const;

/** The demo owners (DEMO_OWNER), both or neither, with the password DEMO_OWNER_PASSWORD sets. */
function demoOwners(env: Env, publicUrl: string) {
  if (!demoOwnerWanted(env, publicUrl)) return { demoOwner: null, formedDemoOwner: null };
  const password = env.DEMO_OWNER_PASSWORD ?? DEMO_OWNER_DEFAULTS.password;
  return {
    demoOwner: {
      email: env.DEMO_OWNER_EMAIL ?? DEMO_OWNER_DEFAULTS.email,
      password,
      firstName: DEMO_OWNER_DEFAULTS.firstName,
      lastName: DEMO_OWNER_DEFAULTS.lastName,
    },
    formedDemoOwner: { ...FORMED_DEMO_OWNER_DEFAULTS, password },
  };
}

/** A real provider needs its secret key; the sandbox makes its own when none is given. */
function paymentsSecretKey(env: Env): string | null {
  const key = optional(env, 'PAYMENTS_SECRET_KEY');
  if (key === null && optional(env, 'PAYMENTS_BASE_URL') !== null) {
    throw new Error(
      'PAYMENTS_BASE_URL is set: set PAYMENTS_SECRET_KEY to that provider’s secret key too.',
    );
  }
  return key;
}

function answerEncryptionKey(env: Env): Buffer | null {
  const key = optional(env, 'ANSWER_ENCRYPTION_KEY');
  return key === null ? null : parseAnswerKey(key);
}

function flag(env: Env, name: string): boolean {
  const raw = optional(env, name);
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

const S3_VARIABLES = [
  'DOCUMENTS_S3_ENDPOINT',
  'DOCUMENTS_S3_REGION',
  'DOCUMENTS_S3_ACCESS_KEY_ID',
  'DOCUMENTS_S3_SECRET_ACCESS_KEY',
  'DOCUMENTS_S3_FORCE_PATH_STYLE',
];

/** DOCUMENTS_S3_BUCKET and its companions; a companion without the bucket is a mistake. */
function documentsBucket(env: Env): S3Settings | null {
  const bucket = optional(env, 'DOCUMENTS_S3_BUCKET');
  if (bucket === null) {
    const stray = S3_VARIABLES.filter((name) => optional(env, name) !== null);
    if (stray.length > 0) {
      throw new Error(
        `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set without DOCUMENTS_S3_BUCKET: set the bucket to keep documents in it, or unset ${stray.length === 1 ? 'it' : 'them'} to keep them in DATA_DIR/documents.`,
      );
    }
    return null;
  }
  const accessKeyId = optional(env, 'DOCUMENTS_S3_ACCESS_KEY_ID');
  const secretAccessKey = optional(env, 'DOCUMENTS_S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new Error(
      'Set both DOCUMENTS_S3_ACCESS_KEY_ID and DOCUMENTS_S3_SECRET_ACCESS_KEY, or neither (the S3 client then finds credentials itself).',
    );
  }
  return {
    bucket,
    endpoint: optional(env, 'DOCUMENTS_S3_ENDPOINT'),
    region: optional(env, 'DOCUMENTS_S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'DOCUMENTS_S3_FORCE_PATH_STYLE'),
  };
}

export function readConfig(env: Env = process.env): ServerConfig {
  const port = integer(env, 'PORT', 8080);
  const host = env.HOST ?? '0.0.0.0';
  const publicUrl = stripTrailingSlash(env.PUBLIC_URL ?? `http://localhost:${port}`);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host,
    publicUrl,
    dataDir,
    databaseUrl: optional(env, 'DATABASE_URL'),
    redisUrl: optional(env, 'REDIS_URL'),
    staticDir: env.STATIC_DIR === '' ? null : resolve(env.STATIC_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env),
    metricsPort: metricsPort(env),
    loadShedEventLoopDelayMs: integer(env, 'LOAD_SHED_EVENT_LOOP_DELAY_MS', 1000),
    loadShedRetryAfterSeconds: integer(env, 'LOAD_SHED_RETRY_AFTER_SECONDS', 5),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    oidc: {
      externalIssuer: optional(env, 'OIDC_ISSUER'),
      clientId: env.OIDC_CLIENT_ID ?? 'charter-web',
      audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    },
    ...demoOwners(env, publicUrl),
    demoStatusAdvanceSeconds: integer(env, 'DEMO_STATUS_ADVANCE_SECONDS', 0) || null,
    payments: {
      baseUrl: optional(env, 'PAYMENTS_BASE_URL'),
      publishableKey: env.PAYMENTS_PUBLISHABLE_KEY ?? 'pk_test_charter_sandbox',
      secretKey: paymentsSecretKey(env),
    },
    recaptcha: {
      siteKeyV3: optional(env, 'RECAPTCHA_SITE_KEY_V3'),
      siteKeyV2: optional(env, 'RECAPTCHA_SITE_KEY_V2'),
    },
    recaptchaSecret: optional(env, 'RECAPTCHA_SECRET_KEY'),
    recaptchaVerifyUrl: optional(env, 'RECAPTCHA_VERIFY_URL') ?? GOOGLE_SITEVERIFY_URL,
    googleMapsApiKey: optional(env, 'GOOGLE_MAPS_API_KEY'),
    receiptPolling: {
      intervalMs: integer(env, 'RECEIPT_POLL_INTERVAL_MS', 1000),
      attempts: integer(env, 'RECEIPT_POLL_ATTEMPTS', 10),
    },
    externalBaseUrls: {
      checkout: optional(env, 'CHECKOUT_BASE_URL'),
      questionService: optional(env, 'QUESTION_SERVICE_BASE_URL'),
      content: optional(env, 'CONTENT_BASE_URL'),
    },
    answerEncryptionKey: answerEncryptionKey(env),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 20),
    nameCheckRateLimitPerMinute: integer(env, 'NAME_CHECK_RATE_LIMIT_PER_MINUTE', 30),
    calendarFeedRateLimitPerMinute: integer(env, 'CALENDAR_FEED_RATE_LIMIT_PER_MINUTE', 120),
    jobPollIntervalMs: integer(env, 'JOB_POLL_INTERVAL_MS', 15_000),
    jobLeaseSeconds: integer(env, 'JOB_LEASE_SECONDS', 300),
    shutdownDrainSeconds: integer(env, 'SHUTDOWN_DRAIN_SECONDS', 5),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 30),
    documents: { folder: join(dataDir, 'documents'), s3: documentsBucket(env) },
    signing: { provider: parseSigningProvider(env.SIGNING_PROVIDER) },
    signingRateLimitPerMinute: integer(env, 'SIGNING_RATE_LIMIT_PER_MINUTE', 60),
    mail: {
      smtpUrl: optional(env, 'SMTP_URL'),
      from: optional(env, 'MAIL_FROM') ?? `Charter <no-reply@${new URL(publicUrl).hostname}>`,
      support: optional(env, 'SUPPORT_EMAIL') ?? `support@${new URL(publicUrl).hostname}`,
    },
    version: env.CHARTER_VERSION ?? process.env.npm_package_version ?? '0.0.0',
  };
}

/** The issuer the API trusts: the external one, or the embedded provider at /oidc. */
export function issuerOf(config: ServerConfig): string {
  return config.oidc.externalIssuer ?? `${config.publicUrl}${IDENTITY_PROVIDER_MOUNT}`;
}
