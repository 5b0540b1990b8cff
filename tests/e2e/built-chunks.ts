import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built app's chunks as a graph (dist/assets): which source modules each holds (from its
 * source map) and which chunks it imports statically, i.e. loads before its own code runs. A
 * dynamic import() is not followed: that chunk loads only when the code asks for it.
 */
export interface BuiltChunks {
  modules: Map<string, readonly string[]>;
  staticImports: Map<string, readonly string[]>;
}

/** `import … from "./x.js"` and `import "./x.js"`, minified or not; never `import("./x.js")`. */
const STATIC_IMPORT =
  /(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g;

export function readBuiltChunks(distDir: string): BuiltChunks {
  const assets = join(distDir, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const modules = new Map<string, readonly string[]>();
  const staticImports = new Map<string, readonly string[]>();
  for (const file of files) {
    const code = readFileSync(join(assets, file), 'utf8');
    staticImports.set(
      file,
      [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!),
    );
    // A chunk without a map holds no source module (an empty chunk of the chunk groups).
    const mapPath = join(assets, `${file}.map`);
    const map = existsSync(mapPath)
      ? (JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] })
      : { sources: [] };
    modules.set(file, map.sources);
  }
  return { modules, staticImports };
}

/** `chunk` and every chunk it imports statically, transitively: what loads with it. */
export function loadedWith({ staticImports }: BuiltChunks, chunk: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const next of staticImports.get(file) ?? []) visit(next);
  };
  visit(chunk);
  return loaded;
}

/** The chunks holding a module whose path (as the source map writes it) includes `path`. */
export function chunksHolding({ modules }: BuiltChunks, path: string): string[] {
  return [...modules]
    .filter(([, sources]) => sources.some((source) => source.includes(path)))
    .map(([file]) => file);
}
