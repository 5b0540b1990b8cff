import './badge.css';

/**
 * A short plain tag beside a name ("Primary contact", "COMING SOON"). Apart from the status
 * badges, which read the service statuses: a public question page shows it without them.
 */
export function TagBadge({ children }: { children: string }) {
  return <span className="ch-badge ch-badge--tag">{children}</span>;
}
