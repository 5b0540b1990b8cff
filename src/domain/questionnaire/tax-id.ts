import { taxIdDigits } from './formatting';

/**
 * How a responsible party's SSN/ITIN is shown everywhere but its own field while the owner
 * types it (issue 14): the last four digits only, in the XXX-XX-XXXX layout.
 */
export const MASKED_TAX_ID_PATTERN = /^\*{3}-\*{2}-\d{4}$/;

/** '123-45-6789' (or an already masked '***-**-6789') → '***-**-6789'. */
export function maskTaxId(value: string): string {
  const digits = taxIdDigits(value);
  return `***-**-${digits.length >= 4 ? digits.slice(-4) : '****'}`;
}
