/**
 * Address, name and password fields are at most 128 characters (spec foundation §9, dashboard
 * §5). Shared by the page definitions the server serves and the checkout forms of the browser.
 */
export const MAX_TEXT_LENGTH = 128;
