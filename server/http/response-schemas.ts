/*
 * Building blocks of route schemas that several mounts share. A response schema is also how
 * Fastify serialises the answer (fast-json-stringify drops what it does not list), so a body
 * whose members vary (saved answers, the provider's objects) is described with
 * `additionalProperties: true`: every member it has is sent.
 */

/** Every refusal: a sentence for the person, sometimes with more (per-field `errors`…). */
export const errorSchema = {
  type: 'object',
  properties: { message: { type: 'string', description: 'A clear sentence saying why' } },
  required: ['message'] as string[],
  additionalProperties: true,
} as const;

// Shared with the contract schemas the browser reads too (decision 0065).
export { openObject } from '../../src/domain/contracts/open-object';

/** A body the route sends itself (a prepared buffer, a file): described, never serialised. */
export function preparedBody(description: string, contentType: string, schema: object) {
  return { description, content: { [contentType]: { schema } } };
}
