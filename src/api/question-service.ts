import { queryOptions } from '@tanstack/react-query';
import { ApiError, readJson } from './http';
import { runtimeConfig } from './runtime-config';

/**
 * The question service's NAICS lookups (spec foundation §7 "Question service"): a business
 * class is six digits, chosen level by level (spec §3 "Industry data"): the sector (digits 1-2),
 * the industry (digits 1-4) and the code itself (all six). Public reference data: no token.
 */

/** One level of a business class as the service returns it. */
export interface NaicsLevel {
  code: string;
  code_title: string;
}

/** The spec's message for a failed industry lookup (foundation §8), carrying the status. */
export const NAICS_FETCH_ERROR_MESSAGE = 'Failed to fetch industry codes';

/** The catalogue changes once every few years; a day keeps it fresh enough and offline-ready. */
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

function isNaicsLevel(item: unknown): item is NaicsLevel {
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as NaicsLevel).code === 'string' &&
    typeof (item as NaicsLevel).code_title === 'string'
  );
}

async function fetchLevels(
  path: string,
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<NaicsLevel[]> {
  const search = new URLSearchParams(query).toString();
  const url = `${runtimeConfig().questionServiceBaseUrl}${path}${search ? `?${search}` : ''}`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  const body = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, NAICS_FETCH_ERROR_MESSAGE, body);
  if (!Array.isArray(body) || !body.every(isNaicsLevel)) {
    throw new ApiError(response.status, NAICS_FETCH_ERROR_MESSAGE, body);
  }
  return body;
}

/**
 * The sectors, each under its own two-digit code. NAICS numbers a few sectors as ranges
 * (31-33 Manufacturing); the service lists every prefix of a range (31, 32, 33) under the
 * range's title, so a code's first two digits always name a listed sector.
 */
export function fetchNaicsSectors(signal?: AbortSignal): Promise<NaicsLevel[]> {
  return fetchLevels('/v1/naics_sectors', {}, signal);
}

/** The four-digit industries of a two-digit sector. */
export function fetchNaicsIndustries(sector: string, signal?: AbortSignal): Promise<NaicsLevel[]> {
  return fetchLevels('/v1/naics_industries', { sector }, signal);
}

/** The six-digit codes of a four-digit industry. */
export function fetchNaicsCodes(industry: string, signal?: AbortSignal): Promise<NaicsLevel[]> {
  return fetchLevels('/v1/naics_codes', { industry }, signal);
}

const referenceData = {
  staleTime: ONE_DAY_MS,
  gcTime: ONE_DAY_MS,
  // Try the request even when the browser reports offline: the HTTP cache or the service
  // worker may answer it (the service sends max-age=86400).
  networkMode: 'offlineFirst',
} as const;

export const naicsSectorsQuery = queryOptions({
  queryKey: ['naics', 'sectors'],
  queryFn: ({ signal }) => fetchNaicsSectors(signal),
  ...referenceData,
});

export function naicsIndustriesQuery(sector: string) {
  return queryOptions({
    queryKey: ['naics', 'industries', sector],
    queryFn: ({ signal }) => fetchNaicsIndustries(sector, signal),
    ...referenceData,
  });
}

export function naicsCodesQuery(industry: string) {
  return queryOptions({
    queryKey: ['naics', 'codes', industry],
    queryFn: ({ signal }) => fetchNaicsCodes(industry, signal),
    ...referenceData,
  });
}

/** The prefixes of a business class that name its three levels. */
export interface NaicsCodeParts {
  sector: string;
  industry: string;
  code: string;
}

/** Splits a six-digit code into its levels; anything else has none (spec §5 business_class). */
export function naicsCodeParts(value: unknown): NaicsCodeParts | null {
  if (typeof value !== 'string' || !/^\d{6}$/.test(value)) return null;
  return { sector: value.slice(0, 2), industry: value.slice(0, 4), code: value };
}

/** The titles of a code's three levels; a level the catalogue does not list has none. */
export interface NaicsCodeTitles {
  sector?: NaicsLevel;
  industry?: NaicsLevel;
  code?: NaicsLevel;
}

/**
 * Looks up the titles of a six-digit code's levels (e.g. for a summary or a review page); any
 * other value has none. It reads the same cached lists the pickers load, so a code chosen on
 * this device costs no request.
 */
export function naicsCodeTitlesQuery(code: string) {
  return queryOptions({
    queryKey: ['naics', 'titles', code],
    queryFn: async ({ client }): Promise<NaicsCodeTitles> => {
      const parts = naicsCodeParts(code);
      if (!parts) return {};
      const [sectors, industries, codes] = await Promise.all([
        client.ensureQueryData(naicsSectorsQuery),
        client.ensureQueryData(naicsIndustriesQuery(parts.sector)),
        client.ensureQueryData(naicsCodesQuery(parts.industry)),
      ]);
      return {
        sector: sectors.find((level) => level.code === parts.sector),
        industry: industries.find((level) => level.code === parts.industry),
        code: codes.find((level) => level.code === parts.code),
      };
    },
    ...referenceData,
  });
}
