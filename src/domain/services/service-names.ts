import { isProductKey, PRODUCT_KEYS, type ProductKey } from '../checkout/product-keys';

/**
 * A service as the server's status list and the dashboard's servicesStatus map name it
 * (foundation §3: the product key with underscores turned into hyphens), lower case:
 * LLC_FORMATION → llc-formation.
 */
export function serviceNameOf(productKey: ProductKey): string {
  return productKey.toLowerCase().replace(/_/g, '-');
}

/** Every service name, in the product keys' order. */
export const SERVICE_NAMES: readonly string[] = PRODUCT_KEYS.map(serviceNameOf);

/** Formation's standard-state and rapid-state variants (foundation §1) are formation. */
const FORMATION_VARIANTS = ['LLC_FORMATION_STANDARD_STATE', 'LLC_FORMATION_RAPID_STATE'];

/**
 * The product key a service name stands for, or null for a name that is no service (a state
 * fee, a name from a newer server). Case and the hyphen/underscore spelling do not matter, so
 * the server's llc-formation, the product list's LLC-FORMATION and the key LLC_FORMATION all
 * read the same.
 */
export function productKeyOfServiceName(name: string): ProductKey | null {
  const key = name.trim().toUpperCase().replace(/-/g, '_');
  if (isProductKey(key)) return key;
  return FORMATION_VARIANTS.includes(key) ? 'LLC_FORMATION' : null;
}
