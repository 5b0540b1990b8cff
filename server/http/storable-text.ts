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
import { isCleanText } from '../../src/domain/text-characters';
import { decodesAsUtf8 } from './percent-encoding';

/**
 * Deeper than any value a route describes (a page's list of rows of fields is three levels):
 * a body nested further is refused before anything walks it.
 */
export const MAX_NESTING = 16;

/** A 400 that each mount's error handler words in its own format (JSON, provider, sign-in page). */
function refusal(message: string) {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** What is wrong with a value, and where inside it (names and list positions). */
interface Finding {
  path: string[];
  problem: 'characters' | 'name' | 'nesting';
}

/** The first value (or name) inside `value` that no route may take. */
function firstUnstorable(value: unknown, path: string[] = []): Finding | null {
  if (typeof value === 'string') {
    return isCleanText(value, { lineBreaks: true }) ? null : { path, problem: 'characters' };
  }
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_NESTING) return { path, problem: 'nesting' };
  for (const [name, item] of Object.entries(value)) {
    if (!isCleanText(name)) return { path, problem: 'name' };
    const found = firstUnstorable(item, [...path, name]);
    if (found) return found;
  }
  return null;
}

const PROBLEMS: Record<Finding['problem'], string> = {
  characters:
    'contains a character that is not allowed (a control character or an unpaired surrogate)',
  name: 'has a member whose name contains a character that is not allowed',
  nesting: 'is nested too deeply',
};

/** "The query parameter email contains…", "billing_details.name is nested too deeply". */
function described(source: string, { path, problem }: Finding): string {
  // Nesting is named by the member it starts in, not by the dozens of levels below it.
  const name = (problem === 'nesting' ? path.slice(0, 1) : path).join('.');
  const subject = source === 'body' ? name || 'The body' : `The ${source} parameter ${name}`;
  return `${subject} ${PROBLEMS[problem]}`;
}

function checkRequest(request: FastifyRequest): void {
  if (!decodesAsUtf8(request.raw.url ?? '')) {
    throw refusal('The address contains an escape that is not UTF-8 text');
  }
  const sources = {
    path: request.params,
    query: request.query,
    // Page answers are checked field by field, with each field's message, by the validator.
    body: request.routeOptions.config.pageAnswers ? null : request.body,
  };
  for (const [source, value] of Object.entries(sources)) {
    const finding = firstUnstorable(value);
    if (finding) throw refusal(described(source, finding));
  }
}

/**
 * Every route of the app, before its schema and handler: text with control characters (tabs
 * and line breaks aside) or lone surrogates, anywhere in the address or the body, and bodies
 * nested beyond any route's shape, are refused with a 400 naming where. One place for what no
 * value may hold; each route's schema adds its own rules on top. Page answers are left to the
 * questionnaire validator, which words the refusal per field; routes that forward their body
 * unread (the identity provider) are checked on their address.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
