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

/**
 * Deeper than any value a route describes (a page's list of rows of fields is three levels):
 * a body nested further is refused before anything walks it.
 */
const MAX_NESTING = 16;

/** A 400 that each mount's error handler words in its own format (JSON, provider, sign-in page). */
function refusal(message: string) {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** The first value (or name) under `where` that no route may take, described for the client. */
function firstUnstorable(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') {
    return isCleanText(value, { lineBreaks: true })
      ? null
      : `The value of ${where} contains characters that cannot be accepted`;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_NESTING) return `The value of ${where} is nested too deeply`;
  for (const [name, item] of Object.entries(value)) {
    if (!isCleanText(name)) return `A name in ${where} contains characters that cannot be accepted`;
    const found = firstUnstorable(
      item,
      Array.isArray(value) ? `${where}[${name}]` : `${where}.${name}`,
      depth + 1,
    );
    if (found) return found;
  }
  return null;
}

/** Whether each part of the address decodes as UTF-8 (a lone surrogate's bytes do not). */
function isReadableAddress(url: string): boolean {
  return url.split(/[?&=]/).every((part) => {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
      return true;
    } catch {
      return false;
    }
  });
}

function checkRequest(request: FastifyRequest): void {
  if (!isReadableAddress(request.raw.url ?? '')) {
    throw refusal('The address contains characters that cannot be read');
  }
  const problem =
    firstUnstorable(request.params, 'the path') ??
    firstUnstorable(request.query, 'the query') ??
    (request.routeOptions.config.pageAnswers ? null : firstUnstorable(request.body, 'the body'));
  if (problem) throw refusal(problem);
}

/**
 * Every route of the app, before its schema and handler: text with control characters (tabs
 * and line breaks aside) or lone surrogates, anywhere in the address or the body, and bodies
 * nested beyond any route's shape, are refused with a 400 naming where. One place for what no
 * field may hold; each route's schema (and the questionnaire validator, per field) adds its
 * own rules on top; page answers are left to that validator alone. Routes that forward their body unread (the identity provider) are checked
 * on their address.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
