import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  ArticleListQuery,
  ArticleSummary,
} from '../../../../src/domain/contracts/hub-articles';
import type {
  HubCategories,
  HubCategoryCounts,
  HubFileItem,
  HubFileList,
  HubFileListQuery,
  SavedHubFilesQuery,
} from '../../../../src/domain/contracts/hub-files';
import {
  FILE_FORMAT_OF,
  HUB_FILE_KINDS,
  type HubFileKind,
} from '../../../../src/domain/hub/hub-content';
import type { Database } from '../../../db/database';
import { hubCategories, hubFavorites, hubFiles, hubItems } from '../../../db/schema';
import { EDITORIAL_AUTHOR } from '../content/content-source';

/*
 * What the content service's calls read and write (issue 28): the live items (not withdrawn) by
 * kind, category and words, each with whether the asking owner favourited it.
 */

const live = isNull(hubItems.withdrawnAt);
const newestFirst = [desc(hubItems.publishDate), asc(hubItems.name), asc(hubItems.id)];

/** Whether the owner favourited the row's item, as a column of the select. */
const isFavorite = (individualId: number) =>
  sql<boolean>`exists (select 1 from ${hubFavorites} where ${hubFavorites.itemId} = ${hubItems.id} and ${hubFavorites.individualId} = ${individualId})`;

