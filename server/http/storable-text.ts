import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body is a questionnaire page's answers, which the shared validator checks field by
     * field (with each field's own message, and line breaks only in text areas).
     */
    pageAnswers?: boolean;
  }
}
import {
  isCleanText,
  TEXT_PROBLEM_MESSAGES,
  textProblem,
  type TextProblem,
} from '../../src/domain/text-characters';
import { decodesAsUtf8 } from './percent-encoding';

/**
 * Deeper than any value a route describes (a page's list of rows of fields is three levels):
 * a body nested further is refused before anything walks it.
 */
export const MAX_NESTING = 16;

/**
 * The schema keyword that lets a body property keep line breaks and tabs (a multi-line note);
 * every other string a route takes is single-line. Registered with the validator (app.ts) as
 * an annotation, and shown in the API document, where the abuse sweep reads it.
 */
export const MULTI_LINE_KEYWORD = 'x-multi-line';

/** A body property of text that may span lines: `multiLineText({ maxLength: 1000 })`. */
export function multiLineText<S extends object>(schema: S) {
  return { type: 'string', ...schema, [MULTI_LINE_KEYWORD]: true } as const;
}

/** A 400 that each mount's error handler words in its own format (JSON, provider, sign-in page). */
function refusal(message: string) {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** What is wrong with a value, and where inside it (names and list positions). */
interface Finding {
  path: string[];
  problem: TextProblem | 'name' | 'nesting';
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema and the variants it allows (oneOf, anyOf, allOf): each may describe the value. */
function variants(schema: unknown): Schema[] {
  if (!isSchema(schema)) return [];
  const nested = ['oneOf', 'anyOf', 'allOf'].flatMap((keyword) =>
    Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]).flatMap(variants) : [],
  );
  return [schema, ...nested];
}

/** The schema of a member (an object's property, a list's item) of a value `schema` describes. */
function memberSchema(schema: Schema, name: string): unknown {
  const properties = schema.properties;
  if (isSchema(properties) && Object.hasOwn(properties, name)) return properties[name];
  if (/^\d+$/.test(name) && isSchema(schema.items)) return schema.items;
  return isSchema(schema.additionalProperties) ? schema.additionalProperties : undefined;
}

/** Whether the route's body schema declares the value at `path` multi-line text. */
function declaresMultiLine(schema: unknown, path: readonly string[]): boolean {
  let described = variants(schema);
  for (const name of path) {
    described = described.flatMap((candidate) => variants(memberSchema(candidate, name)));
  }
  return described.some((candidate) => candidate[MULTI_LINE_KEYWORD] === true);
}

/**
 * The first value (or name) inside `value` that no route may take: text is single-line unless
 * `multiLine` says the schema declares it otherwise (asked only of text with a line break, the
 * rare case).
 */
function firstUnstorable(
  value: unknown,
  multiLine: (path: readonly string[]) => boolean,
  path: string[] = [],
): Finding | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem === 'line-break' && multiLine(path)) return null;
    return problem ? { path, problem } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_NESTING) return { path, problem: 'nesting' };
  for (const [name, item] of Object.entries(value)) {
    if (!isCleanText(name)) return { path, problem: 'name' };
    const found = firstUnstorable(item, multiLine, [...path, name]);
    if (found) return found;
  }
  return null;
}

const PROBLEMS: Record<Finding['problem'], (subject: string) => string> = {
  ...TEXT_PROBLEM_MESSAGES,
  name: (subject) => `${subject} has a member whose name contains a character that is not allowed`,
  nesting: (subject) => `${subject} is nested too deeply`,
};

/** "The query parameter email contains…", "billing_details.name is nested too deeply". */
function described(source: string, { path, problem }: Finding): string {
  // Nesting is named by the member it starts in, not by the dozens of levels below it.
  const name = (problem === 'nesting' ? path.slice(0, 1) : path).join('.');
  const subject = source === 'body' ? name || 'The body' : `The ${source} parameter ${name}`;
  return PROBLEMS[problem](subject);
}

/** An address's parameters are single-line, whatever their schema says. */
const SINGLE_LINE = () => false;

function checkRequest(request: FastifyRequest): void {
  if (!decodesAsUtf8(request.raw.url ?? '')) {
    throw refusal('The address contains an escape that is not UTF-8 text');
  }
  const bodySchema = request.routeOptions.schema?.body;
  const sources = {
    path: [request.params, SINGLE_LINE],
    query: [request.query, SINGLE_LINE],
    // Page answers are checked field by field, with each field's message, by the validator.
    body: [
      request.routeOptions.config.pageAnswers ? null : request.body,
      (path: readonly string[]) => declaresMultiLine(bodySchema, path),
    ],
  } as const;
  for (const [source, [value, multiLine]] of Object.entries(sources)) {
    const finding = firstUnstorable(value, multiLine);
    if (finding) throw refusal(described(source, finding));
  }
}

/**
 * Every route of the app, before its schema and handler: text with control characters or lone
 * surrogates, anywhere in the address or the body, line breaks and tabs in any of it but a body
 * property its schema declares multi-line (multiLineText), and bodies nested beyond any route's
 * shape, are refused with a 400 naming where. One place for what no value may hold; each
 * route's schema adds its own rules on top. Page answers are left to the questionnaire
 * validator, which words the refusal per field (a text area keeps its line breaks); routes that
 * forward their body unread (the identity provider) are checked on their address.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
