import type { Plugin } from 'vite';
import {
  FIRST_SCREEN_PRELOADS_FILE,
  type FirstScreenPreloads,
} from '../domain/first-screen-preloads.ts';
import { FIRST_SCREEN_MODULES } from './first-screen-modules.ts';

/** What the bundle says of one chunk (the fields used here). */
export interface BuiltChunk {
  fileName: string;
  /** The files of the chunks it imports statically. */
  imports: readonly string[];
  /** The module a chunk stands for (a lazily imported module whose code is in a group's chunk). */
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/**
 * Every chunk file a module needs to run: its own, then those it imports statically, however
 * deep (the entry's among them; the page names those already). Null when no chunk holds it.
 */
export function chunkFilesOf(chunks: readonly BuiltChunk[], moduleId: string): string[] | null {
  const own =
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!own) return null;
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  visit(own);
  return files;
}

/**
 * Writes FIRST_SCREEN_PRELOADS_FILE: for each path of FIRST_SCREEN_MODULES, the chunk files its
 * modules need, for the server to name in that page. A listed module the build does not have
 * fails the build.
 */
export function firstScreenPreloads(root: string): Plugin {
  return {
    name: 'charter-first-screen-preloads',
    apply: 'build',
    generateBundle: {
      // After Vite has dropped the chunks that only held CSS (the styles are one file).
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // Only the app's own build: not another one this config takes part in.
        if (!chunks.some((chunk) => chunk.facadeModuleId === `${root}/index.html`)) return;
        const preloads: Record<string, string[]> = {};
        for (const [path, sources] of Object.entries(FIRST_SCREEN_MODULES)) {
          preloads[path] = sources.flatMap((source) => {
            const files = chunkFilesOf(chunks, `${root}/${source}`);
            if (!files) {
              this.error(
                `FIRST_SCREEN_MODULES (src/boot/first-screen-modules.ts) names ${source} for ` +
                  `${path}, which the build does not have: renamed or moved? Update the list.`,
              );
            }
            return files;
          });
        }
        this.emitFile({
          type: 'asset',
          fileName: FIRST_SCREEN_PRELOADS_FILE,
          source: JSON.stringify(preloads satisfies FirstScreenPreloads),
        });
      },
    },
  };
}
