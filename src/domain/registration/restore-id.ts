/** A restore_id has the shape of a UUID, any version, any case (spec foundation §4). */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRestoreId(value: string): boolean {
  return UUID_SHAPE.test(value);
}
