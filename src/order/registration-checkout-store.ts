import { readSessionJson, writeSessionJson } from '../local/session-json';
import type { CheckoutProduct } from '../domain/checkout/checkout-product';
import type { RegistrationCheckout } from '../domain/registration/selection-rules';

/** Spec foundation §4: the registration checkout data is kept in session storage. */
const STORAGE_KEY = 'registration_checkout';

function isProduct(value: unknown): value is CheckoutProduct {
  const product = value as Partial<CheckoutProduct> | null;
  return (
    typeof product === 'object' &&
    product !== null &&
    typeof product.name === 'string' &&
    typeof product.unit_price === 'number' &&
    typeof product.price_id === 'string'
  );
}

/** The checkout data as kept: the selection and the plan its products were listed for. */
export type StoredRegistrationCheckout = RegistrationCheckout & { tier: string };

function isStoredCheckout(value: unknown): value is StoredRegistrationCheckout {
  const stored = value as Partial<StoredRegistrationCheckout> | null;
  return (
    typeof stored === 'object' &&
    stored !== null &&
    Array.isArray(stored.products) &&
    stored.products.every(isProduct) &&
    Array.isArray(stored.selected) &&
    stored.selected.every((name) => typeof name === 'string') &&
    typeof stored.state === 'string' &&
    typeof stored.entityType === 'string' &&
    typeof stored.tier === 'string'
  );
}

/** The stored checkout data, checked on read: anything else counts as none. */
export function readRegistrationCheckout(): StoredRegistrationCheckout | null {
  return readSessionJson(STORAGE_KEY, isStoredCheckout);
}

export function writeRegistrationCheckout(checkout: StoredRegistrationCheckout): void {
  writeSessionJson(STORAGE_KEY, checkout);
}
