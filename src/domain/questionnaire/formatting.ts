/** Tax ID: digits only, shown XXX-XX-XXXX (dashes after the 3rd and 5th digits). */
export function taxIdDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 9);
}

export function formatTaxId(value: string): string {
  const digits = taxIdDigits(value);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/**
 * Typed text through a digit mask: each '0' of the mask takes the next typed digit, every
 * other mask character is written as is once a digit follows it (e.g. '000-00-0000').
 */
export function applyDigitMask(mask: string, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  let result = '';
  let next = 0;
  for (const character of mask) {
    if (next >= digits.length) break;
    if (character === '0') {
      result += digits[next];
      next += 1;
    } else {
      result += character;
    }
  }
  return result;
}

/** Phone shown +1 (###) ###-#### from up to ten digits (a leading country 1 is dropped). */
export function formatUsPhone(value: string): string {
  // Text already shown through the mask starts with the country code: it is not a typed digit.
  const typed = value.trimStart().startsWith('+1') ? value.trimStart().slice(2) : value;
  let digits = typed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const prefix = digits.slice(3, 6);
  const line = digits.slice(6);
  let formatted = `+1 (${area}`;
  if (digits.length >= 3) formatted += ')';
  if (prefix) formatted += ` ${prefix}`;
  if (line) formatted += `-${line}`;
  return formatted;
}

/**
 * The second address line, normalised on blur (spec §5): 'suite' → 'STE n', 'apt' or
 * 'apartment' → 'APT n', any other number → '#n'; a value without digits is kept as typed.
 */
export function normalizeAddressLine2(value: string): string {
  const number = value.match(/\d[\w-]*/)?.[0];
  if (!number) return value;
  if (/suite|\bste\b/i.test(value)) return `STE ${number}`;
  if (/\bapt\b|apartment/i.test(value)) return `APT ${number}`;
  return `#${number}`;
}

/** What a field's blur does to its answer: second address lines are normalised (spec §5). */
export function normalizeOnBlur(name: string, value: unknown): unknown {
  return name.endsWith('street_address2') && typeof value === 'string'
    ? normalizeAddressLine2(value)
    : value;
}

/** The official name: the name, a space, then the legal identifier (spec §4). */
export function officialBusinessName(name: string, identifier: string): string {
  return [name.trim(), identifier.trim()].filter(Boolean).join(' ');
}

/** Legal identifier options (spec dashboard §5). */
export function legalIdentifierOptions(entityType: string): string[] {
  return entityType.toUpperCase() === 'LLC'
    ? [', LLC', 'LLC', 'L.L.C.', 'LIMITED LIABILITY COMPANY']
    : ['CORPORATION', 'INCORPORATED', 'INC.'];
}
