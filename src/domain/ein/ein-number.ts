/**
 * The Employer Identification Number the IRS assigns to a business (issue 30, point 4): the
 * one rule the back office's `set-ein` and anything else that reads a typed EIN go by, and the
 * forms it is shown in (decision 0087).
 */

/**
 * The prefixes (first two digits) the IRS assigns EINs under, by campus and for its online
 * application and the SBA: the IRS's "How EINs are assigned and valid EIN prefixes" (irs.gov,
 * as relayed by several publications found 2026-11-30). Any other prefix is a typing error.
 */
export const VALID_EIN_PREFIXES: ReadonlySet<string> = new Set(
  [
    [1, 6],
    [10, 16],
    [20, 27],
    [30, 48],
    [50, 68],
    [71, 77],
    [80, 88],
    [90, 95],
    [98, 99],
  ].flatMap(([from, to]) =>
    Array.from({ length: to! - from! + 1 }, (_, index) => String(from! + index).padStart(2, '0')),
  ),
);

/** Why a typed EIN is refused. Never the value itself: it is a tax id and must not be echoed. */
export const EIN_FORMAT_MESSAGE =
  'An EIN is nine digits, written XX-XXXXXXX (for example 12-3456789).';
export const EIN_PREFIX_MESSAGE =
  'That EIN does not start with a prefix the IRS assigns: check its first two digits against the IRS confirmation letter.';

/** How an EIN is shown once recorded: only its last four digits. */
export const MASKED_EIN_PATTERN = /^\*{2}-\*{3}\d{4}$/;

export type EinCheck = { ok: true; ein: string } | { ok: false; message: string };

/**
 * A typed EIN as Charter keeps it (XX-XXXXXXX), or why it is refused. Spaces and the hyphen
 * may be typed anywhere or not at all; anything else than nine digits is refused.
 */
export function checkEin(typed: string): EinCheck {
  const compact = typed.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(compact)) return { ok: false, message: EIN_FORMAT_MESSAGE };
  if (!VALID_EIN_PREFIXES.has(compact.slice(0, 2))) {
    return { ok: false, message: EIN_PREFIX_MESSAGE };
  }
  return { ok: true, ein: `${compact.slice(0, 2)}-${compact.slice(2)}` };
}

/** The last four digits of a kept EIN: what the masked form shows. */
export function einLastFour(ein: string): string {
  return ein.replace(/\D/g, '').slice(-4);
}

/** '**-***6789' from the last four digits: the EIN as every page and document shows it. */
export function maskedEin(lastFour: string): string {
  return `**-***${lastFour}`;
}
