/**
 * Everything on this device that belongs to the signed-in owner registers how to remove it,
 * so signing out clears it all without the auth feature knowing every store.
 */
type Cleanup = () => void | Promise<void>;

const cleanups = new Set<Cleanup>();

export function registerOwnerDataCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function clearOwnerData(): Promise<void> {
  await Promise.allSettled([...cleanups].map((cleanup) => cleanup()));
}
