import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The product's folders whose code or text makes the hub's content. */
const CONTENT_FOLDERS = ['content', 'render', 'templates'];
/** Files outside the product that the content prints: the templates' names (their titles). */
const SHARED_CONTENT_FILES = ['../../../src/domain/hub/template-catalogue.ts'];
/** The libraries whose output is in the files (a new version may lay a page out differently). */
const RENDERING_LIBRARIES = ['pdfkit', 'docx', 'minisearch'];

const productFolder = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The installed versions, as the lockfile pins them (some packages do not export their manifest). */
function libraryVersions(): string {
  const lockfile = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../../package-lock.json', import.meta.url)), 'utf8'),
  ) as { packages: Record<string, { version?: string }> };
  return RENDERING_LIBRARIES.map(
    (name) => `${name}@${lockfile.packages[`node_modules/${name}`]?.version ?? 'missing'}`,
  ).join('\0');
}

/**
 * What the hub's content is made from, as one hash (issue 28): every source file of the content,
 * its renderers and templates (their sub-folders too: templates/questions/ and sources/), the
 * catalogue the templates take their names from, and the versions of the libraries that draw
 * the files. Equal fingerprints make equal content, so a process whose fingerprint the latest
 * load had loads nothing; any edit, or a library upgrade, loads again. Read once per process, in
 * milliseconds.
 */
export function contentFingerprint(): string {
  const hash = createHash('sha256');
  const files = [
    ...CONTENT_FOLDERS.flatMap((folder) => sourceFiles(join(productFolder, folder))),
    ...SHARED_CONTENT_FILES.map((file) => join(productFolder, file)),
  ];
  for (const file of files) {
    hash.update(relative(productFolder, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(libraryVersions());
  return hash.digest('hex');
}
