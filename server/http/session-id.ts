/**
 * What a browser session's id looks like, apart from the sessions themselves so the cookie
 * check at the HTTP edge can ask it without importing the service above it.
 */

/** A UUID as the API accepts one (the restore_id shape too, spec foundation §4). */
export const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const UUID = new RegExp(UUID_PATTERN);

/** Whether `id` has the shape of a browser session's id (a UUID). */
export function isSessionId(id: string): boolean {
  return UUID.test(id);
}
