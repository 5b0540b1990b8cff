import type { Siteverify } from '../security/recaptcha';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { ownerAddOns } from '../services/owner-add-ons';
import {
  activeEffects,
  filingsByFlow,
  flowsOf,
  licenceRenewalsOf,
  pageChecksByFlow,
  proposalsByFlow,
  type ProductPlugin,
} from '../services/product-plugin';
import { individualIdSchema } from './owner-id-schema';
import { individualAnswer } from '../../src/domain/contracts/individual';
import type { FastifyInstance } from 'fastify';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import type { Database } from '../db/database';
import { registerIdempotency } from '../http/idempotency';
import type { PurchaseService } from '../checkout/purchase';
import type { DocumentLinkSigner } from '../documents/document-links';
import type { DocumentStore } from '../documents/document-store';
import type { Mailer } from '../mail/mailer';
import type { JobEngine } from '../jobs/job-engine';
import { LocalSigning } from '../signing/local/local-signing';
import { signingRoutes } from '../signing/local/signing-routes';
import type { SigningProvider } from '../signing/signing-provider';
import type { AccountService } from '../services/accounts';
import type { AccountSecurityService } from '../account/account-security';
import { accountSecurityRoutes } from '../account/account-security-routes';
import type { AccountDeletionService } from '../account/account-deletion';
import { accountDeletionRoutes } from '../account/account-deletion-routes';
import { emailPreferencesRoutes } from '../account/email-preferences-routes';
import { dataExportRoutes } from '../account/data-export-routes';
import { DeviceActivity } from '../account/signed-in-devices';
import type { EmailConfirmation } from '../account/email-confirmation';
import type { SupportRequests } from '../support/support-requests';
import { supportRequestRoutes } from '../support/support-request-routes';
import { BusinessService } from '../services/businesses';
import { PageAnswersService } from '../services/page-answers';
import { AnswerSealing } from '../services/answer-sealing';
import { openBusinessEin } from '../services/business-ein';
import { findOwnerBusiness } from '../services/businesses';
import { AnswerCipher, derivedKey } from '../security/answer-encryption';
import { BrowserSessionService } from '../services/browser-sessions';
import { browserSessionRoutes, REGISTRATION_FLOW } from './browser-session-routes';
import { businessRoutes } from './business-routes';
import { requireOwnBrowserSession } from './own-browser-session';
import { checkoutRoutes } from './checkout-routes';
import { documentRoutes } from './document-routes';
import { flowSubmissionRoutes } from './flow-submission-routes';
import { geoRoutes } from './geo-routes';
import { usZipIndex } from '../geo/us-zip-dataset';
import { questionnaireRoutes } from './questionnaire-routes';
import { serviceStatusRoutes } from './service-status-routes';
import { stateFactsRoutes } from './state-facts-routes';
import { API_MOUNT } from '../../src/domain/server-paths';
import type { AccessTokenVerifier } from './access-tokens';
import { callerKeyOwner, requireBearerToken } from './bearer-authentication';
import { namedParameterValues } from '../http/named-parameters';
import { preparedResponses, sendPrepared, type PreparedDocument } from '../http/send-prepared';

