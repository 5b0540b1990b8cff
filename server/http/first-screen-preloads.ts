import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_SCREEN_MODULES } from '../../src/app/first-screen-modules';
import { stripTrailingSlash } from '../../src/domain/url-paths';

/** What Vite's build manifest says of one module's chunk (the fields used here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

/** Where `vite build` writes its manifest (build.manifest: true). */
const MANIFEST_PATH = join('.vite', 'manifest.json');

/**
 * Every chunk file a module needs to run: its own, then those it imports statically, however
 * deep (the entry's chunks among them; the shell names those already).
 */
export function chunkFilesOf(manifest: BuildManifest, source: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no module ${key}`);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return files;
}

/** The shell with a modulepreload link for each file it does not name yet, before </head>. */
export function withModulePreloads(shell: string, files: readonly string[]): string {
  const links = [...new Set(files)]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return shell.replace('</head>', `${links}</head>`);
}

/**
 * The page each path of FIRST_SCREEN_MODULES is answered with: the shell naming that page's
 * first chunks. Null for any other path (the plain shell), and for a build without a manifest.
 */
export function firstScreenShells(root: string, shell: Buffer): (path: string) => Buffer | null {
  const manifestPath = join(root, MANIFEST_PATH);
  if (!existsSync(manifestPath)) return () => null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const shells = new Map(
    Object.entries(FIRST_SCREEN_MODULES).map(([path, sources]) => {
      const files = sources.flatMap((source) => chunkFilesOf(manifest, source));
      return [path, Buffer.from(withModulePreloads(shell.toString('utf8'), files))] as const;
    }),
  );
  return (path) => shells.get(stripTrailingSlash(path)) ?? null;
}
