import { clearOwnerData } from '../../api/owner-data';
import { clearTokens, readTokens } from '../../api/token-store';
import { endProviderSession } from './oidc-client';

/**
 * Signs the owner out: clears their tokens and cached data from this browser first (so nothing
 * is left behind even offline), then ends the identity provider's session.
 */
export async function signOut(): Promise<void> {
  const idToken = readTokens()?.idToken ?? null;
  await clearOwnerData();
  clearTokens();
  sessionStorage.clear();
  try {
    await endProviderSession(idToken);
  } catch {
    // Offline or the provider is unreachable: the device is already signed out.
    window.location.assign('/');
  }
}
