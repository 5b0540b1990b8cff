import { clearSessionRecords } from '../local/session-records';
import { clearOwnerData } from './owner-data';
import { clearTokens } from './token-store';

/**
 * Removes the signed-in owner from this browser: their cached data and unsent work, their
 * tokens and the session records. What leaving signed out does, whether by signing out or by
 * deleting the account; the caller has called beginSignOut first, so no request still in flight
 * sends the page elsewhere meanwhile.
 */
export async function forgetOwnerOnDevice(): Promise<void> {
  await clearOwnerData('signed-out');
  clearTokens();
  clearSessionRecords();
}
