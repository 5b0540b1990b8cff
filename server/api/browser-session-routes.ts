import { COMMON_PASSWORD_MESSAGE } from '../../src/domain/account/password-change';
import { isPredictablePassword } from '../account/common-passwords';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import type { Answers, PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { messages } from '../../src/domain/questionnaire/messages';
import { registerSessionCookie, sessionCookieSetter } from '../http/session-cookie';
import {
  accountCreationLimits,
  TOO_MANY_ACCOUNT_ATTEMPTS,
} from '../security/account-creation-limits';
import { checkBot, type Siteverify } from '../security/recaptcha';
import type { AccountService } from '../services/accounts';
import type { BrowserSessionService } from '../services/browser-sessions';
import type { PageAnswersService } from '../services/page-answers';
import { requireOwnBrowserSession, sessionIdProperty } from './own-browser-session';
import { pageRouteSchema, presentPage, savePage, type Prepared } from './page-save';
import { pageParams } from './questionnaire-routes';
import {
  browserSessionCreated,
  browserSessionRequest,
} from '../../src/domain/contracts/browser-session-create';
import { browserSessionRestored } from '../../src/domain/contracts/browser-session-restore';
import { emailCheckAnswer } from '../../src/domain/contracts/check-email';

interface BrowserSessionRoutesOptions {
  pages: PageAnswersService;
  accounts: AccountService;
  sessions: BrowserSessionService;
  registrationPages: readonly PageDefinition[];
  recaptchaSecret: string | null;
  rateLimitPerMinute: number;
  /** Verifies a token (Google's siteverify, or the configured RECAPTCHA_VERIFY_URL). */
  siteverify: Siteverify;
  /** Where the browser reaches Charter: the session cookie is Secure when it is https. */
  publicUrl: string;
}

/** The flow an anonymous visitor answers before the account exists. */
export const REGISTRATION_FLOW = 'registration';
/** Registration answers never keep the passwords: page5 turns them into the account. */
const NOT_STORED = new Set(['password', 'confirm_password']);

/** A second page5 of a session that already made its account, with another email. */
export const ONE_ACCOUNT_PER_REGISTRATION =
  'This registration has already created an account with another email. Sign in with that account, or start a new registration.';

/**
 * Anonymous registration (spec foundation §2 "Registration flow", §4 "Session creation and
 * restore", §7): browser sessions behind the bot check, restore by id, the registration pages
 * keyed by the session, page5 creating the account, and the email check.
 */
export async function browserSessionRoutes(
  app: FastifyInstance,
  options: BrowserSessionRoutesOptions,
) {
  const { pages, accounts, sessions, recaptchaSecret, siteverify } = options;
  await registerSessionCookie(app);
  const setSessionCookie = sessionCookieSetter(options.publicUrl);
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: 60_000 };
  const accountCreationWait = accountCreationLimits(app, options.rateLimitPerMinute);
  /** Page5: its answers make the account. */
  const createsAccount = (page: PageDefinition | undefined) =>
    page?.fields.some((field) => field.name === 'password') ?? false;
  /**
   * Before any other work on an account-creating page (each attempt may cost a password hash),
   * and before the Idempotency-Key is claimed, so a 429 is not kept as the key's answer.
   */
  const limitAccountCreation = async (request: FastifyRequest, reply: FastifyReply) => {
    // A hook's request is not typed by the route's schemas; Fastify has validated pageParams.
    const { page } = request.params as { page: string };
    if (!createsAccount(findPage(page))) return;
    const wait = await accountCreationWait(request);
    if (wait !== null) {
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send({ message: TOO_MANY_ACCOUNT_ATTEMPTS });
    }
  };
  const findPage = (page: string) =>
    options.registrationPages.find(
      (definition) => definition.id === `${REGISTRATION_FLOW}/${page}`,
    );

  schemaTyped(app).post(
    '/v1/browser_session/create',
    {
      config: { public: true, rateLimit },
      schema: {
        summary: 'Starts an anonymous registration, behind the bot check',
        response: { 200: browserSessionCreated },
        body: browserSessionRequest,
      },
    },
    async (request, reply) => {
      const outcome = await checkBot(recaptchaSecret, request.body, siteverify);
      if (outcome === 'require-v2') {
        return plainReply(reply)
          .code(400)
          .send({ require_v2: true, message: 'Please confirm you are not a robot' });
      }
      if (outcome === 'failed') {
        return plainReply(reply)
          .code(400)
          .send({ message: 'The reCAPTCHA check failed. Please try again.' });
      }
      const session = await sessions.create(request.body.browser_agent ?? '');
      setSessionCookie(reply, session.id);
      return { id: session.id, browser_session: { id: session.id } };
    },
  );

  // The id is named as on every other route: its name keeps it out of the logs (logging.ts).
  schemaTyped(app).get(
    '/v1/browser_session/:browser_session_id/restore',
    {
      config: { public: true, rateLimit },
      schema: {
        summary: 'Restores a registration in this browser: its session and saved pages',
        params: {
          type: 'object',
          properties: { browser_session_id: sessionIdProperty },
          required: ['browser_session_id'],
        },
        response: { 200: browserSessionRestored },
      },
    },
    async (request, reply) => {
      const session = await sessions.find(request.params.browser_session_id);
      if (!session) {
        return plainReply(reply).code(404).send({ message: 'This registration was not found' });
      }
      const ids = options.registrationPages.map((page) => page.id);
      const saved = await pages.findMany({ sessionId: session.id }, ids);
      setSessionCookie(reply, session.id);
      const restored: Record<string, Answers> = {};
      for (const page of options.registrationPages) {
        const found = saved.get(page.id);
        if (!found) continue;
        restored[page.id.slice(REGISTRATION_FLOW.length + 1)] = presentPage(page, found, {
          browser_session_id: session.id,
        });
      }
      return {
        browser_session: { id: session.id, account_created: session.individualId !== null },
        pages: restored,
      };
    },
  );

  const requireOwnSession = requireOwnBrowserSession(sessions);

  schemaTyped(app).get(
    '/v1/pages/:page',
    {
      config: { public: true },
      preHandler: requireOwnSession,
      schema: {
        summary: 'A saved page of the registration',
        ...pageRouteSchema(REGISTRATION_FLOW),
        params: pageParams,
        querystring: {
          type: 'object',
          properties: { browser_session_id: sessionIdProperty },
          required: ['browser_session_id'],
        },
      },
    },
    async (request, reply) => {
      const page = findPage(request.params.page);
      if (!page) return plainReply(reply).code(404).send({ message: 'Unknown page' });
      const sessionId = request.browserSession!.id;
      const saved = await pages.find({ sessionId }, page.id);
      if (!saved) {
        return plainReply(reply).code(404).send({ message: 'No answers saved for this page' });
      }
      return presentPage(page, saved, { browser_session_id: sessionId });
    },
  );

  schemaTyped(app).post(
    '/v1/pages/:page',
    {
      config: { public: true, idempotent: true, pageAnswers: true },
      preHandler: [requireOwnSession, limitAccountCreation],
      schema: {
        summary: 'Saves a page of the registration (page5 creates the account)',
        ...pageRouteSchema(REGISTRATION_FLOW),
        params: pageParams,
        body: {
          type: 'object',
          description: "The page's answers, the session and the version they were based on",
          properties: {
            browser_session_id: sessionIdProperty,
            updated_at: { type: ['string', 'null'], format: 'date-time' },
          },
          required: ['browser_session_id'],
        },
      },
    },
    async (request, reply) => {
      const page = findPage(request.params.page);
      if (!page) return plainReply(reply).code(404).send({ message: 'Unknown page' });
      const session = request.browserSession!;
      const sessionId = session.id;
      return savePage(reply, {
        pages,
        owner: { sessionId },
        page,
        body: request.body,
        meta: { browser_session_id: sessionId },
        prepare: createsAccount(page)
          ? async (answers): Promise<Prepared> => {
              // The spec's composition rules pass "Password1!": refused as the security
              // settings refuse it (decision 0073), before an account holds it.
              if (isPredictablePassword(String(answers.password), String(answers.email))) {
                return { errors: { password: COMMON_PASSWORD_MESSAGE } };
              }
              const outcome = await sessions.createAccount(
                session,
                String(answers.email),
                String(answers.password),
              );
              if (outcome.kind === 'email-taken') {
                return { errors: { email: messages.emailAlreadyAssociated } };
              }
              if (outcome.kind === 'other-account') {
                return { refused: { status: 409, message: ONE_ACCOUNT_PER_REGISTRATION } };
              }
              return {
                store: Object.fromEntries(
                  Object.entries(answers).filter(([name]) => !NOT_STORED.has(name)),
                ),
              };
            }
          : undefined,
      });
    },
  );

  schemaTyped(app).get(
    '/v1/check_email',
    {
      config: { public: true, rateLimit },
      schema: {
        summary: 'Whether an account already uses this email',
        querystring: {
          type: 'object',
          properties: { email: { type: 'string', minLength: 3, maxLength: 128 } },
          required: ['email'],
        },
        response: { 200: emailCheckAnswer },
      },
    },
    async (request) => {
      const taken = (await accounts.findByEmail(request.query.email)) !== null;
      return {
        email: request.query.email,
        exists: taken,
        ...(taken ? { message: messages.emailAlreadyAssociated } : {}),
      };
    },
  );
}
