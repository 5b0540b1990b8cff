import { clearOwnerData } from '../../api/owner-data';
import { clearTokens, readTokens } from '../../api/token-store';

/**
 * Signs the owner out: clears their tokens and cached data from this browser first (so nothing
 * is left behind even offline), then ends the identity provider's session.
 */
export async function signOut(): Promise<void> {
  const idToken = readTokens()?.idToken ?? null;
  const clearDevice = async () => {
    await clearOwnerData('signed-out');
    clearTokens();
    sessionStorage.clear();
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
