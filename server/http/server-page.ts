import { readFileSync } from 'node:fs';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './escape-html';
import { plainReply } from './schema-typed-routes';
import { SERVER_PAGES_MOUNT } from '../../src/domain/server-paths';
import {
  PRIVACY_PATH,
  PRIVACY_TITLE,
  TERMS_PATH,
  TERMS_TITLE,
} from '../../src/domain/legal/legal-pages';

/** Where the server's own pages (sign-in, password reset, unsubscribe) find their stylesheet. */
export const SERVER_PAGE_STYLESHEET = `${SERVER_PAGES_MOUNT}/server-page.css`;

const stylesheet = readFileSync(new URL('./static/server-page.css', import.meta.url));

/**
 * A page the server renders itself, in Charter's look: a card with the brand, `body` in it.
 * No inline scripts or styles: the strict Content-Security-Policy applies here too; `scripts`
 * are files of this origin.
 */
export function serverPage(title: string, body: string, scripts: readonly string[] = []): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1f3a5f">
<title>${escapeHtml(title)} · Charter</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${SERVER_PAGE_STYLESHEET}">
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</head>
<body>
<main class="page-card">
<a class="page-brand" href="/"><img class="page-logo" src="/favicon.svg" alt="" width="32" height="32"><span>Charter</span></a>
${body}
<p class="page-legal"><a href="${TERMS_PATH}">${TERMS_TITLE}</a><a href="${PRIVACY_PATH}">${PRIVACY_TITLE}</a></p>
</main>
</body>
</html>`;
}

/** Serves the server pages' stylesheet (whether or not the embedded sign-in is mounted). */
export function serverPageAssets(app: FastifyInstance): void {
  app.get(
    SERVER_PAGE_STYLESHEET,
    {
      schema: {
        summary: "The stylesheet of the server's own pages (sign-in, password reset, unsubscribe)",
        response: {
          200: {
            description: 'The stylesheet',
            content: { 'text/css': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (_request, reply) =>
      plainReply(reply)
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(stylesheet),
  );
}

/** A route answer that is one of these pages, for the API document. */
export const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});

/**
 * Readies a scope whose routes answer server pages behind a secret address (a reset, confirmation
 * or unsubscribe link): their forms' bodies parsed, and every answer HTML that no cache keeps
 * and that names no Referer, so the link's token never leaves in one.
 */
export async function secretLinkPages(app: FastifyInstance, bodyLimit: number): Promise<void> {
  await app.register(formbody, { bodyLimit });
  app.addHook('onSend', async (_request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
  });
}
