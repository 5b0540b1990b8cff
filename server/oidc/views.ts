/**
 * Server-rendered pages of the identity provider, in Charter's look. No inline scripts or
 * styles: the strict Content-Security-Policy applies here too.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

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
