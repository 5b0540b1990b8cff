import {
  statusBadgeLabel,
  statusBadgeTone,
  type ServiceStatus,
} from '../domain/services/service-statuses';
import type { Tier } from '../domain/tiers';
import './badge.css';

/** The owner's plan tier (spec: shown as a badge, STARTER / GROWTH / COMPLETE). */
export function TierBadge({ tier }: { tier: Tier }) {
  return <span className={`ch-badge ch-badge--${tier.toLowerCase()}`}>{tier}</span>;
}

/**
 * A service or order status in words (SUBMITTED reads "Submitted"), coloured by how it stands.
 * The colour only repeats what the words say, so no one needs to see it.
 */
export function StatusBadge({ status }: { status: ServiceStatus | undefined }) {
  return (
    <span className={`ch-badge ch-badge--status ch-badge--${statusBadgeTone(status)}`}>
      {statusBadgeLabel(status)}
    </span>
  );
}
