import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_SLUGS } from '../../../../src/domain/hub/template-catalogue';
import { TEMPLATE_QUESTIONS } from './template-questions';

/**
 * The module graph from an entry, as esbuild bundles it for Node: every file reached and the
 * packages it leaves outside (`packages: 'external'`), after type-only imports are dropped, so
 * what remains is what Node loads at run time.
 */
async function moduleGraph(file: string) {
  const { metafile } = await build({
    entryPoints: [fileURLToPath(new URL(file, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const inputs = Object.values(metafile.inputs);
  return {
    files: Object.keys(metafile.inputs),
    packages: new Set(
      inputs.flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path)),
    ),
  };
}

const isDocx = (specifier: string) => specifier === 'docx' || specifier.startsWith('docx/');

describe('TEMPLATE_QUESTIONS', () => {
  it('loads no docx and no template body, however deep its imports go', async () => {
    const graph = await moduleGraph('./template-questions.ts');
    expect(graph.files.some((file) => file.endsWith('templates/questions/invoice.ts'))).toBe(true);
    expect([...graph.packages].filter(isDocx)).toEqual([]);
    expect(graph.files.filter((file) => /templates\/(sources\/|docx-blocks)/.test(file))).toEqual(
      [],
    );
  });

  it('would see docx if it were reached (the check above is not vacuous)', async () => {
    const graph = await moduleGraph('./docx-blocks.ts');
    expect([...graph.packages].some(isDocx)).toBe(true);
  });

  it('has one questions module per catalogue entry, besides the builders and the shared ones', () => {
    const modules = readdirSync(new URL('./questions/', import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((name) => name !== 'builders' && name !== 'shared')
      .sort();
    expect(modules).toEqual([...TEMPLATE_SLUGS]);
    expect(Object.keys(TEMPLATE_QUESTIONS)).toEqual([...TEMPLATE_SLUGS]);
  });
});
