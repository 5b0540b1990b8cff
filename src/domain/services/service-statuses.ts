import { isProductKey, PRODUCT_KEYS, type ProductKey } from '../checkout/product-keys';

/**
 * A service as the dashboard's servicesStatus map names it (foundation §3: the product key
 * with underscores turned into hyphens), lower case: LLC_FORMATION → llc-formation.
 */
export function serviceNameOf(productKey: ProductKey): string {
  return productKey.toLowerCase().replace(/_/g, '-');
}

/** Every service name, in the product keys' order. */
export const SERVICE_NAMES: readonly string[] = PRODUCT_KEYS.map(serviceNameOf);

/**
 * The service a product key (EIN_APPLICATION) or a service name (ein-application) names, in
 * either case; null when it names none.
 */
export function serviceNameFrom(input: string): string | null {
  const key = input.trim().toUpperCase().replace(/-/g, '_');
  return isProductKey(key) ? serviceNameOf(key) : null;
}

/** Service statuses (foundation §4; dashboard §4 names the five the banners show). */
export const SERVICE_STATUSES = [
  'PURCHASED',
  'SUBMITTED',
  'PENDING',
  'IN_PROGRESS',
  'ACTIVE',
  'COMPLETED',
  'REJECTED',
] as const;

/** Expert review statuses (foundation §4). */
export const EXPERT_REVIEW_STATUSES = [
  'PURCHASED',
  'PENDING_EXPERT_REVIEW',
  'COMPLETED_EXPERT_REVIEW',
  'REJECTED',
] as const;

/** The formation order status set (foundation §4). */
export const FORMATION_ORDER_STATUSES = [
  'NOT_STARTED',
  'PURCHASED',
  'REGISTRATION_DONE',
  'REGISTRATION_ERROR',
  'SUBMITTED',
  'PENDING',
  'PENDING_EXPERT_REVIEW',
  'COMPLETED_EXPERT_REVIEW',
  'IN_PROGRESS',
  'ACTIVE',
  'COMPLETED',
  'REJECTED',
] as const;

const EXPERT_REVIEW_SERVICE = serviceNameOf('EXPERT_REVIEW');
const LLC_FORMATION_SERVICE = serviceNameOf('LLC_FORMATION');

/**
 * The statuses a service may have: expert review has its own set, the LLC formation the
 * formation order set, every other service the service statuses. Takes a product key or a
 * service name; an unknown service has none.
 */
export function allowedStatuses(service: string): readonly string[] {
  const name = serviceNameFrom(service);
  if (name === null) return [];
  if (name === EXPERT_REVIEW_SERVICE) return EXPERT_REVIEW_STATUSES;
  if (name === LLC_FORMATION_SERVICE) return FORMATION_ORDER_STATUSES;
  return SERVICE_STATUSES;
}

export function isAllowedStatus(service: string, status: string): boolean {
  return allowedStatuses(service).includes(status);
}
