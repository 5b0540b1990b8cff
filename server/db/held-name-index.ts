/**
 * The unique index by which the database refuses a second business holding a name in a state
 * (schema.ts, migration 0018): named here once, for the schema and for the code that tells its
 * refusal from any other failure.
 */
export const HELD_NAME_INDEX = 'businesses_held_name';
