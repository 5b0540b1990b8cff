import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import {
  HUB_SEARCH_INDEX_OPTIONS,
  type HubSearchDocument,
} from '../../../../src/domain/hub/hub-search';
import type { Database } from '../../../db/database';
import { hubCategories, hubContentLoads, hubFiles, hubItems } from '../../../db/schema';
import type { HubSourceItem, HubSources } from './hub-sources';

/** The advisory lock of hub loads, apart from any other lock of the database. */
const HUB_LOAD_LOCK_CLASS = 24_028;

const sha256 = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex');

interface RenderedItem {
  source: HubSourceItem;
  files: { role: string; fileName: string; contentType: string; content: Uint8Array }[];
  sha256: string;
}

async function rendered(source: HubSourceItem): Promise<RenderedItem> {
  const files = await Promise.all(
    source.files.map(async ({ render, ...file }) => ({ ...file, content: await render() })),
  );
  const { files: _sourceFiles, ...row } = source;
  const fingerprint = sha256(
    JSON.stringify({ row, files: files.map(({ content, ...file }) => [file, sha256(content)]) }),
  );
  return { source, files, sha256: fingerprint };
}

/** Whether the latest load was of these sources (a rollback's older sources load again). */
async function isLoaded(db: Database, fingerprint: string): Promise<boolean> {
  return (await latestFingerprint(db)) === fingerprint;
}

/** The categories' ids by kind and name, adding the ones the sources name for the first time. */
async function categoryIds(tx: Database, items: readonly RenderedItem[]) {
  const wanted = new Map<string, { kind: string; name: string }>();
  for (const { source } of items) {
    if (source.category !== null)
      wanted.set(`${source.kind}\n${source.category}`, {
        kind: source.kind,
        name: source.category,
      });
  }
  if (wanted.size > 0)
    await tx
      .insert(hubCategories)
      .values([...wanted.values()])
      .onConflictDoNothing();
  const rows = await tx.select().from(hubCategories);
  return new Map(rows.map((row) => [`${row.kind}\n${row.name}`, row.id]));
}

/** Writes one item and its files where they changed; returns its id, and whether it is new. */
async function upsertItem(
  tx: Database,
  { source, files, sha256: itemSha }: RenderedItem,
  categoryId: number | null,
): Promise<{ id: number; isNew: boolean }> {
  const values = {
    kind: source.kind,
    slug: source.slug,
    name: source.name,
    description: source.description,
    categoryId,
    tags: [...source.tags],
    publishDate: source.publishDate,
    bodyHtml: source.bodyHtml,
    imageAltText: source.imageAltText,
    searchText: source.searchText,
    sha256: itemSha,
    withdrawnAt: null,
  };
  const [existing] = await tx
    .select({ id: hubItems.id, sha256: hubItems.sha256, withdrawnAt: hubItems.withdrawnAt })
    .from(hubItems)
    .where(and(eq(hubItems.kind, source.kind), eq(hubItems.slug, source.slug)));
  if (existing && existing.sha256 === itemSha && existing.withdrawnAt === null)
    return { id: existing.id, isNew: false };
  const [row] = existing
    ? await tx
        .update(hubItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(hubItems.id, existing.id))
        .returning({ id: hubItems.id })
    : await tx.insert(hubItems).values(values).returning({ id: hubItems.id });
  const itemId = row!.id;
  await tx.delete(hubFiles).where(eq(hubFiles.itemId, itemId));
  if (files.length > 0)
    await tx
      .insert(hubFiles)
      .values(files.map((file) => ({ ...file, itemId, sha256: sha256(file.content) })));
  return { id: itemId, isNew: !existing };
}

/** MiniSearch's index of the live items, serialised for the browser. */
async function liveItemsSearchIndex(tx: Database): Promise<string> {
  const rows = await tx
    .select({
      id: hubItems.id,
      kind: hubItems.kind,
      slug: hubItems.slug,
      name: hubItems.name,
      description: hubItems.description,
      category_id: hubItems.categoryId,
      category_name: hubCategories.name,
      tags: hubItems.tags,
      text: hubItems.searchText,
      publish_date: hubItems.publishDate,
    })
    .from(hubItems)
    .leftJoin(hubCategories, eq(hubCategories.id, hubItems.categoryId))
    .where(isNull(hubItems.withdrawnAt));
  return serialisedSearchIndex(
    rows.map((row) => ({
      ...row,
      kind: row.kind as HubSearchDocument['kind'],
      tags: row.tags.join(' '),
    })),
  );
}

/** MiniSearch's index of these documents, serialised as the browser loads it. */
export function serialisedSearchIndex(documents: readonly HubSearchDocument[]): string {
  const index = new MiniSearch<HubSearchDocument>(HUB_SEARCH_INDEX_OPTIONS);
  index.addAll(documents);
  return JSON.stringify(index);
}

/**
 * Loads the hub's sources into the database (issue 28), once across processes and restarts:
 * sources whose fingerprint the latest load had load nothing. Otherwise everything is rendered
 * (outside any transaction: it takes a second or two), then written under a lock, where a process
 * that waited finds the load done by another and writes nothing. Items keep their ids (kind and
 * slug); one that left the sources is withdrawn, so favourites and links to it end quietly.
 */
export async function loadHubContent(
  db: Database,
  sources: HubSources,
  /** In the load's transaction: the items it added, unless it is the database's first load. */
  onNewItems?: (tx: Database, load: string, itemIds: readonly number[]) => Promise<void>,
): Promise<'loaded' | 'current'> {
  if (await isLoaded(db, sources.fingerprint)) return 'current';
  const items = await Promise.all(sources.items().map(rendered));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HUB_LOAD_LOCK_CLASS}, 0)`);
    const previous = await latestFingerprint(tx);
    if (previous === sources.fingerprint) return 'current';
    const categories = await categoryIds(tx, items);
    const liveIds: number[] = [];
    const newIds: number[] = [];
    for (const item of items) {
      const { kind, category } = item.source;
      const categoryId = category === null ? null : categories.get(`${kind}\n${category}`)!;
      const { id, isNew } = await upsertItem(tx, item, categoryId);
      liveIds.push(id);
      if (isNew) newIds.push(id);
    }
    if (previous !== null) await onNewItems?.(tx, sources.fingerprint, newIds);
    await tx
      .update(hubItems)
      .set({ withdrawnAt: new Date() })
      .where(
        and(
          isNull(hubItems.withdrawnAt),
          liveIds.length > 0 ? notInArray(hubItems.id, liveIds) : undefined,
        ),
      );
    const load = { searchIndex: await liveItemsSearchIndex(tx), loadedAt: new Date() };
    await tx
      .insert(hubContentLoads)
      .values({ fingerprint: sources.fingerprint, ...load })
      .onConflictDoUpdate({ target: hubContentLoads.fingerprint, set: load });
    return 'loaded';
  });
}

/** The fingerprint of the latest load; null before any. */
export async function latestFingerprint(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ fingerprint: hubContentLoads.fingerprint })
    .from(hubContentLoads)
    .orderBy(desc(hubContentLoads.loadedAt))
    .limit(1);
  return row?.fingerprint ?? null;
}

/** The serialised search index a load built; null for a fingerprint never loaded. */
export async function searchIndexOf(db: Database, fingerprint: string): Promise<string | null> {
  const [row] = await db
    .select({ searchIndex: hubContentLoads.searchIndex })
    .from(hubContentLoads)
    .where(eq(hubContentLoads.fingerprint, fingerprint));
  return row?.searchIndex ?? null;
}
