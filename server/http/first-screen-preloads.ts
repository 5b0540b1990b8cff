import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_SCREEN_PRELOADS_FILE,
  type FirstScreenPreloads,
} from '../../src/domain/first-screen-preloads';
import { stripTrailingSlash } from '../../src/domain/url-paths';

/** The shell with a modulepreload link for each file it does not name yet, before </head>. */
export function withModulePreloads(shell: string, files: readonly string[]): string {
  const links = [...new Set(files)]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return shell.replace('</head>', `${links}</head>`);
}

/**
 * The page each path the build wrote first-screen preloads for is answered with: the shell
 * naming that page's first chunks (src/boot/first-screen-modules.ts). Null for any other path
 * (the plain shell), and for a build without the file.
 */
export function firstScreenShells(root: string, shell: Buffer): (path: string) => Buffer | null {
  const preloadsPath = join(root, FIRST_SCREEN_PRELOADS_FILE);
  if (!existsSync(preloadsPath)) return () => null;
  const preloads = JSON.parse(readFileSync(preloadsPath, 'utf8')) as FirstScreenPreloads;
  const shells = new Map(
    Object.entries(preloads).map(
      ([path, files]) =>
        [path, Buffer.from(withModulePreloads(shell.toString('utf8'), files))] as const,
    ),
  );
  return (path) => shells.get(stripTrailingSlash(path)) ?? null;
}
