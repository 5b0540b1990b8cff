import Fastify, { type FastifyInstance, type FastifyPluginAsync, type RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { issuerOf, trustProxyOption, type ServerConfig } from './config';
import type { Database, DatabaseHandle } from './db/database';
import { join } from 'node:path';
import { AccountService } from './services/accounts';
import { serverPageAssets } from './http/server-page';
import { AccountSecurityService } from './account/account-security';
import { ResetLinkSecrets } from './account/password-reset-links';
import { EmailConfirmation } from './account/email-confirmation';
import { emailConfirmationPages } from './account/email-confirmation-pages';
import { UnsubscribeLinks } from './mail/email-preferences';
import { preferenceAwareMailer } from './mail/preference-aware-mailer';
import { unsubscribePages } from './mail/unsubscribe-pages';
import { createMailer, type Mailer } from './mail/mailer';
import type { TestClock } from 'pg-boss';
import { JobEngine } from './jobs/job-engine';
import { FileDocumentStore, type DocumentStore } from './documents/document-store';
import { documentFiles } from './documents/document-files-config';
import { DocumentLinkSigner } from './documents/document-links';
import { sweepUnreferencedFiles } from './documents/file-sweep';
import { moveLegacyDocumentBytes } from './documents/legacy-bytes';
import { moveLegacyReceipts } from './checkout/legacy-receipts';
import { DOCUMENT_DOWNLOAD_PATH } from '../src/domain/documents/document-api';
import { SIGNING_PAGE_ROUTE } from '../src/domain/signing/signing-page-path';
import { createSigningProvider } from './signing/create-signing';
import type { SigningProvider } from './signing/signing-provider';
import {
  serverAnswerKey,
  cookieKeys,
  documentLinkKey,
  paymentsSandboxSecretKey,
  publicJwks,
  signingKeys,
} from './services/server-secrets';
import { createIdentityProvider } from './oidc/provider';
import { identityProviderPlugin } from './oidc/plugin';
import { liveGrantCheck } from './oidc/grant-claim';
import { createAccessTokenVerifier } from './api/access-tokens';
import { apiPlugin } from './api/plugin';
import { preparedApiDocument, registerApiDocument } from './api/openapi-document';
import { PRODUCT_PAGES, PRODUCTS } from './products';
import {
  activeEffects,
  demoEffects,
  serviceRoutesOf,
  startProducts,
} from './services/product-plugin';
import { checkoutPlugin } from './checkout/plugin';
import type { CustomerRoutesOptions } from './checkout/customer-route-options';
import { createPaymentProvider } from './checkout/payment-provider';
import { AccountDeletionService } from './account/account-deletion';
import { accountDeletedPage } from './account/account-deleted-page';
import { fetchTransport, injectTransport } from './checkout/provider-transports';
import { PurchaseService } from './checkout/purchase';
import { ReceiptPreparation } from './checkout/receipt-preparation';
import { questionServicePlugin } from './question-service/plugin';
import { paymentsPlugin } from './payments/plugin';
import { releaseUnfinishedClaims } from './http/idempotency';
import { ProcessHeartbeat } from './http/process-heartbeat';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { loggerOptions } from './http/logging';
import { standardOutputLog } from './http/log-format';
import { registerRequestIds, requestIdOf } from './http/request-ids';
import { registerLoadShedding } from './http/load-shedding';
import { registerRequestMetrics } from './metrics/request-metrics';
import { buildMetricsServer } from './metrics/metrics-server';
import { renderRuntimeConfig } from './http/runtime-config';
import { registerSecurityHeaders } from './http/security-headers';
import { originFormOf, refuseUnservableTargets } from './http/request-target';
import { MULTI_LINE_KEYWORD, refuseUnstorableText } from './http/storable-text';
import { prepareDocument, preparedResponses, sendPrepared } from './http/send-prepared';
import { appPageOrNotFound, registerBuiltApp } from './http/static-app';
import { databaseRateLimitStore } from './security/database-rate-limit-store';
import { scheduleDemoStatusAdvance } from './services/demo-status-advance';
import { scheduleHousekeeping } from './services/housekeeping';
import { defineStatusMails } from './services/status-mail';
import { registerHealthProbes } from './http/health-probes';
import { defineLateOrders } from './services/late-orders';
import { RenewalService } from './checkout/renewals';
import { opsRoutes } from './ops/ops-routes';
import { AnswerCipher } from './security/answer-encryption';
import { SupportRequests } from './support/support-requests';
import { siteverifyAt } from './security/recaptcha';
import {
  API_MOUNT,
  OPS_MOUNT,
  RUNTIME_CONFIG_PATH,
  SERVICE_MOUNTS,
  type ServiceMount,
} from '../src/domain/server-paths';

const healthSchema = {
  summary: "The service's health",
  response: {
    200: {
      description: 'The service answers',
      type: 'object',
      properties: {
        service: { type: 'string' },
        status: { enum: ['ok'] },
        version: { type: 'string' },
      },
      required: ['service', 'status', 'version'],
    },
  },
} as const;

const runtimeConfigSchema = {
  summary: 'What the browser needs from the environment: service URLs, sign-in, public keys',
  response: preparedResponses('The configuration'),
} as const;

/** What the checkout service needs besides the database: the owner's token check and payments. */
type CheckoutDependencies = Omit<CustomerRoutesOptions, 'db'>;

/** The payments settings with the secret key known (configured, or the sandbox's own). */
type PaymentsKeys = ServerConfig['payments'] & { secretKey: string };

function serviceRoutes(
  payments: PaymentsKeys,
  db: Database,
  checkout: CheckoutDependencies,
): Partial<Record<ServiceMount, FastifyPluginAsync>> {
  const { baseUrl, publishableKey, secretKey } = payments;
  return {
    '/checkout': (scope) => checkoutPlugin(scope, { db, ...checkout }),
    '/question-service': questionServicePlugin,
    // The sandbox stands in for the card provider only while no real one is configured.
    ...(baseUrl === null
      ? { '/payments': (scope) => paymentsPlugin(scope, { db, publishableKey, secretKey }) }
      : {}),
  };
}

export interface AppServices {
  accounts: AccountService;
  documents: DocumentStore;
  mailer: Mailer;
  jobs: JobEngine;
  signing: SigningProvider;
  /** Receipts written in the background after a purchase (settled() waits for them). */
  receipts: ReceiptPreparation;
  /** Confirming a new account's email address by a mailed link. */
  emailConfirmation: EmailConfirmation;
  /** Support requests, mailed to SUPPORT_EMAIL and answered by the back office. */
  supportRequests: SupportRequests;
  /** Seals sensitive answers and EINs (server/security/answer-encryption.ts). */
  answerCipher: AnswerCipher;
  /** The yearly renewals' rounds (decision 0088). */
  renewals: RenewalService;
}

/** The app as built: the server, its SIGTERM switch, its services and its metrics endpoint. */
export type CharterApp = FastifyInstance & {
  /** SIGTERM's first step: /readyz answers 503 from now on (health-probes.ts). */
  startDraining(): void;
  services: AppServices;
  /** The metrics endpoint, to listen on METRICS_PORT; null without the setting. */
  metricsServer: FastifyInstance | null;
};

export interface BuildOptions {
  /**
   * Where logs go (tests read them); standard output by default, as LOG_FORMAT or the terminal
   * says (http/log-format.ts).
   */
  logStream?: NodeJS.WritableStream;
  /**
   * Mounts the back-office endpoint at /ops behind this secret (embedded PGlite: the
   * server holds DATA_DIR, so `npm run ops` comes here); null or absent leaves it out.
   */
  opsToken?: string | null;
  /** Sees each route as it is added (the API document's coverage test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The tests' clock for the job engine: this process then takes no jobs by itself; a test runs
   * those due at a moment it chooses (app.services.jobs.runDue).
   */
  jobClock?: TestClock;
}

/** Builds the one Fastify server: PWA, API, identity provider and every embedded service. */
export async function buildApp(
  config: ServerConfig,
  database: DatabaseHandle,
  { logStream, opsToken, onRoute, jobClock }: BuildOptions = {},
): Promise<CharterApp> {
  const stream = logStream ?? standardOutputLog(config.logFormat);
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(stream ? { stream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    // In every answer and log line of the request (http/request-ids.ts): a trusted proxy's
    // X-Request-Id when sane, else a UUID, unique across processes. genReqId reads the header.
    genReqId: requestIdOf(config.trustProxy !== false),
    requestIdHeader: false,
    // Before routing: an absolute-form target for this server is read as the path it names.
    rewriteUrl: originFormOf(config.publicUrl),
    // No implicit HEAD twin of every GET route: a twin is a route of its own, so a route's rate
    // limit would count its HEAD requests apart (twice the budget). HEAD is served where a
    // route says so (the built app's files).
    exposeHeadRoutes: false,
    // Closing (a stop) ends the kept-alive connections that carry no request at once, and waits
    // for those under way (server/index.ts bounds the wait): a balancer's pooled idle
    // connection never holds a stopping process open.
    forceCloseConnections: 'idle',
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: false,
        allErrors: true,
        // An annotation the request hook reads (storable-text.ts), not a rule of the validator.
        keywords: [MULTI_LINE_KEYWORD],
      },
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // First of the request hooks: whatever answers (a shed request too) carries the request id.
  registerRequestIds(app);
  registerRequestMetrics(app);
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.loadShedEventLoopDelayMs,
    retryAfterSeconds: config.loadShedRetryAfterSeconds,
  });
  const { db } = database;
  const accounts = new AccountService(db);
  const files = await documentFiles(config.documents);
  app.addHook('onClose', async () => files.close?.());
  const documents: DocumentStore = new FileDocumentStore(db, files);
  // Bytes still in rows (kept so before decision 0048) go to the files before any route reads.
  await moveLegacyDocumentBytes(db, files);
  await moveLegacyReceipts(db, documents);
  const answerKey = await serverAnswerKey(config, db);
  const answerCipher = new AnswerCipher(answerKey);
  const unsubscribeLinks = new UnsubscribeLinks(answerKey);
  // Every sender is given the mailer that obeys the owner's email settings (decision 0074).
  const mailer = preferenceAwareMailer(
    createMailer({ ...config.mail, folder: join(config.dataDir, 'mail') }),
    { db, links: unsubscribeLinks, publicUrl: config.publicUrl },
  );
  // Handlers are defined as the routes register; the engine starts once the app is ready, and
  // works (takes jobs in this process) unless the tests run them on their own clock.
  const jobs = new JobEngine(db, app.log, database.jobConnection, {
    pollIntervalMs: config.jobPollIntervalMs,
    leaseSeconds: config.jobLeaseSeconds,
    ...(jobClock ? { clock: jobClock } : {}),
  });
  app.addHook('onReady', () => jobs.start({ work: !jobClock && config.jobPollIntervalMs > 0 }));
  app.addHook('onClose', () => jobs.stop());
  const metricsServer =
    config.metricsPort === null
      ? null
      : await buildMetricsServer(app.log, { queueDepths: () => jobs.backOffice.queueDepths() });
  if (metricsServer) app.addHook('onClose', () => metricsServer.close());
  if (database.kind === 'pglite') await releaseUnfinishedClaims(db);
  // Beating before any request is taken: the claims this process makes name it (decision 0098).
  const heartbeat = new ProcessHeartbeat(db, app.log);
  await heartbeat.start();
  app.decorate('processHeartbeat', heartbeat);
  app.addHook('onClose', () => heartbeat.stop());
  const delivery = { documents, mailer, publicUrl: config.publicUrl };

  registerSecurityHeaders(app, config);
  refuseUnservableTargets(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  refuseUnstorableText(app);
  // Before any route: the document is generated from the routes as they are added.
  await registerApiDocument(app, { version: config.version, pages: PRODUCT_PAGES.pages });
  const apiDocument = preparedApiDocument(app);
  serverPageAssets(app);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis, nameSpace: 'charter-rate-limit:' }
      : { store: databaseRateLimitStore(db) }),
  });

  const security = new AccountSecurityService({
    db,
    jobs,
    mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    links: new ResetLinkSecrets(answerKey),
    externalIssuer: config.oidc.externalIssuer,
  });
  const emailConfirmation = new EmailConfirmation(
    { db, jobs, mailer, publicUrl: config.publicUrl },
    answerKey,
  );
  await app.register(unsubscribePages, {
    db,
    links: unsubscribeLinks,
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });
  await app.register(accountDeletedPage);
  await app.register(emailConfirmationPages, {
    confirmation: emailConfirmation,
    rateLimitPerMinute: config.authRateLimitPerMinute,
  });

  const embeddedIdentityProvider = config.oidc.externalIssuer === null;
  const keys = embeddedIdentityProvider ? await signingKeys(db) : null;
  const publicKeys = keys ? publicJwks(keys) : undefined;
  const verifyAccessToken = createAccessTokenVerifier({
    issuer: issuerOf(config),
    audience: config.oidc.audience,
    publicKeys,
    ...(embeddedIdentityProvider ? { grantIsLive: liveGrantCheck(db) } : {}),
  });
  if (keys) {
    const provider = createIdentityProvider({
      config,
      db,
      accounts,
      signingKeys: keys,
      cookieKeys: await cookieKeys(db),
    });
    await app.register(identityProviderPlugin, {
      provider,
      db,
      accounts,
      security,
      verifyAccessToken,
      rateLimitPerMinute: config.authRateLimitPerMinute,
      publicUrl: config.publicUrl,
    });
  }

  // The content service takes the owner's id token (dashboard spec §7), issued to the app.
  const verifyIdToken = createAccessTokenVerifier({
    issuer: issuerOf(config),
    audience: config.oidc.clientId,
    publicKeys,
  });

  const payments: PaymentsKeys = {
    ...config.payments,
    secretKey: config.payments.secretKey ?? (await paymentsSandboxSecretKey(db)),
  };
  const { baseUrl: paymentsBaseUrl, secretKey } = payments;
  const provider = createPaymentProvider({
    // The embedded sandbox is reached inside this process, never over the network.
    transport:
      paymentsBaseUrl === null
        ? injectTransport(app, '/payments' satisfies ServiceMount)
        : fetchTransport(paymentsBaseUrl),
    secretKey,
  });
  const receipts = new ReceiptPreparation(db, documents, jobs, app.log, {
    mailer,
    publicUrl: config.publicUrl,
  });
  app.addHook('onClose', () => receipts.settled());
  const purchases = new PurchaseService({ db, provider, receipts, jobs, log: app.log });
  const renewals = new RenewalService({
    db,
    provider,
    receipts,
    jobs,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });

  const signing = createSigningProvider(config, {
    db,
    documents,
    mailer,
    jobs,
    answerKey,
  });
  // Each product sets going what it needs (job handlers, signing listeners) before any route.
  const whenActive = activeEffects(PRODUCTS);
  startProducts(PRODUCTS, { db, jobs, signing, whenActive, ...delivery });
  const linkKey = await documentLinkKey(db);
  const supportRequests = new SupportRequests({
    db,
    jobs,
    mailer,
    documents,
    publicUrl: config.publicUrl,
    supportEmail: config.mail.support,
  });

  await app.register(apiPlugin, {
    prefix: API_MOUNT,
    db,
    products: PRODUCTS,
    pages: PRODUCT_PAGES.pages,
    findPage: PRODUCT_PAGES.find,
    verifyAccessToken,
    accounts,
    apiDocument,
    botCheck: {
      secret: config.recaptchaSecret,
      siteverify: siteverifyAt(config.recaptchaVerifyUrl),
    },
    rateLimitPerMinute: config.authRateLimitPerMinute,
    nameCheckRateLimitPerMinute: config.nameCheckRateLimitPerMinute,
    purchases,
    documents,
    documentLinks: new DocumentLinkSigner(
      linkKey,
      `${config.publicUrl}${API_MOUNT}${DOCUMENT_DOWNLOAD_PATH}`,
    ),
    mailer,
    jobs,
    signing,
    signingRateLimitPerMinute: config.signingRateLimitPerMinute,
    answerKey,
    publicUrl: config.publicUrl,
    calendarFeedsPerMinute: config.calendarFeedRateLimitPerMinute,
    security,
    emailConfirmation,
    supportRequests,
    deletion: new AccountDeletionService({
      db,
      jobs,
      mailer,
      cards: {
        list: (customerId) => provider.listPaymentMethods(customerId),
        detach: (id, key) => provider.detachPaymentMethod(id, key),
      },
      publicUrl: config.publicUrl,
      externalIssuer: config.oidc.externalIssuer,
    }),
  });

  const routesOf = serviceRoutes(payments, db, {
    accounts,
    verifyAccessToken,
    provider,
    receipts,
    documents,
  });
  const productServiceRoutes = serviceRoutesOf(PRODUCTS);
  for (const mount of SERVICE_MOUNTS) {
    await app.register(
      async (service) => {
        service.get('/v1/health', { schema: healthSchema }, async () => ({
          service: mount.slice(1),
          status: 'ok',
          version: config.version,
        }));
        const routes = routesOf[mount];
        if (routes) await service.register(routes);
        for (const productRoutes of productServiceRoutes.get(mount) ?? []) {
          await service.register((scope) =>
            productRoutes(scope, {
              db,
              jobs,
              signing,
              whenActive,
              ...delivery,
              verifyBearerToken: verifyIdToken,
              serviceUrl: `${config.publicUrl}${mount}`,
              linkKey,
              works: !jobClock && config.jobPollIntervalMs > 0,
            }),
          );
        }
        service.setNotFoundHandler((_request, reply) =>
          reply.code(404).send({ message: 'Not found' }),
        );
      },
      { prefix: mount },
    );
  }

  if (opsToken) {
    await app.register(
      (scope) =>
        opsRoutes(scope, {
          db,
          token: opsToken,
          delivery,
          signing,
          jobs,
          supportRequests,
          cipher: answerCipher,
          renewals: { service: renewals, asOf: config.demoOwner !== null },
        }),
      {
        prefix: OPS_MOUNT,
      },
    );
  }

  const probes = registerHealthProbes(app, { database: db, redis, jobs });
  const runtimeConfig = prepareDocument(renderRuntimeConfig(config));
  app.get(RUNTIME_CONFIG_PATH, { schema: runtimeConfigSchema }, (request, reply) =>
    sendPrepared(request, reply, runtimeConfig, 'application/json; charset=utf-8'),
  );

  defineStatusMails(jobs, { db, mailer, publicUrl: config.publicUrl });
  defineLateOrders(jobs, { db, mailer, supportEmail: config.mail.support });
  scheduleHousekeeping(jobs, db, {
    'unreferenced document files': (sweptDb, now) => sweepUnreferencedFiles(sweptDb, files, now),
  });
  if (config.demoStatusAdvanceSeconds !== null) {
    scheduleDemoStatusAdvance(db, config.demoStatusAdvanceSeconds, {
      jobs,
      effects: demoEffects(PRODUCTS),
    });
  }

  const shellFor = config.staticDir ? await registerBuiltApp(app, config.staticDir) : null;
  const appPage = appPageOrNotFound(shellFor);
  // The app's pages whose address holds a secret are routes of the server, so the logs know
  // which part of their path to hide (by its parameter's name, http/logging.ts).
  app.get(SIGNING_PAGE_ROUTE, { schema: { hide: true } }, appPage);
  app.setNotFoundHandler(appPage);

  return Object.assign(app, {
    startDraining: probes.startDraining,
    metricsServer,
    services: {
      accounts,
      documents,
      mailer,
      jobs,
      signing,
      receipts,
      emailConfirmation,
      supportRequests,
      answerCipher,
      renewals,
    },
  }) as CharterApp;
}
