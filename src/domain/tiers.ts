/** Plan tiers (spec foundation §1): COMPLETE includes expert review. */
export const TIERS = ['STARTER', 'GROWTH', 'COMPLETE'] as const;
export type Tier = (typeof TIERS)[number];

/** What each plan is called on the plan cards, the summary and the server's tier options. */
export const TIER_LABELS: Readonly<Record<Tier, string>> = {
  STARTER: 'Starter',
  GROWTH: 'Growth',
  COMPLETE: 'Complete',
};

export function parseTier(value: unknown): Tier | null {
  if (typeof value !== 'string') return null;
  const upper = value.toUpperCase();
  return (TIERS as readonly string[]).includes(upper) ? (upper as Tier) : null;
}
