import { HUB_MAX_LIMIT } from '../hub/hub-content';

/** Parts of the content service's contracts (hub-files.ts, hub-articles.ts) that both use. */

/** An item's or category's id: serial, so within Postgres's integer. */
export const hubId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** The paging of a list call: which page, of how many items. */
export const hubPaging = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: HUB_MAX_LIMIT, default: 10 },
} as const;

/** How many items match in all, beside a page of them. */
export const hubTotal = { type: 'integer', minimum: 0 } as const;
