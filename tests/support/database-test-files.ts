import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * What tells a module apart as choosing the suite's database engine: the variable the server
 * projects set (vitest.config.ts) and server/test-support/test-app.ts reads.
 */
const ENGINE_VARIABLE = 'CHARTER_TEST_DB';

/** Relative module specifiers: static and dynamic imports and re-exports. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names (a `.js` written for ESM stands for its `.ts`), if any. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return CANDIDATE_SUFFIXES.map((suffix) => base + suffix).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

function filesUnder(folder: string, matches: (name: string) => boolean): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && matches(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The test files under `folders` (paths relative to `root`) that reach the database engine
 * choice through their own imports: a file that never does (pure functions, PDF writers, file
 * checks) runs the same on every engine, so the Postgres project need not run it again. Read
 * from the files each time the config loads, so a new test is placed without a list to keep.
 */
export function databaseTestFiles(root: string, folders: string[]): string[] {
  const modules = new Map<string, { choosesEngine: boolean; imports: string[] }>();
  const read = (file: string) => {
    let module = modules.get(file);
    if (!module) {
      const text = readFileSync(file, 'utf8');
      module = {
        choosesEngine: text.includes(ENGINE_VARIABLE),
        imports: [...text.matchAll(RELATIVE_IMPORT)]
          .map(([, specifier]) => resolveImport(file, specifier!))
          .filter((path): path is string => path !== undefined),
      };
      modules.set(file, module);
    }
    return module;
  };
  const reachesEngine = (testFile: string): boolean => {
    const seen = new Set([testFile]);
    const pending = [testFile];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      const module = read(file);
      if (module.choosesEngine) return true;
      for (const imported of module.imports) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        pending.push(imported);
      }
    }
    return false;
  };
  return folders
    .flatMap((folder) => filesUnder(join(root, folder), (name) => name.endsWith('.test.ts')))
    .filter(reachesEngine)
    .map((file) => relative(root, file))
    .sort();
}
