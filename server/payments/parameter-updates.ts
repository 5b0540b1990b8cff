import type { BillingDetails } from '../db/schema';

/*
 * The provider's update semantics, for creates and updates alike: a parameter that is sent
 * replaces the stored value, one that is not sent keeps it, and an empty string clears it.
 */

export type MetadataParams = Record<string, string>;

export interface BillingDetailsParams {
  name?: string;
  email?: string;
  phone?: string;
  address?: Partial<Record<keyof BillingDetails['address'], string>>;
}

/** A sent value, with the empty string meaning "unset". */
export function cleared(value: string): string | null {
  return value === '' ? null : value;
}

function updated<T extends object>(current: T, sent: Partial<Record<keyof T, string>>): T {
  const next = { ...current };
  for (const [name, value] of Object.entries(sent) as [keyof T, string][]) {
    if (name in current) next[name] = cleared(value) as T[keyof T];
  }
  return next;
}

export function updatedBillingDetails(
  current: BillingDetails,
  { address, ...fields }: BillingDetailsParams = {},
): BillingDetails {
  return {
    ...updated(current, fields),
    address: updated(current.address, address ?? {}),
  };
}

/** Metadata merges key by key; a key sent empty is removed. */
export function updatedMetadata(
  current: MetadataParams,
  sent: MetadataParams = {},
): MetadataParams {
  const next = { ...current };
  for (const [key, value] of Object.entries(sent)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}
