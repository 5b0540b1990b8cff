import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { firstScreenShells } from './first-screen-preloads';
import { SERVER_PATH_PATTERN } from '../../src/domain/server-paths';

/** The page a navigation to `path` is answered with: the app shell. */
export type ShellFor = (path: string) => Buffer;

/**
 * Serves the built PWA from `root`: hashed assets cached for a year, everything else
 * revalidated. Returns the shell every other navigation is answered with: index.html, naming
 * the first chunks of the page asked for where first-screen-preloads knows them.
 */
export async function registerBuiltApp(app: FastifyInstance, root: string): Promise<ShellFor> {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`No built app at ${root}: run "npm run build" (npm start does it for you).`);
  }
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: false,
    wildcard: true,
    // Folder paths ('/', '/assets/') are client routes too: the shell answers them. The build
    // notes (.vite/: first-screen preloads) are the server's, not files of the app.
    allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.startsWith('/.vite/'),
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(root, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const shell = readFileSync(indexPath);
  const firstScreenShell = firstScreenShells(root, shell);
  return (path) => firstScreenShell(path) ?? shell;
}

/**
 * The answer to a path of the app rather than of a service: page navigations get the app shell
 * (the client router shows the page, or its own 404), everything else a JSON 404. The root
 * not-found handler (it replaces Fastify's default, which logs the full URL — query strings can
 * hold OAuth codes), and the handler of the app's pages that are routes of the server.
 */
export function appPageOrNotFound(shellFor: ShellFor | null) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isService = SERVER_PATH_PATTERN.test(path);
    const wantsPage =
      request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html');
    if (!shellFor || isService || !wantsPage) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(shellFor(path));
  };
}
