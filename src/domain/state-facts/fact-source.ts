/**
 * Where a figure shown to an owner comes from: the state's own page, and the day it was last
 * checked (DESIGN "Facts shown to owners"). Its own module because both the state's facts and
 * the deadline rules read from them carry it.
 */
export type FactSource = {
  source_url: string;
  /** ISO date (YYYY-MM-DD). */
  last_verified: string;
};
