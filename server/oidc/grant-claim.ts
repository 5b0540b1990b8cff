import type { Database } from '../db/database';
import { createAdapterClass } from './adapter';

/**
 * The claim naming the grant an access token of the embedded provider was issued under (added
 * to every one, provider.ts). Access tokens are JWTs the provider does not keep, so revoking a
 * grant (signing out, the revocation endpoint, a refresh token presented twice) cannot touch
 * them: the API asks whether their grant is still live instead (access-tokens.ts).
 */
export const GRANT_CLAIM = 'grant_id';

/**
 * Whether a grant is live, looked up as the provider itself finds it: revoking deletes it, and
 * an expired one is not found.
 */
export function liveGrantCheck(db: Database): (grantId: string) => Promise<boolean> {
  const grants = new (createAdapterClass(db))('Grant');
  return async (grantId) => (await grants.find(grantId)) !== undefined;
}
