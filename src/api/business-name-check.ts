import { apiJson } from './http';
import { readTokens } from './token-store';

/** FOUND: the state already has a business by this name; NOT_FOUND: the name is free. */
export type NameCheckResult = 'FOUND' | 'NOT_FOUND';

export interface NameCheckRequest {
  businessName: string;
  /** Two-letter abbreviation (spec §3 "Name-availability check"). */
  stateAbbreviation: string;
}

/**
 * Asks the main backend whether a business name is taken in a state
 * (POST /v1/business/namecheck; spec foundation §4 name-availability flag).
 */
export async function checkBusinessName(
  { businessName, stateAbbreviation }: NameCheckRequest,
  signal?: AbortSignal,
): Promise<NameCheckResult> {
  const body = await apiJson<{ valid_name?: unknown } | null>('/v1/business/namecheck', {
    method: 'POST',
    json: { business_name: businessName, state: stateAbbreviation, country: 'US' },
    // Registration asks for the name before the account exists. Demanding a token there would
    // sign the visitor "out" and reload the page, so an anonymous visitor asks without one.
    auth: readTokens() !== null,
    signal,
  });
  const result = body?.valid_name;
  if (result !== 'FOUND' && result !== 'NOT_FOUND') {
    throw new Error(`Unexpected name check answer: ${String(result)}`);
  }
  return result;
}
