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

/** An object whose members are not all listed here: each one it has is answered. */
export function openObject<const P extends Record<string, unknown>>(
  description: string,
  properties?: P,
) {
  return {
    type: 'object',
    description,
    ...(properties ? { properties } : {}),
    additionalProperties: true,
  } as const;
}

/** A body the route sends itself (a prepared buffer, a file): described, never serialised. */
export function preparedBody(description: string, contentType: string, schema: object) {
  return { description, content: { [contentType]: { schema } } };
}
