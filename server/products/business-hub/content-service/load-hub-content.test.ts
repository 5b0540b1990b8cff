import { asc, eq } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HUB_SEARCH_INDEX_OPTIONS,
  HUB_SEARCH_OPTIONS,
} from '../../../../src/domain/hub/hub-search';
import { hubContentLoads, hubFiles, hubItems } from '../../../db/schema';
import { openTestDatabase } from '../../../test-support/test-app';
import { guide, sources } from '../../../test-support/hub-sources';
import { latestFingerprint, loadHubContent, searchIndexOf } from './load-hub-content';

/*
 * Issue 28: the hub's content is loaded from the repo's sources at start, once across processes
 * and restarts, and an item keeps its id (favourites, links) as its source changes.
 */

type Database = Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database | null = null;
afterEach(async () => {
  await database?.drop();
  database = null;
});

describe('loading the hub content', () => {
  it('loads once: a restart and a second process with the same sources write nothing', async () => {
    database = await openTestDatabase();
    const renders = { count: 0 };
    const items = [guide('bank', 'bank account', renders), guide('tax', 'sales tax', renders)];

    // Two processes starting at once on one database.
    const outcomes = await Promise.all([
      loadHubContent(database.db, sources('v1', items)),
      loadHubContent(database.db, sources('v1', items)),
    ]);
    expect(outcomes.sort()).toEqual(['current', 'loaded']);
    const rows = await database.db.select().from(hubItems).orderBy(asc(hubItems.id));
    expect(rows.map((row) => row.slug)).toEqual(['bank', 'tax']);
    expect(await database.db.select().from(hubFiles)).toHaveLength(2);
    expect(await database.db.select().from(hubContentLoads)).toHaveLength(1);

    // A restart: nothing rendered, nothing written.
    const rendered = renders.count;
    expect(await loadHubContent(database.db, sources('v1', items))).toBe('current');
    expect(renders.count).toBe(rendered);
    const again = await database.db.select().from(hubItems).orderBy(asc(hubItems.id));
    expect(again.map((row) => row.updatedAt)).toEqual(rows.map((row) => row.updatedAt));
  });

  it('keeps ids as sources change, rewrites only what changed, withdraws what left', async () => {
    database = await openTestDatabase();
    const renders = { count: 0 };
    await loadHubContent(
      database.db,
      sources('v1', [guide('bank', 'bank account', renders), guide('tax', 'sales tax', renders)]),
    );
    const [bank, tax] = await database.db.select().from(hubItems).orderBy(asc(hubItems.id));

    const changed = guide('bank', 'business bank account', renders);
    const added = guide('hire', 'first employee', renders);
    expect(await loadHubContent(database.db, sources('v2', [changed, added]))).toBe('loaded');
    const rows = await database.db.select().from(hubItems).orderBy(asc(hubItems.id));
    expect(rows.map((row) => [row.id, row.slug, row.withdrawnAt !== null])).toEqual([
      [bank!.id, 'bank', false],
      [tax!.id, 'tax', true],
      [expect.any(Number), 'hire', false],
    ]);
    expect(rows[0]!.searchText).toBe('business bank account');
    const [file] = await database.db.select().from(hubFiles).where(eq(hubFiles.itemId, bank!.id));
    expect(new TextDecoder().decode(file!.content)).toBe('%PDF business bank account');

    // Going back (a rollback) loads the older sources again: the withdrawn item returns.
    const back = [guide('bank', 'bank account', renders), guide('tax', 'sales tax', renders)];
    expect(await loadHubContent(database.db, sources('v1', back))).toBe('loaded');
    const [, taxAgain] = await database.db.select().from(hubItems).orderBy(asc(hubItems.id));
    expect([taxAgain!.id, taxAgain!.withdrawnAt]).toEqual([tax!.id, null]);
  });

  it('builds a search index of the live items that the browser’s options can search', async () => {
    database = await openTestDatabase();
    const renders = { count: 0 };
    await loadHubContent(
      database.db,
      sources('v1', [
        guide('bank', 'opening a bank account', renders),
        guide('tax', 'sales tax', renders),
      ]),
    );
    const serialised = await searchIndexOf(database.db, (await latestFingerprint(database.db))!);
    const index = MiniSearch.loadJSON(serialised!, HUB_SEARCH_INDEX_OPTIONS);
    const results = index.search('ban acount', HUB_SEARCH_OPTIONS);
    expect(results.map((result) => [result.name, result.kind, result.category_name])).toEqual([
      ['Guide bank', 'guides', 'Banking & Finance'],
    ]);
  });
});
