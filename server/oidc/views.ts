import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '../account/account-mail';
import { RESET_LINK_MINUTES } from '../../src/domain/account/data-lifetimes';
import { passwordChecklist } from '../../src/domain/questionnaire/password-rules';
import { escapeHtml } from '../http/escape-html';
import { serverPage } from '../http/server-page';

/** The identity provider's script files (the sign-out page's). */
export const IDP_ASSETS_PATH = '/oidc/static';

export interface LoginPageOptions {
  action: string;
  email?: string;
  error?: string;
}

export function loginPage({ action, email, error }: LoginPageOptions): string {
  const errorBlock = error
    ? `<p class="page-error" role="alert" id="login-error">${escapeHtml(error)}</p>`
    : '';
  const describedBy = error ? ' aria-describedby="login-error"' : '';
  return serverPage(
    'Sign in',
    `<h1>Sign in to Charter</h1>
<p class="page-lead">Follow your orders, finish your filings and manage your business.</p>
${errorBlock}
<form method="post" action="${escapeHtml(action)}" class="page-form" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required maxlength="128" value="${escapeHtml(email)}"${describedBy}${error ? ' aria-invalid="true"' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128"${describedBy}${error ? ' aria-invalid="true" autofocus' : ''}>
  <button type="submit" class="page-button">Sign in</button>
</form>
<p class="page-footnote"><a href="${FORGOT_PASSWORD_PATH}">Forgot your password?</a></p>
<p class="page-footnote">New to Charter? <a href="/registration/page1">Start your business</a></p>`,
  );
}

/** End-session confirmation: submitted automatically by logout.js, with a button as fallback. */
export function logoutPage(form: string): string {
  return serverPage(
    'Signing out',
    `<h1>Signing you out…</h1>
<p class="page-lead">One moment while we end your Charter session.</p>
${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<button type="submit" form="op.logoutForm" class="page-button" id="logout-submit">Sign out</button>`,
    [`${IDP_ASSETS_PATH}/logout.js`],
  );
}

export function signedOutPage(): string {
  return serverPage(
    'Signed out',
    `<h1>You're signed out</h1>
<p class="page-lead">Your Charter session has ended on this device.</p>
<a class="page-button" href="/">Back to Charter</a>`,
  );
}

export function errorPage(error: string, description: string | undefined): string {
  return serverPage(
    'Sign-in problem',
    `<h1>We couldn't sign you in</h1>
<p class="page-error" role="alert">${escapeHtml(description ?? error)}</p>
<a class="page-button" href="/">Back to Charter</a>`,
  );
}

/** An error paragraph the field names with aria-describedby, or nothing. */
function errorParagraph(id: string, error: string | undefined): string {
  return error ? `<p class="page-error" role="alert" id="${id}">${escapeHtml(error)}</p>` : '';
}

/** "Forgot your password?": the email to send a reset link to. */
export function forgotPasswordPage({ email, error }: { email?: string; error?: string } = {}) {
  const invalid = error ? ' aria-invalid="true" aria-describedby="forgot-error"' : '';
  return serverPage(
    'Reset your password',
    `<h1>Reset your password</h1>
<p class="page-lead">Enter the email you sign in with. We'll send you a link to set a new password.</p>
${errorParagraph('forgot-error', error)}
<form method="post" action="${FORGOT_PASSWORD_PATH}" class="page-form" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required maxlength="128" value="${escapeHtml(email)}" autofocus${invalid}>
  <button type="submit" class="page-button">Send reset link</button>
</form>
<p class="page-footnote"><a href="/dashboard">Back to sign in</a></p>`,
  );
}

/** The same answer whether or not the email has an account (OWASP: no account enumeration). */
export function resetLinkSentPage(email: string) {
  return serverPage(
    'Check your email',
    `<h1>Check your email</h1>
<p class="page-lead" role="status">If a Charter account uses ${escapeHtml(email)}, we've sent it a link to set a new password. The link works once, for ${RESET_LINK_MINUTES} minutes.</p>
<p>Nothing arrived after a few minutes? Check your spam folder, or <a href="${FORGOT_PASSWORD_PATH}">ask for another link</a>.</p>
<a class="page-button" href="/dashboard">Back to sign in</a>`,
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
  return serverPage(
    'Set a new password',
    `<h1>Set a new password</h1>
<p class="page-lead">For ${escapeHtml(email)}. Every device signed in to your account will be signed out.</p>
<form method="post" action="${RESET_PASSWORD_PATH}/${escapeHtml(token)}" class="page-form" novalidate>
  <input type="email" name="username" autocomplete="username" value="${escapeHtml(email)}" hidden>
  <label for="password">New password</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required maxlength="128" autofocus${described('password', 'password-rules')}>
  ${errorParagraph('password-error', errors.password)}
  <ul id="password-rules" class="page-rules">${rules}</ul>
  <label for="confirm_password">Confirm password</label>
  <input id="confirm_password" name="confirm_password" type="password" autocomplete="new-password" required maxlength="128"${described('confirm_password')}>
  ${errorParagraph('confirm_password-error', errors.confirm_password)}
  <button type="submit" class="page-button">Set new password</button>
</form>`,
  );
}

/** A reset link that is used, replaced or expired. */
export function resetLinkEndedPage() {
  return serverPage(
    'Link no longer works',
    `<h1>This link no longer works</h1>
<p class="page-lead" role="alert">A reset link works once, for ${RESET_LINK_MINUTES} minutes, and only the newest one you asked for.</p>
<a class="page-button" href="${FORGOT_PASSWORD_PATH}">Ask for a new link</a>`,
  );
}

export function passwordResetDonePage() {
  return serverPage(
    'Password reset',
    `<h1>Your password has been reset</h1>
<p class="page-lead" role="status">Every device was signed out. Sign in with your new password.</p>
<a class="page-button" href="/dashboard">Sign in</a>`,
  );
}
