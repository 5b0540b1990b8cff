import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '../account/account-mail';
import { RESET_LINK_MINUTES } from '../account/password-reset-links';
import {
  PRIVACY_PATH,
  PRIVACY_TITLE,
  TERMS_PATH,
  TERMS_TITLE,
} from '../../src/domain/legal/legal-pages';
import { passwordChecklist } from '../../src/domain/questionnaire/password-rules';
import { escapeHtml } from '../http/escape-html';

/**
 * Server-rendered pages of the identity provider, in Charter's look. No inline scripts or
 * styles: the strict Content-Security-Policy applies here too.
 */
export const IDP_ASSETS_PATH = '/oidc/static';

function page(title: string, body: string, scripts: string[] = []): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1f3a5f">
<title>${escapeHtml(title)} · Charter</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${IDP_ASSETS_PATH}/idp.css">
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</head>
<body>
<main class="idp-card">
<a class="idp-brand" href="/"><img class="idp-logo" src="/favicon.svg" alt="" width="32" height="32"><span>Charter</span></a>
${body}
<p class="idp-legal"><a href="${TERMS_PATH}">${TERMS_TITLE}</a><a href="${PRIVACY_PATH}">${PRIVACY_TITLE}</a></p>
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  action: string;
  email?: string;
  error?: string;
}

export function loginPage({ action, email, error }: LoginPageOptions): string {
  const errorBlock = error
    ? `<p class="idp-error" role="alert" id="login-error">${escapeHtml(error)}</p>`
    : '';
  const describedBy = error ? ' aria-describedby="login-error"' : '';
  return page(
    'Sign in',
    `<h1>Sign in to Charter</h1>
<p class="idp-lead">Follow your orders, finish your filings and manage your business.</p>
${errorBlock}
<form method="post" action="${escapeHtml(action)}" class="idp-form" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required maxlength="128" value="${escapeHtml(email)}"${describedBy}${error ? ' aria-invalid="true"' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128"${describedBy}${error ? ' aria-invalid="true" autofocus' : ''}>
  <button type="submit" class="idp-button">Sign in</button>
</form>
<p class="idp-footnote"><a href="${FORGOT_PASSWORD_PATH}">Forgot your password?</a></p>
<p class="idp-footnote">New to Charter? <a href="/registration/page1">Start your business</a></p>`,
  );
}

/** End-session confirmation: submitted automatically by logout.js, with a button as fallback. */
export function logoutPage(form: string): string {
  return page(
    'Signing out',
    `<h1>Signing you out…</h1>
<p class="idp-lead">One moment while we end your Charter session.</p>
${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<button type="submit" form="op.logoutForm" class="idp-button" id="logout-submit">Sign out</button>`,
    [`${IDP_ASSETS_PATH}/logout.js`],
  );
}

export function signedOutPage(): string {
  return page(
    'Signed out',
    `<h1>You're signed out</h1>
<p class="idp-lead">Your Charter session has ended on this device.</p>
<a class="idp-button" href="/">Back to Charter</a>`,
  );
}

export function errorPage(error: string, description: string | undefined): string {
  return page(
    'Sign-in problem',
    `<h1>We couldn't sign you in</h1>
<p class="idp-error" role="alert">${escapeHtml(description ?? error)}</p>
<a class="idp-button" href="/">Back to Charter</a>`,
  );
}

/** An error paragraph the field names with aria-describedby, or nothing. */
function errorParagraph(id: string, error: string | undefined): string {
  return error ? `<p class="idp-error" role="alert" id="${id}">${escapeHtml(error)}</p>` : '';
}

/** "Forgot your password?": the email to send a reset link to. */
export function forgotPasswordPage({ email, error }: { email?: string; error?: string } = {}) {
  const invalid = error ? ' aria-invalid="true" aria-describedby="forgot-error"' : '';
  return page(
    'Reset your password',
    `<h1>Reset your password</h1>
<p class="idp-lead">Enter the email you sign in with. We'll send you a link to set a new password.</p>
${errorParagraph('forgot-error', error)}
<form method="post" action="${FORGOT_PASSWORD_PATH}" class="idp-form" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required maxlength="128" value="${escapeHtml(email)}" autofocus${invalid}>
  <button type="submit" class="idp-button">Send reset link</button>
</form>
<p class="idp-footnote"><a href="/dashboard">Back to sign in</a></p>`,
  );
}

/** The same answer whether or not the email has an account (OWASP: no account enumeration). */
export function resetLinkSentPage(email: string) {
  return page(
    'Check your email',
    `<h1>Check your email</h1>
<p class="idp-lead" role="status">If a Charter account uses ${escapeHtml(email)}, we've sent it a link to set a new password. The link works once, for ${RESET_LINK_MINUTES} minutes.</p>
<p>Nothing arrived after a few minutes? Check your spam folder, or <a href="${FORGOT_PASSWORD_PATH}">ask for another link</a>.</p>
<a class="idp-button" href="/dashboard">Back to sign in</a>`,
  );
}

interface ResetPasswordPageOptions {
  token: string;
  email: string;
  errors?: { password?: string; confirm_password?: string };
}

/** The reset link's page: the new password twice, with the rules of spec foundation §5 listed. */
export function resetPasswordPage({ token, email, errors = {} }: ResetPasswordPageOptions) {
  const described = (field: 'password' | 'confirm_password', extra = '') => {
    const ids = [errors[field] ? `${field}-error` : '', extra].filter(Boolean).join(' ');
    return `${ids ? ` aria-describedby="${ids}"` : ''}${errors[field] ? ' aria-invalid="true"' : ''}`;
  };
  const rules = passwordChecklist('')
    .map((rule) => `<li>${escapeHtml(rule.message)}</li>`)
    .join('');
  return page(
    'Set a new password',
    `<h1>Set a new password</h1>
<p class="idp-lead">For ${escapeHtml(email)}. Every device signed in to your account will be signed out.</p>
<form method="post" action="${RESET_PASSWORD_PATH}/${escapeHtml(token)}" class="idp-form" novalidate>
  <input type="email" name="username" autocomplete="username" value="${escapeHtml(email)}" hidden>
  <label for="password">New password</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required maxlength="128" autofocus${described('password', 'password-rules')}>
  ${errorParagraph('password-error', errors.password)}
  <ul id="password-rules" class="idp-rules">${rules}</ul>
  <label for="confirm_password">Confirm password</label>
  <input id="confirm_password" name="confirm_password" type="password" autocomplete="new-password" required maxlength="128"${described('confirm_password')}>
  ${errorParagraph('confirm_password-error', errors.confirm_password)}
  <button type="submit" class="idp-button">Set new password</button>
</form>`,
  );
}

/** A reset link that is used, replaced or expired. */
export function resetLinkEndedPage() {
  return page(
    'Link no longer works',
    `<h1>This link no longer works</h1>
<p class="idp-lead" role="alert">A reset link works once, for ${RESET_LINK_MINUTES} minutes, and only the newest one you asked for.</p>
<a class="idp-button" href="${FORGOT_PASSWORD_PATH}">Ask for a new link</a>`,
  );
}

export function passwordResetDonePage() {
  return page(
    'Password reset',
    `<h1>Your password has been reset</h1>
<p class="idp-lead" role="status">Every device was signed out. Sign in with your new password.</p>
<a class="idp-button" href="/dashboard">Sign in</a>`,
  );
}
