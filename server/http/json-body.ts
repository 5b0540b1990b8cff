import type { FastifyInstance } from 'fastify';

/**
 * The deepest nesting a JSON body may have. Charter's deepest body (a page with a list of rows)
 * nests four levels; the margin leaves the shared validator room to refuse deeper answers with
 * the field's own message, while a body nested thousands deep never reaches code that walks it
 * recursively (schema validation, the validator), where it would exhaust the stack.
 */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;

/** How deep arrays and objects nest in JSON text, counted without parsing (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, (depth += 1));
    else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}

/** Fastify's own JSON parser (prototype-poisoning checks included), behind a depth bound. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    if (jsonDepth(body) > MAX_JSON_DEPTH) {
      done(Object.assign(new Error(TOO_DEEP_MESSAGE), { statusCode: 400 }), undefined);
      return;
    }
    parse(request, body, done);
  });
}
