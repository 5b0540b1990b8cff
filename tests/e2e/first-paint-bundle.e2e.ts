import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_FLOW } from '../../src/domain/flows/registration-flow';
import {
  FIRST_SCREEN_PRELOADS_FILE,
  type FirstScreenPreloads,
} from '../../src/domain/first-screen-preloads';
import { chunksHolding, loadedWith, readBuiltChunks } from './built-chunks';

/**
 * What a route loads lazily to render a question page: the one flow screen, a flow's pages file
 * (formation-pages.ts…) or an area's own screen (registration-page.tsx, business-license-page.tsx).
 */
const PAGE_WRAPPER =
  /\/src\/(questionnaire\/signed-in-flow-screen\.tsx|features\/[^/]+\/([^/]+-pages\.tsx?|components\/[^/]+-page\.tsx))$/;

/**
 * A question page paints without the device database (decisions 0016, 0061): Dexie (about
 * 30 KB gzipped) loads with the first edit, through the draft store's dynamic import. This
 * reads the build `npm test` has just made (dist/, or BUILT_DIST): neither the app's entry, nor
 * the question page engine, nor a page wrapper that renders it may bring Dexie statically.
 */
describe('the build keeps the device database off the first paint', () => {
  const dist = new URL(process.env.BUILT_DIST ?? '../../dist/', import.meta.url).pathname;

  it('no entry of a question page loads Dexie statically', () => {
    expect(existsSync(`${dist}assets`), 'run "npm run build" first').toBe(true);
    const chunks = readBuiltChunks(dist);
    const dexie = chunksHolding(chunks, 'node_modules/dexie/');
    const engine = chunksHolding(chunks, 'src/questionnaire/question-page.tsx');
    expect(dexie.length, 'Dexie is in the build').toBeGreaterThan(0);
    expect(engine.length, 'the question page engine is in the build').toBeGreaterThan(0);

    const appEntry = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"/.exec(
      readFileSync(`${dist}index.html`, 'utf8'),
    )?.[1];
    expect(appEntry, "the app's entry script in index.html").toBeDefined();
    const wrappers = [...chunks.modules]
      .filter(([, sources]) => sources.some((source) => PAGE_WRAPPER.test(source)))
      .map(([file]) => file)
      .filter((file) => engine.some((chunk) => loadedWith(chunks, file).has(chunk)));
    const entries = [appEntry!, ...engine, ...wrappers];

    const pullingDexie = entries.filter((entry) =>
      dexie.some((chunk) => loadedWith(chunks, entry).has(chunk)),
    );
    expect(pullingDexie).toEqual([]);
  });

  it("names registration's screen among the first chunks of its pages", () => {
    const preloads = JSON.parse(
      readFileSync(`${dist}${FIRST_SCREEN_PRELOADS_FILE}`, 'utf8'),
    ) as FirstScreenPreloads;
    const screen = chunksHolding(readBuiltChunks(dist), 'src/app/registration-screen.tsx');
    expect(screen.length, "registration's screen is a chunk of its own").toBe(1);
    for (const page of REGISTRATION_FLOW.pages) {
      const path = `/${REGISTRATION_FLOW.key}/${page.name}`;
      expect(preloads[path], path).toContain(`assets/${screen[0]}`);
    }
  });
});

/**
 * The scripts a signed-in first screen loads before it paints, as the server preloads them
 * (first-screen-preloads.json: the entry, the gate, the layout, the screen and every chunk they
 * import): a module the bundler cuts into a chunk of its own is one request more on a phone's six
 * connections. At most what decision 0092 brought them back to (e7c8f76: 13 and 14).
 */
const FIRST_SCREEN_SCRIPTS_MAX: Readonly<Record<string, number>> = {
  '/dashboard': 13,
  '/business-hub': 13,
};

describe('the signed-in first screens load few scripts', () => {
  const dist = new URL(process.env.BUILT_DIST ?? '../../dist/', import.meta.url).pathname;

  it.each(Object.entries(FIRST_SCREEN_SCRIPTS_MAX))('%s loads at most %i', (path, most) => {
    const preloads = JSON.parse(
      readFileSync(`${dist}${FIRST_SCREEN_PRELOADS_FILE}`, 'utf8'),
    ) as FirstScreenPreloads;
    const scripts = new Set(preloads[path]);
    expect(scripts.size, path).toBeGreaterThan(0);
    expect(scripts.size, [...scripts].join(', ')).toBeLessThanOrEqual(most);
  });
});
