import { ADDRESS_FIELDS, type Address } from '../domain/address-prefill';
import { registerOwnerDataCleanup } from './owner-data';

/**
 * The values spec foundation §7 keeps in local storage beside the tokens (token-store.ts):
 * entity_type, stripe_customer_id and addressPrefill, under those names. Each is read back
 * checked and falls back to nothing when it is not what was written (bluesky's persisted
 * state: parsed and validated on read), and each leaves the device with the owner's data.
 */
const KEYS = {
  entityType: 'entity_type',
  stripeCustomerId: 'stripe_customer_id',
  addressPrefill: 'addressPrefill',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or refused (a private window): the value is only a convenience.
  }
}

/** The entity the owner is forming ('LLC', 'Corporation'…), as registration's page1 chose it. */
export function storedEntityType(): string | null {
  const value = read(KEYS.entityType)?.trim() ?? '';
  return value && value.length <= 64 ? value : null;
}

export function storeEntityType(entityType: string): void {
  const value = entityType.trim();
  if (value) write(KEYS.entityType, value.slice(0, 64));
}

/** The owner's payment customer id (the dashboard greets an owner who has one 'Welcome'). */
export function storedStripeCustomerId(): string | null {
  const value = read(KEYS.stripeCustomerId);
  return value && /^cus_[A-Za-z0-9]+$/.test(value) ? value : null;
}

export function storeStripeCustomerId(customerId: string | null): void {
  write(KEYS.stripeCustomerId, customerId);
}

/**
 * The address saved on a location page (spec dashboard §4: after a successful save from the
 * annual report's page1 the address is stored as an address prefill with prefilled false),
 * offered to the rows that follow.
 */
export function storedAddressPrefill(): Address | null {
  try {
    const parsed: unknown = JSON.parse(read(KEYS.addressPrefill) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const address = Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [
        field,
        typeof record[field] === 'string' ? record[field] : '',
      ]),
    ) as Address;
    return address.street_address1 ? address : null;
  } catch {
    return null;
  }
}

export function storeAddressPrefill(address: Address): void {
  write(KEYS.addressPrefill, JSON.stringify({ ...address, prefilled: false }));
}

// Signing out takes them off the device with the rest of the owner's data.
registerOwnerDataCleanup(() => {
  for (const key of Object.values(KEYS)) write(key, null);
});
