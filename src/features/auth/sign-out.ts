import { forgetOwnerOnDevice } from '../../api/forget-owner-on-device';
import { beginSignOut } from '../../api/sign-out-state';
import { readTokens } from '../../api/token-store';

/** Revokes a grant; the provider's client loads at sign-out, not with the page. */
async function revokeGrant(refreshToken: string): Promise<void> {
  const { revokeRefreshToken } = await import('../../api/identity-provider');
  await revokeRefreshToken(refreshToken);
}

/**
 * Signs the owner out: clears their tokens and cached data from this browser first (so nothing
 * is left behind even offline), revokes the grant of those tokens (a sign-in by password, right
 * after registration, has no provider session whose end would revoke it) and ends the identity
 * provider's session.
 */
export async function signOut(): Promise<void> {
  beginSignOut();
  const tokens = readTokens();
  const idToken = tokens?.idToken ?? null;
  const revoked = tokens?.refreshToken ? revokeGrant(tokens.refreshToken) : null;
  const clearDevice = async () => {
    await forgetOwnerOnDevice();
    // Before the page leaves, which would cut the revocation short.
    await revoked;
  };
  try {
    const { signOutEverywhere } = await import('./oidc-client');
    await signOutEverywhere(idToken, clearDevice);
  } catch {
    // Offline or the provider is unreachable: the device is signed out all the same.
    await clearDevice();
    window.location.assign('/');
  }
}
