import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { schemaProblem, type JsonSchema } from './schema-check';

/**
 * Throws an error naming the endpoint and where the answer broke the contract, unless `value`
 * keeps `schema`.
 */
export function checkAnswer(schema: JsonSchema, value: unknown, endpoint: string): void {
  const problem = schemaProblem(schema, value);
  if (problem !== null) throw new Error(`${endpoint} answered unexpectedly at ${problem}`);
}

/**
 * An API answer read with its endpoint's contract schema: the value, typed as the schema says,
 * or an error naming the endpoint and where the answer broke the contract. The type and the
 * check come from the schema the server's route serialises with (decision 0065).
 *
 * Call it where nothing expects a type of its result (a fetcher of its own, not inline in a
 * query's queryFn, nor returned under a declared return type): TypeScript would otherwise infer
 * the schema back from the expected type through FromSchema, too deep for it (TS2589).
 */
export function checkedAnswer<const S extends JSONSchema>(
  schema: S,
  value: unknown,
  endpoint: string,
): FromSchema<S> {
  checkAnswer(schema as never, value, endpoint);
  return value as FromSchema<S>;
}
