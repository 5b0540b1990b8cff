/** Plan tiers (spec foundation §1): COMPLETE includes expert review. */
export const TIERS = ['STARTER', 'GROWTH', 'COMPLETE'] as const;
export type Tier = (typeof TIERS)[number];

export function parseTier(value: unknown): Tier | null {
  if (typeof value !== 'string') return null;
  const upper = value.toUpperCase();
  return (TIERS as readonly string[]).includes(upper) ? (upper as Tier) : null;
}
