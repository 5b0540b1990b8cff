/**
 * Where a figure comes from: the state's own page, and the day it was last checked. Apart from
 * state-facts.ts so the deadline rules it carries (StateFacts.compliance) can name it too
 * without importing it back.
 */
export interface FactSource {
  source_url: string;
  /** ISO date (YYYY-MM-DD). */
  last_verified: string;
}
