import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { schemaProblem } from './schema-check';

/**
 * An API answer read with its endpoint's contract schema: the value, typed as the schema says,
 * or an error naming the endpoint and where the answer broke the contract. The type and the
 * check come from the schema the server's route serialises with (decision 0065).
 */
export function checkedAnswer<const S extends JSONSchema>(
  schema: S,
  value: unknown,
  endpoint: string,
): FromSchema<S> {
  const problem = schemaProblem(schema as never, value);
  if (problem !== null) throw new Error(`${endpoint} answered unexpectedly at ${problem}`);
  return value as FromSchema<S>;
}
