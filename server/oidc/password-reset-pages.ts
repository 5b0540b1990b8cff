import type { FastifyInstance } from 'fastify';
import { plainReply, schemaTyped } from '../http/schema-typed-routes';
import { htmlPage, secretLinkPages } from '../http/server-page';
import { messages } from '../../src/domain/questionnaire/messages';
import { confirmPasswordError } from '../../src/domain/questionnaire/password-rules';
import { EMAIL_REGEX } from '../pages/field-builders';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '../account/account-mail';
import { AccountSecurityRefusal, type AccountSecurityService } from '../account/account-security';
import { RESET_TOKEN_PATTERN } from '../account/password-reset-links';
import { newPasswordError } from '../../src/domain/account/password-change';
import {
  forgotPasswordPage,
  passwordResetDonePage,
  resetLinkEndedPage,
  resetLinkSentPage,
  resetPasswordPage,
} from './views';

const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', pattern: RESET_TOKEN_PATTERN } },
  required: ['token'],
} as const;

const text = { type: 'string', maxLength: 128 } as const;

interface PasswordResetPagesOptions {
  security: AccountSecurityService;
  /** Per client and minute, as sign-in (AUTH_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
}

/**
 * "Forgot your password?" on Charter's own sign-in (decision 0073): the email to send a link to,
 * the link's page to set a new password, and what each leads to. Server-rendered like the
 * sign-in page, with no script; every answer is a page, never a redirect that could leak the
 * link's token in a Referer (the pages send no-referrer).
 */
export async function passwordResetPages(
  app: FastifyInstance,
  { security, rateLimitPerMinute }: PasswordResetPagesOptions,
) {
  await secretLinkPages(app, 4096);
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000 };
  const typed = schemaTyped(app);

  typed.get(
    FORGOT_PASSWORD_PATH,
    {
      schema: {
        summary: 'The page to ask for a password reset link',
        response: { 200: htmlPage('The form: the email to send a link to') },
      },
    },
    async () => forgotPasswordPage(),
  );

  typed.post(
    FORGOT_PASSWORD_PATH,
    {
      config: { rateLimit },
      schema: {
        summary: 'Sends a reset link to the email, if an account has it (the answer is the same)',
        consumes: ['application/x-www-form-urlencoded'],
        body: {
          type: 'object',
          properties: { email: text },
          required: ['email'],
        },
        response: {
          200: htmlPage('Check your email (whether or not an account has that email)'),
          400: htmlPage('The form again, saying what is wrong with the email'),
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      const error =
        email === ''
          ? messages.required('Email')
          : new RegExp(EMAIL_REGEX).test(email)
            ? null
            : messages.format('Email');
      if (error) return plainReply(reply).code(400).send(forgotPasswordPage({ email, error }));
      await security.requestReset(email);
      return resetLinkSentPage(email);
    },
  );

  typed.get(
    `${RESET_PASSWORD_PATH}/:token`,
    {
      config: { rateLimit },
      schema: {
        summary: "A reset link's page: set a new password",
        params: tokenParams,
        response: {
          200: htmlPage('The form: the new password, twice'),
          410: htmlPage('The link is used, replaced or expired'),
        },
      },
    },
    async (request, reply) => {
      const account = await security.resetLinkAccount(request.params.token);
      if (!account) return plainReply(reply).code(410).send(resetLinkEndedPage());
      return resetPasswordPage({ token: request.params.token, email: account.email });
    },
  );

  typed.post(
    `${RESET_PASSWORD_PATH}/:token`,
    {
      config: { rateLimit },
      schema: {
        summary: 'Sets the new password of a reset link: every device is signed out',
        consumes: ['application/x-www-form-urlencoded'],
        params: tokenParams,
        body: {
          type: 'object',
          properties: { password: text, confirm_password: text, username: text },
          required: ['password', 'confirm_password'],
        },
        response: {
          200: htmlPage('Done: sign in with the new password'),
          400: htmlPage('The form again, saying what is wrong with the password'),
          410: htmlPage('The link is used, replaced or expired'),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { password, confirm_password: confirmation } = request.body;
      const account = await security.resetLinkAccount(token);
      if (!account) return plainReply(reply).code(410).send(resetLinkEndedPage());
      const again = (errors: { password?: string; confirm_password?: string }) =>
        plainReply(reply)
          .code(400)
          .send(resetPasswordPage({ token, email: account.email, errors }));
      const passwordProblem = newPasswordError(password);
      const confirmationProblem =
        confirmation === ''
          ? messages.required('Confirm password')
          : confirmPasswordError(password, confirmation);
      if (passwordProblem || confirmationProblem) {
        return again({
          ...(passwordProblem ? { password: passwordProblem } : {}),
          ...(confirmationProblem ? { confirm_password: confirmationProblem } : {}),
        });
      }
      try {
        const reset = await security.resetPassword(token, password);
        if (!reset) return plainReply(reply).code(410).send(resetLinkEndedPage());
      } catch (error) {
        if (error instanceof AccountSecurityRefusal) return again({ password: error.message });
        throw error;
      }
      return passwordResetDonePage();
    },
  );
}
