/** The report's levels, in the spec's order (foundation §2: Federal, State, County, Local). */
export const LICENCE_LEVELS = ['federal', 'state', 'county', 'city'] as const;
export type LicenceLevel = (typeof LICENCE_LEVELS)[number];

/** The spec's names of the levels (foundation §2 "Licence levels"). */
export const LICENCE_LEVEL_HEADINGS: Readonly<Record<LicenceLevel, string>> = {
  federal: 'Federal',
  state: 'State',
  county: 'County',
  city: 'Local',
};
