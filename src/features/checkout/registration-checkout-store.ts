import type { CheckoutProduct } from '../../domain/checkout/checkout-product';
import type { RegistrationCheckout } from '../../domain/registration/selection-rules';

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

/** The stored checkout data, checked on read: anything else counts as none. */
export function readRegistrationCheckout(): RegistrationCheckout | null {
  try {
    const value = JSON.parse(
      sessionStorage.getItem(STORAGE_KEY) ?? 'null',
    ) as Partial<RegistrationCheckout> | null;
    if (
      value &&
      Array.isArray(value.products) &&
      value.products.every(isProduct) &&
      Array.isArray(value.selected) &&
      value.selected.every((name) => typeof name === 'string') &&
      typeof value.state === 'string' &&
      typeof value.entityType === 'string'
    ) {
      return value as RegistrationCheckout;
    }
  } catch {
    // Unreadable: rebuilt from the answers.
  }
  return null;
}

export function writeRegistrationCheckout(checkout: RegistrationCheckout): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(checkout));
  } catch {
    // Storage full or blocked: the selection is rebuilt from the answers next time.
  }
}
