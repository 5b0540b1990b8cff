import { decodeAccessToken, readAccessToken, subscribeToTokens } from './token-store';

/**
 * Everything on this device that belongs to the signed-in owner registers how to remove it,
 * so signing out clears it all without the auth feature knowing every store.
 */
type Cleanup = () => void | Promise<void>;

/**
 * What a cleanup removes: copies of the owner's server data (the query cache, the dashboard's
 * copy), or the owner's own work not yet on the server (drafts, waiting saves).
 */
export type OwnerData = 'server-copies' | 'unsent-work';

/**
 * Why the owner's data goes: they signed out (everything of theirs leaves the device), or
 * their session ended without them (a 401, an expired or refused token, another account signed
 * in): the copies of server data go, their unsent work stays for when they sign in again.
 */
export type OwnerDataClearing = 'signed-out' | 'session-ended';

const cleanups = new Map<Cleanup, OwnerData>();

/** The account the stored token names, expired or not; null without one. */
function tokenOwner(): string | null {
  const token = readAccessToken();
  return token ? (decodeAccessToken(token)?.sub ?? null) : null;
}

/** Whose data this tab holds: the owner the tokens named when last seen. */
let owner = tokenOwner();

export function registerOwnerDataCleanup(
  cleanup: Cleanup,
  data: OwnerData = 'server-copies',
): () => void {
  cleanups.set(cleanup, data);
  return () => cleanups.delete(cleanup);
}

/**
 * Clears the owner's data. Every cleanup starts synchronously (a reload right after finds
 * storage already cleared); one that fails does not stop the others.
 */
export async function clearOwnerData(why: OwnerDataClearing): Promise<void> {
  // Signing out clears everything now: the token change that follows is no session ending.
  if (why === 'signed-out') owner = null;
  const running = [...cleanups]
    .filter(([, data]) => why === 'signed-out' || data === 'server-copies')
    // The executor runs at once and turns a cleanup that throws into a rejection.
    .map(([cleanup]) => new Promise<void>((resolve) => resolve(cleanup())));
  await Promise.allSettled(running);
}

// The session ending shows as its token going or changing hands, in this tab or another: a 401
// or an expired or refused token clears the tokens, another account's sign-in replaces them.
// Whatever the path, the previous owner's server copies go with it, in one place.
subscribeToTokens(() => {
  const next = tokenOwner();
  if (owner !== null && next !== owner) void clearOwnerData('session-ended');
  owner = next;
});