/** Each word of a search must be in the name or the description (LIKE's wildcards escaped). */
function matchingWords(search: string | undefined): SQL[] {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  const text = sql`(${hubItems.name} || ' ' || ${hubItems.description})`;
  return words.map((word) => ilike(text, `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
}

export async function listHubFiles(
  db: Database,
  individualId: number,
  { kind, category, page = 1, limit = 10, search }: HubFileListQuery,
): Promise<HubFileList> {
  const where = and(
    live,
    eq(hubItems.kind, kind),
    category === undefined ? undefined : eq(hubItems.categoryId, category),
    ...matchingWords(search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: hubItems.id,
        slug: hubItems.slug,
        name: hubItems.name,
        template_description: hubItems.description,
        category_id: hubItems.categoryId,
        category_name: hubCategories.name,
        is_favorite: isFavorite(individualId),
        publish_date: hubItems.publishDate,
      })
      .from(hubItems)
      .innerJoin(hubCategories, eq(hubCategories.id, hubItems.categoryId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(hubItems).where(where),
  ]);
  return {
    items: rows.map((row): HubFileItem => ({
      ...row,
      category_id: row.category_id!,
      kind,
      file_format: FILE_FORMAT_OF[kind],
    })),
    total: total!.total,
    limit,
  };
}

const isFileKind = (kind: string): kind is HubFileKind =>
  (HUB_FILE_KINDS as readonly string[]).includes(kind);

export async function hubCategoryList(db: Database): Promise<HubCategories> {
  const rows = await db
    .select({
      category_id: hubCategories.id,
      category_name: hubCategories.name,
      kind: hubCategories.kind,
    })
    .from(hubCategories)
    .orderBy(asc(hubCategories.kind), asc(hubCategories.name));
  return {
    data: rows.flatMap((row) => (isFileKind(row.kind) ? [{ ...row, kind: row.kind }] : [])),
  };
}

export async function hubCategoryCounts(
  db: Database,
  kind: HubFileKind | undefined,
): Promise<HubCategoryCounts> {
  const rows = await db
    .select({
      category_id: hubCategories.id,
      category_name: hubCategories.name,
      kind: hubCategories.kind,
      template_count: count(hubItems.id),
    })
    .from(hubCategories)
    .innerJoin(hubItems, and(eq(hubItems.categoryId, hubCategories.id), live))
    .where(kind === undefined ? undefined : eq(hubCategories.kind, kind))
    .groupBy(hubCategories.id)
    .orderBy(asc(hubCategories.kind), asc(hubCategories.name));
  return {
    data: rows.flatMap((row) => (isFileKind(row.kind) ? [{ ...row, kind: row.kind }] : [])),
  };
}

/** An article as the lists show it; `imageUrl` makes its featured image's address. */
const articleColumns = (individualId: number) => ({
  id: hubItems.id,
  name: hubItems.name,
  metaDescription: hubItems.description,
  featuredImageAltText: hubItems.imageAltText,
  publishDate: hubItems.publishDate,
  tags: hubItems.tags,
  is_favorite: isFavorite(individualId),
  sha256: hubItems.sha256,
});

const liveArticles = and(live, eq(hubItems.kind, 'articles'));

/** The articles `where` picks, newest first, as the lists show them to the owner. */
const articleRows = (db: Database, individualId: number, where: SQL | undefined) =>
  db
    .select(articleColumns(individualId))
    .from(hubItems)
    .where(where)
    .orderBy(...newestFirst);
type ArticleRow = Awaited<ReturnType<typeof articleRows>>[number];

export type ImageUrl = (id: number, version: string) => string;

function articleSummary(
  { sha256, featuredImageAltText, ...row }: ArticleRow,
  imageUrl: ImageUrl,
): ArticleSummary {
  return {
    ...row,
    htmlTitle: row.name,
    featuredImage: imageUrl(row.id, sha256.slice(0, 16)),
    featuredImageAltText: featuredImageAltText ?? '',
    author: EDITORIAL_AUTHOR,
  };
}

export async function listArticles(
  db: Database,
  individualId: number,
  { page = 1, limit = 10, tag }: ArticleListQuery,
  imageUrl: ImageUrl,
): Promise<{ data: ArticleSummary[]; total: number }> {
  const where = and(
    liveArticles,
    tag === undefined ? undefined : sql`${hubItems.tags} @> ${JSON.stringify([tag])}::jsonb`,
  );
  const [rows, [total]] = await Promise.all([
    articleRows(db, individualId, where)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(hubItems).where(where),
  ]);
  return { data: rows.map((row) => articleSummary(row, imageUrl)), total: total!.total };
}

export async function articleTags(db: Database): Promise<{ tag: string; count: number }[]> {
  const counts = new Map<string, number>();
  for (const { tags } of await db
    .select({ tags: hubItems.tags })
    .from(hubItems)
    .where(liveArticles)) {
    for (const tag of tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([tag, n]) => ({ tag, count: n }));
}

export async function findArticle(
  db: Database,
  individualId: number,
  id: number,
  imageUrl: ImageUrl,
): Promise<(ArticleSummary & { postBody: string }) | null> {
  const [row] = await db
    .select({ ...articleColumns(individualId), postBody: hubItems.bodyHtml })
    .from(hubItems)
    .where(and(liveArticles, eq(hubItems.id, id)));
  if (!row) return null;
  const { postBody, ...summary } = row;
  return { ...articleSummary(summary, imageUrl), postBody: postBody ?? '' };
}

/** A live item's kind, or null when there is none with this id. */
export async function liveItemKind(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ kind: hubItems.kind })
    .from(hubItems)
    .where(and(live, eq(hubItems.id, id)));
  return row?.kind ?? null;
}

/** The live files asked for, with their items' kind and order in their list. */
export async function downloadableFiles(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: hubItems.id, kind: hubItems.kind, fileName: hubFiles.fileName })
    .from(hubItems)
    .innerJoin(hubFiles, and(eq(hubFiles.itemId, hubItems.id), eq(hubFiles.role, 'file')))
    .where(and(live, inArray(hubItems.id, ids)));
}

/**
 * The guides and templates the owner saved (favourited) that match the documents area's query,
 * newest first, with their files' names. The hub holds a few dozen files: no paging.
 */
export async function savedHubFiles(
  db: Database,
  individualId: number,
  { service_name: kind, search_term: search, document_ids: ids }: SavedHubFilesQuery,
) {
  return db
    .select({
      id: hubItems.id,
      kind: hubItems.kind,
      name: hubItems.name,
      template_description: hubItems.description,
      category_name: hubCategories.name,
      file_name: hubFiles.fileName,
    })
    .from(hubItems)
    .innerJoin(hubCategories, eq(hubCategories.id, hubItems.categoryId))
    .innerJoin(hubFiles, and(eq(hubFiles.itemId, hubItems.id), eq(hubFiles.role, 'file')))
    .innerJoin(
      hubFavorites,
      and(eq(hubFavorites.itemId, hubItems.id), eq(hubFavorites.individualId, individualId)),
    )
    .where(
      and(
        live,
        inArray(hubItems.kind, kind ? [kind] : [...HUB_FILE_KINDS]),
        ids ? inArray(hubItems.id, ids.split(',').map(Number)) : undefined,
        ...matchingWords(search),
      ),
    )
    .orderBy(...newestFirst);
}

/** The ids of the templates anyone may open: the examples an owner without the library sees. */
export async function exampleTemplateIds(db: Database, examples: number): Promise<number[]> {
  const rows = await db
    .select({ id: hubItems.id })
    .from(hubItems)
    .where(and(live, eq(hubItems.kind, 'templates')))
    .orderBy(...newestFirst)
    .limit(examples);
  return rows.map((row) => row.id);
}

/** A live item's file (its download or its featured image), with its bytes. */
export async function findHubFile(db: Database, id: number, role: 'file' | 'image') {
  const [row] = await db
    .select({
      fileName: hubFiles.fileName,
      contentType: hubFiles.contentType,
      content: hubFiles.content,
      sha256: hubFiles.sha256,
    })
    .from(hubFiles)
    .innerJoin(hubItems, eq(hubItems.id, hubFiles.itemId))
    .where(and(live, eq(hubFiles.itemId, id), eq(hubFiles.role, role)));
  return row ?? null;
}

/** Adds the item to the owner's favourites, or takes it off; says where it stands. */
export async function setFavorite(
  db: Database,
  individualId: number,
  itemId: number,
  businessId: number | null,
  favorite: boolean,
): Promise<void> {
  if (favorite) {
    await db
      .insert(hubFavorites)
      .values({ individualId, itemId, businessId })
      .onConflictDoUpdate({
        target: [hubFavorites.individualId, hubFavorites.itemId],
        set: { businessId },
      });
  } else {
    await db
      .delete(hubFavorites)
      .where(and(eq(hubFavorites.individualId, individualId), eq(hubFavorites.itemId, itemId)));
  }
}
