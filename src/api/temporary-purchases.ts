import { sessionRecord } from '../local/session-records';
import { registerOwnerDataCleanup } from './owner-data';
import { isProductKey, type ProductKey } from '../domain/checkout/product-keys';

/**
 * The temporary purchased list (spec dashboard §4, the app state's tempUiStatusProduct): the
 * product keys bought in this tab. Until the services status reaches the server's list a
 * product here shows as PURCHASED. Kept in session storage with the other dashboard data
 * (foundation §4), parsed on read: any entry that is not a product key is dropped.
 */
const stored = sessionRecord('charter:temp-purchased-products', { type: 'array' });

const listeners = new Set<() => void>();
/** The list last read; the same array while its keys are unchanged (for useSyncExternalStore). */
let current: readonly ProductKey[] = [];
/** The storage refused the list (full, or privacy mode): it lives only as long as the page. */
let onlyOnPage = false;

const sameKeys = (a: readonly ProductKey[], b: readonly ProductKey[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

export function temporaryPurchases(): readonly ProductKey[] {
  if (onlyOnPage) return current;
  const keys = (stored.read() ?? []).filter(isProductKey);
  if (!sameKeys(keys, current)) current = keys;
  return current;
}

/** After a successful purchase: the bought product names join the list (state fees do not). */
export function addTemporaryPurchases(names: readonly string[]): void {
  const keys = [...new Set([...temporaryPurchases(), ...names.filter(isProductKey)])];
  current = keys;
  onlyOnPage = !stored.write(keys);
  listeners.forEach((listener) => listener());
}

export function subscribeTemporaryPurchases(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

registerOwnerDataCleanup(() => {
  stored.remove();
  current = [];
  onlyOnPage = false;
  listeners.forEach((listener) => listener());
});
