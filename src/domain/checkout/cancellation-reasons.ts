/**
 * Why an owner cancels a subscription's renewal (decision 0078): the dialog's choices and the
 * values the server accepts, in the order shown.
 */
export const CANCELLATION_REASONS = [
  { value: 'too_expensive', label: 'It costs too much' },
  { value: 'no_longer_needed', label: 'I no longer need it' },
  { value: 'switching_provider', label: 'I am moving to another provider' },
  { value: 'closing_business', label: 'I am closing my business' },
  { value: 'other', label: 'Another reason' },
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number]['value'];

export const CANCELLATION_REASON_VALUES: readonly CancellationReason[] = CANCELLATION_REASONS.map(
  (reason) => reason.value,
);

/** The owner's own words beside the reason, at most this long. */
export const CANCELLATION_NOTE_MAX = 500;
