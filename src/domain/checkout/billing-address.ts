import { validateField } from '../questionnaire/field-validation';
import { messages } from '../questionnaire/messages';
import type { FieldDefinition } from '../questionnaire/page-definition';
import { MAX_TEXT_LENGTH } from '../text-limits';
import { findUsState, ZIP_CODE_REGEX } from '../us-states';

/** The billing address of a new card (spec dashboard §3); cards are billed in the US only. */
export interface BillingAddress {
  line1: string;
  line2?: string;
  city: string;
  /** A US state, by name or two-letter abbreviation. */
  state: string;
  postal_code: string;
  country: 'US';
}

type BillingAddressField = Exclude<keyof BillingAddress, 'country'>;
export type BillingAddressErrors = Partial<Record<BillingAddressField, string>>;

interface BillingField {
  name: BillingAddressField;
  /** As the address form titles its field, so messages read the same. */
  title: string;
  /** Saving a card needs street, city, state and zip (dashboard §5). */
  required: boolean;
  regex?: string;
  /** A value that passes the generic checks yet names nothing real is malformed. */
  exists?: (value: string) => boolean;
}

const FIELDS: readonly BillingField[] = [
  { name: 'line1', title: 'Street address', required: true },
  { name: 'line2', title: 'Floor/apt/suite number', required: false },
  { name: 'city', title: 'City', required: true },
  // The country is the US: only its states (by name or abbreviation) are states.
  { name: 'state', title: 'State', required: true, exists: (value) => !!findUsState(value) },
  { name: 'postal_code', title: 'Zip code', required: true, regex: ZIP_CODE_REGEX },
];

/** The billing field as a question field, for the generic checks of foundation §5. */
function definitionOf(field: BillingField): FieldDefinition {
  return {
    name: field.name,
    title: field.title,
    type: 'string',
    rendered_type: 'text',
    maxLength: MAX_TEXT_LENGTH,
    ...(field.regex ? { regex: field.regex } : {}),
  };
}

function fieldError(field: BillingField, value: string | undefined): string | null {
  const error = validateField(definitionOf(field), value, field.required);
  if (error !== null || !value || !field.exists) return error;
  return field.exists(value) ? null : messages.format(field.title);
}

/**
 * The billing address's errors by field, each the first failing check of that field in the
 * generic order: required, at most 128 characters, format (ZIP code: 5 digits or ZIP+4).
 */
export function validateBillingAddress(address: BillingAddress): BillingAddressErrors {
  const errors: BillingAddressErrors = {};
  for (const field of FIELDS) {
    const error = fieldError(field, address[field.name]);
    if (error !== null) errors[field.name] = error;
  }
  return errors;
}