interface ApiPluginOptions {
  db: Database;
  /** The products served (server/products.ts): their routes, filings, proposals and checks. */
  products: readonly ProductPlugin[];
  verifyAccessToken: AccessTokenVerifier;
  accounts: AccountService;
  /** The generated OpenAPI document, once the app is ready. */
  apiDocument: () => PreparedDocument;
  pages: readonly PageDefinition[];
  findPage: (id: string) => PageDefinition | undefined;
  /** Verifies the bot check of anonymous sessions when a secret is set. */
  botCheck: { secret: string | null; siteverify: Siteverify };
  /** Per client and minute, on the public routes a bot could hammer. */
  rateLimitPerMinute: number;
  /** Per client and minute, on the anonymous business-name check. */
  nameCheckRateLimitPerMinute: number;
  purchases: PurchaseService;
  /** Where every document Charter produces or receives is kept. */
  documents: DocumentStore;
  /** Signs and checks the documents' download links. */
  documentLinks: DocumentLinkSigner;
  /** Sends mail (SMTP, or DATA_DIR/mail). */
  mailer: Mailer;
  /** Work to do once, later (reminders). */
  jobs: JobEngine;
  /** The e-signature service (SIGNING_PROVIDER). */
  signing: SigningProvider;
  /** Per client and minute, on the public routes a signing link reaches. */
  signingRateLimitPerMinute: number;
  /** Encrypts sensitive answers at rest (ANSWER_ENCRYPTION_KEY, or the server's own). */
  answerKey: Buffer;
  /** PUBLIC_URL: what addresses handed out (calendar feeds) and the feeds' links start with. */
  publicUrl: string;
  /** Per client and minute, on the private calendar feeds. */
  calendarFeedsPerMinute: number;
  /** The owner's password and signed-in devices (settings, security & privacy). */
  security: AccountSecurityService;
  /** Confirming a new account's email address by a mailed link. */
  emailConfirmation: EmailConfirmation;
  /** Deleting the account (settings, security & privacy). */
  deletion: AccountDeletionService;
  /** Support requests: the owner's, and the public /chat form's. */
  supportRequests: SupportRequests;
}

/** What the idempotency request hashes are keyed with, derived from the answer key. */
const REQUEST_HASH_PURPOSE = 'charter idempotency request hash';

