/**
 * How long Charter keeps a few things about a visitor or an owner before they end: the server
 * applies these, and the privacy policy states them, from this one place.
 */

/** How long a password reset link works: OWASP's Forgot Password cheat sheet asks for a short life. */
export const RESET_LINK_MINUTES = 30;

/** The life of the sessionId cookie of an anonymous registration (spec foundation §7: 7 days). */
export const SESSION_COOKIE_DAYS = 7;

/**
 * How long an anonymous registration without an account may sit untouched (no page saved)
 * before it counts as abandoned and is deleted with its answers. Its cookie lasts
 * SESSION_COOKIE_DAYS; a restore link may come back later, so a month.
 */
export const ABANDONED_REGISTRATION_DAYS = 30;
