/**
 * Service and order statuses as an owner reads them (spec foundation §4 "Service and order
 * statuses"): SUBMITTED, PENDING_EXPERT_REVIEW and the rest are server codes, not words.
 */

/** How a status reads at a glance: under way, done, stopped, or not begun. */
export type StatusTone = 'progress' | 'success' | 'danger' | 'neutral';

const TONES: Readonly<Record<string, StatusTone>> = {
  SUBMITTED: 'progress',
  PENDING: 'progress',
  IN_PROGRESS: 'progress',
  PENDING_EXPERT_REVIEW: 'progress',
  REGISTRATION_DONE: 'success',
  COMPLETED: 'success',
  ACTIVE: 'success',
  COMPLETED_EXPERT_REVIEW: 'success',
  REJECTED: 'danger',
  REGISTRATION_ERROR: 'danger',
  NOT_STARTED: 'neutral',
  PURCHASED: 'neutral',
};

/** Words for the codes whose plain reading would be unclear. */
const LABELS: Readonly<Record<string, string>> = {
  REGISTRATION_DONE: 'Registered',
  REGISTRATION_ERROR: 'Registration error',
};

/** 'PENDING_EXPERT_REVIEW' → 'Pending expert review'; an unknown code reads the same way. */
export function statusLabel(status: string): string {
  const known = LABELS[status];
  if (known) return known;
  const words = status.trim().toLowerCase().replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function statusTone(status: string): StatusTone {
  return TONES[status] ?? 'neutral';
}