/** The main backend, mounted at /api. */
export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions) {
  const { verifyAccessToken, accounts, db, apiDocument } = options;

  app.decorateRequest('browserSession', null);

  // An individual_id that is not the caller's is another owner's: 403, wherever it is named.
  requireBearerToken(app, verifyAccessToken, async (request, reply) => {
    const foreign = namedParameterValues(request, 'individual_id').some(
      (id) => Number(id) !== request.caller!.individualId,
    );
    if (foreign) return reply.code(403).send({ message: 'Forbidden' });
  });

  // The security page names each signed-in device by the browser its tokens were last used from.
  const devices = new DeviceActivity(db);
  app.addHook('onResponse', async (request) => {
    const grantId = request.caller?.grantId;
    if (!grantId) return;
    await devices
      .note(grantId, request.caller!.individualId, request.headers['user-agent'] ?? '', new Date())
      .catch((error: unknown) => request.log.warn({ err: error }, 'device activity not noted'));
  });

  // Page saves carry SSNs: their stored hashes are keyed, as secret as the stored answers.
  registerIdempotency(
    app,
    db,
    (request) => {
      if (request.caller) return callerKeyOwner(request.caller);
      return request.browserSession ? `session:${request.browserSession.id}` : null;
    },
    { requestHashKey: derivedKey(options.answerKey, REQUEST_HASH_PURPOSE) },
  );
  const cipher = new AnswerCipher(options.answerKey);
  const pages = new PageAnswersService(db, new AnswerSealing(cipher, options.findPage));
  const businesses = new BusinessService(db);
  const sessions = new BrowserSessionService(db, accounts, (tx, individualId) =>
    options.emailConfirmation.schedule(individualId, new Date(), tx),
  );
  const { products } = options;
  const proposals = proposalsByFlow(products);
  await app.register(questionnaireRoutes, {
    db,
    flows: flowsOf(products),
    pages,
    findPage: options.findPage,
    checks: pageChecksByFlow(products, db),
    proposals,
  });
  await app.register(businessRoutes, {
    businesses,
    requireOwnSession: requireOwnBrowserSession(sessions),
    anonymousNameChecksPerMinute: options.nameCheckRateLimitPerMinute,
    // The EIN is kept on the owner's business, the one set-ein records it on.
    ownerEin: async (individualId) =>
      openBusinessEin(cipher, await findOwnerBusiness(db, individualId)),
  });
  await app.register(browserSessionRoutes, {
    pages,
    accounts,
    sessions,
    registrationPages: options.pages.filter((page) => page.id.startsWith(`${REGISTRATION_FLOW}/`)),
    recaptchaSecret: options.botCheck.secret,
    siteverify: options.botCheck.siteverify,
    rateLimitPerMinute: options.rateLimitPerMinute,
    publicUrl: options.publicUrl,
  });
  await app.register(checkoutRoutes, { accounts, purchases: options.purchases });
  await app.register(emailPreferencesRoutes, { db });
  await app.register(dataExportRoutes, {
    db,
    pages,
    findPage: options.findPage,
    documents: options.documents,
    exportsPerMinute: options.rateLimitPerMinute,
  });
  await app.register(accountSecurityRoutes, {
    security: options.security,
    emailConfirmation: options.emailConfirmation,
    passwordChangesPerMinute: options.rateLimitPerMinute,
  });
  await app.register(accountDeletionRoutes, {
    deletion: options.deletion,
    attemptsPerMinute: options.rateLimitPerMinute,
  });
  await app.register(supportRequestRoutes, {
    requests: options.supportRequests,
    guestRequestsPerMinute: options.rateLimitPerMinute,
  });
  await app.register(flowSubmissionRoutes, {
    db,
    flows: flowsOf(products),
    pages,
    findPage: options.findPage,
    documents: options.documents,
    filings: filingsByFlow(products, { signing: options.signing }),
    proposals,
  });
  if (options.signing instanceof LocalSigning) {
    await app.register(signingRoutes, {
      signing: options.signing,
      rateLimitPerMinute: options.signingRateLimitPerMinute,
    });
  }
  await app.register(serviceStatusRoutes, { db });
  await app.register(documentRoutes, {
    documents: options.documents,
    links: options.documentLinks,
  });
  await app.register(geoRoutes, { zipIndex: usZipIndex });
  await app.register(stateFactsRoutes);
  // Each product's own routes (server/products.ts), given the services they may need.
  const productServices = {
    db,
    pages,
    findPage: options.findPage,
    businesses,
    documents: options.documents,
    mailer: options.mailer,
    jobs: options.jobs,
    signing: options.signing,
    publicUrl: options.publicUrl,
    whenActive: activeEffects(products),
    apiUrl: `${options.publicUrl}${API_MOUNT}`,
    calendarFeedsPerMinute: options.calendarFeedsPerMinute,
    licenceRenewals: licenceRenewalsOf(products),
  };
  for (const { routes } of products) {
    if (routes) await app.register((scope) => routes(scope, productServices));
  }

  // Unknown API paths answer here (after the token check), never the static app's catch-all.
  // Not an operation of the API, so not in its document.
  app.all('/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).send({ message: 'Not found' }),
  );

  app.get(
    '/v1/openapi.json',
    {
      config: { public: true },
      schema: {
        summary: 'This document: every route, and the questionnaire pages as Page_<flow>_<page>',
        response: preparedResponses('The document'),
      },
    },
    (request, reply) =>
      sendPrepared(request, reply, apiDocument(), 'application/json; charset=utf-8'),
  );

  schemaTyped(app).get(
    '/v1/individual/:individual_id',
    {
      schema: {
        summary: "The signed-in owner's account",
        params: individualIdSchema,
        response: { 200: individualAnswer },
      },
    },
    async (request, reply) => {
      const [account, addOns] = await Promise.all([
        accounts.findById(request.params.individual_id),
        ownerAddOns(db, request.params.individual_id),
      ]);
      if (!account) return plainReply(reply).code(404).send({ message: 'Not found' });
      return {
        individual_id: account.id,
        email: account.email,
        email_verified: account.emailConfirmedAt !== null,
        first_name: account.firstName,
        last_name: account.lastName,
        phone: account.phone,
        tier: account.tier,
        stripe_customer_id: account.stripeCustomerId,
        business_state: account.businessState,
        add_ons: addOns,
      };
    },
  );
}
