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
