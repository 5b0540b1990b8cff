import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { runtimeConfig } from '../../api/runtime-config';
import { writeTokens } from '../../api/token-store';
import { isSigningOut } from '../../api/sign-out-state';

export const CALLBACK_PATH = '/auth/callback';
export const SILENT_CALLBACK_PATH = '/auth/silent-callback.html';

let manager: UserManager | null = null;

/**
 * oidc-client-ts runs the protocol (discovery, PKCE, state, end session). Tokens are kept by
 * src/api/token-store under the spec's keys, so its own user store stays in memory; only the
 * sign-in state (PKCE verifier) goes to local storage to survive the redirect.
 */
export function userManager(): UserManager {
  if (manager) return manager;
  const { oidc } = runtimeConfig();
  manager = new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${window.location.origin}${SILENT_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${window.location.origin}/`,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.localStorage, prefix: 'charter.oidc.' }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    silentRequestTimeoutInSeconds: 5,
  });
  return manager;
}

function keep(user: User): void {
  writeTokens({
    accessToken: user.access_token,
    refreshToken: user.refresh_token ?? null,
    idToken: user.id_token ?? null,
  });
}

/** Sends the visitor to the identity provider, always asking for credentials (spec: forced login). */
export function signInRedirect(returnTo: string): Promise<void> {
  if (isSigningOut()) return new Promise(() => {});
  return userManager().signinRedirect({ prompt: 'login', state: { returnTo } });
}

/** Completes the redirect sign-in; returns the page the owner was on. */
export async function completeSignIn(url = window.location.href): Promise<string> {
  const user = await userManager().signinRedirectCallback(url);
  keep(user);
  const returnTo = (user.state as { returnTo?: unknown } | undefined)?.returnTo;
  // Only same-site paths: never an open redirect.
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : '/dashboard';
}

/**
 * The silent sign-in check on load: a hidden frame asks the identity provider with
 * prompt=none whether a session exists, and signs the owner in when it does.
 */
export async function trySilentSignIn(): Promise<boolean> {
  try {
    const user = await userManager().signinSilent();
    if (!user) return false;
    keep(user);
    return true;
  } catch {
    return false; // no session at the provider (login_required), offline, or timed out
  }
}

/**
 * Clears the device (`clearDevice`), then ends the identity provider's session, coming back to
 * Charter's home.
 */
export async function signOutEverywhere(
  idToken: string | null,
  clearDevice: () => Promise<void>,
): Promise<void> {
  await clearDevice();
  await userManager().signoutRedirect(idToken ? { id_token_hint: idToken } : {});
}
