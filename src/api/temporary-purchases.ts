import { registerOwnerDataCleanup } from './owner-data';
import { isProductKey, type ProductKey } from '../domain/checkout/product-keys';

/**
 * The temporary purchased list (spec dashboard §4, the app state's tempUiStatusProduct): the
 * product keys bought in this tab. Until the services status reaches the server's list a
 * product here shows as PURCHASED. Kept in session storage with the other dashboard data
 * (foundation §4), parsed on read: anything that is not a product key is dropped.
 */
const STORAGE_KEY = 'charter:temp-purchased-products';

const listeners = new Set<() => void>();
let cached: { raw: string | null; keys: readonly ProductKey[] } = { raw: null, keys: [] };

function readStored(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage unavailable (privacy mode): the list lives only as long as the page
  }
}

/** The stored list; the same array while the storage is unchanged (for useSyncExternalStore). */
export function temporaryPurchases(): readonly ProductKey[] {
  const raw = readStored();
  if (raw === cached.raw) return cached.keys;
  let keys: ProductKey[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) {
      keys = parsed.filter(
        (key): key is ProductKey => typeof key === 'string' && isProductKey(key),
      );
    }
  } catch {
    keys = [];
  }
  cached = { raw, keys };
  return keys;
}

/** After a successful purchase: the bought product names join the list (state fees do not). */
export function addTemporaryPurchases(names: readonly string[]): void {
  const keys = [...new Set([...temporaryPurchases(), ...names.filter(isProductKey)])];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(keys));
  } catch {
    cached = { raw: cached.raw, keys }; // kept in memory for this page
  }
  listeners.forEach((listener) => listener());
}

export function subscribeTemporaryPurchases(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

registerOwnerDataCleanup(() => {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
  cached = { raw: null, keys: [] };
  listeners.forEach((listener) => listener());
});
