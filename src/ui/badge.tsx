import type { Tier } from '../domain/tiers';
import './badge.css';

/** The owner's plan tier (spec: shown as a badge, STARTER / GROWTH / COMPLETE). */
export function TierBadge({ tier }: { tier: Tier }) {
  return <span className={`ch-badge ch-badge--${tier.toLowerCase()}`}>{tier}</span>;
}
