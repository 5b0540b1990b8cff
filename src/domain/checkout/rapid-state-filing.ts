/**
 * The expedited state filing (foundation §1 "An expedited (rapid) state filing"), on its own:
 * the owner account's contract names it among the add-ons, and it loads with every page (boot
 * chunk) without the rest of the product keys.
 */
export const RAPID_STATE_FILING = 'RAPID-STATE';
