/**
 * An email with a top-level domain of at least two letters (dashboard §5): the registration's
 * email field, the sign-in service's forgotten-password form and the /chat guest form.
 */
export const EMAIL_REGEX = '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,}$';

/** The longest address a mail system takes (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;
