/**
 * Checks a value against one of the JSON schemas the server's routes declare (decision 0065),
 * so the browser reads an answer with the very schema the server serialised it with. A small
 * interpreter of the keywords those schemas use, not a schema compiler: the app's content
 * security policy forbids the `new Function` that Ajv compiles with, and the whole check costs
 * less than one hand-written parser did. Annotations (description, format, default, title,
 * examples) do not constrain; `CHECKED_KEYWORDS` lists the rest, and a test fails on any
 * contract schema using a keyword outside it, so no rule is silently skipped.
 */

export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

type Schema = { readonly [keyword: string]: unknown };

export const CHECKED_KEYWORDS = [
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'maxProperties',
  'propertyNames',
  'anyOf',
  'oneOf',
  'not',
] as const;

export const ANNOTATION_KEYWORDS = [
  'description',
  'format',
  'default',
  'title',
  'examples',
  'summary',
] as const;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, type: unknown): boolean {
  const actual = typeOf(value);
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

/** JSON equality for enum and const: same primitive, or same structure. */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeOf(value) === 'object';
}

/** Where `value` breaks `schema`, as a JSON path (e.g. "/businesses/0/id"), or null. */
export function schemaProblem(schema: JsonSchema, value: unknown, path = ''): string | null {
  if (schema === true) return null;
  if (schema === false) return path || '/';
  const s: Schema = schema;
  const here = path || '/';
  if (s.type !== undefined && !hasType(value, s.type)) return here;
  if (s.const !== undefined && !sameJson(value, s.const)) return here;
  if (Array.isArray(s.enum) && !s.enum.some((option) => sameJson(value, option))) return here;
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return here;
    if (typeof s.maximum === 'number' && value > s.maximum) return here;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof s.minLength === 'number' && length < s.minLength) return here;
    if (typeof s.maxLength === 'number' && length > s.maxLength) return here;
    if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value)) return here;
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems) return here;
    if (typeof s.maxItems === 'number' && value.length > s.maxItems) return here;
    if (
      s.uniqueItems === true &&
      value.some((item, index) => value.slice(0, index).some((before) => sameJson(before, item)))
    ) {
      return here;
    }
    if (s.items !== undefined) {
      for (const [index, item] of value.entries()) {
        const problem = schemaProblem(s.items as JsonSchema, item, `${path}/${index}`);
        if (problem) return problem;
      }
    }
  }
  if (isObject(value)) {
    const problem = objectProblem(s, value, path);
    if (problem) return problem;
  }
  const alternatives = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const matching = alternatives.filter((option) => schemaProblem(option, value, path) === null);
    if (matching.length === 0 || (s.oneOf && matching.length > 1)) return here;
  }
  if (s.not !== undefined && schemaProblem(s.not as JsonSchema, value, path) === null) return here;
  return null;
}

function objectProblem(s: Schema, value: Record<string, unknown>, path: string): string | null {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (s.required ?? []) as string[]) {
    if (!Object.hasOwn(value, name)) return `${path}/${name}`;
  }
  const names = Object.keys(value);
  if (typeof s.maxProperties === 'number' && names.length > s.maxProperties) return path || '/';
  for (const name of names) {
    const at = `${path}/${name}`;
    if (s.propertyNames !== undefined && schemaProblem(s.propertyNames as JsonSchema, name, at))
      return at;
    const rule = Object.hasOwn(properties, name) ? properties[name] : s.additionalProperties;
    if (rule === undefined) continue;
    const problem = schemaProblem(rule as JsonSchema, value[name], at);
    if (problem) return problem;
  }
  return null;
}
