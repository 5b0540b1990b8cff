/**
 * A yearly subscription's statuses (decisions 0078, 0081, 0088), as the checkout service stores
 * and answers them and the subscriptions page tells them.
 */

/** It renews: the owner has its product while it runs. */
export const ACTIVE_SUBSCRIPTION = 'active';

/** Its renewal was declined and is being retried: the owner still has it. */
export const PAST_DUE_SUBSCRIPTION = 'past_due';

/** Every retry of its renewal was declined: the service ended. */
export const LAPSED_SUBSCRIPTION = 'lapsed';

/** Cancelled at the period's end, and that end came: not renewed, nothing charged. */
export const ENDED_SUBSCRIPTION = 'ended';

/** Ended before its date: its owner deleted their account. */
export const CANCELED_SUBSCRIPTION = 'canceled';
