import { ADDRESS_FIELDS, type Address } from '../address-prefill';
import { formatUsPhone } from './formatting';
import type { Answers } from './page-definition';

/**
 * The prefill toggles of an owners row (spec foundation §4 "Form behaviour"): contact details
 * from the signed-in account, the address from the one the owner already gave.
 */
export interface ContactDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** The signed-in account's details as the contact prefill fills them (phone through its mask). */
export function contactDetailsOf(account: {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}): ContactDetails {
  return {
    first_name: account.first_name,
    last_name: account.last_name,
    email: account.email,
    phone: account.phone ? formatUsPhone(account.phone) : '',
  };
}

export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;
export { ADDRESS_FIELDS, type Address };

function same(a: unknown, b: unknown): boolean {
  return (
    String(a ?? '')
      .trim()
      .toLowerCase() ===
    String(b ?? '')
      .trim()
      .toLowerCase()
  );
}

/** Toggling contact prefill fills the four contact fields; untoggling clears them. */
export function applyContactPrefill(row: Answers, contact: ContactDetails, on: boolean): Answers {
  const next: Answers = { ...row, contact_info_prefill: on };
  for (const key of CONTACT_FIELDS) next[key] = on ? contact[key] : '';
  return next;
}

/** Toggling address prefill fills the address block; untoggling clears it. */
export function applyAddressPrefill(row: Answers, address: Address, on: boolean): Answers {
  const next: Answers = { ...row, address_prefill: on };
  for (const key of ADDRESS_FIELDS) next[key] = on ? (address[key] ?? '') : '';
  return next;
}

/**
 * After an edit of a row: contact prefill switches itself off once the name no longer matches
 * the account, and address prefill once the address differs from the stored one. What was
 * typed is kept.
 */
export function settlePrefills(
  row: Answers,
  contact: ContactDetails | null,
  address: Address | null,
): Answers {
  let next = row;
  if (
    row.contact_info_prefill === true &&
    (!contact ||
      !same(row.first_name, contact.first_name) ||
      !same(row.last_name, contact.last_name))
  ) {
    next = { ...next, contact_info_prefill: false };
  }
  if (
    row.address_prefill === true &&
    (!address || ADDRESS_FIELDS.some((key) => !same(row[key], address[key])))
  ) {
    next = { ...next, address_prefill: false };
  }
  return next;
}
