/**
 * The `required` list of an object schema whose every property is required: the properties'
 * names, typed as the names themselves so that `FromSchema` makes none of them optional.
 */
export function allRequired<P extends object>(properties: P): Array<keyof P & string> {
  return Object.keys(properties) as Array<keyof P & string>;
}
