import type { ArticleListQuery } from '../contracts/hub-articles';
import type { HubFileListQuery } from '../contracts/hub-files';
import {
  ARTICLES_DOCUMENT_TYPE,
  FILES_DOCUMENT_TYPE,
  HUB_SECTION_SIZE,
  TEMPLATE_TEASER_SIZE,
} from './hub-content';

/*
 * The content service's list reads (dashboard spec §7), as the server mounts them and the
 * browser asks for them, and the ones the Business Hub's first screen makes: the page asks for
 * them when it mounts, and the early boot script asks for the very same addresses before the
 * page's code has arrived (src/boot/owner-data-at-boot.ts), so its answers can stand in.
 */

export const HUB_FILES_PATH = '/v1/templates/templates';
export const HUB_CATEGORY_COUNTS_PATH = '/v1/templates/templates/category-count';
export const ARTICLE_LIST_PATH = '/v1/articles/articles';

/** The address of a page of guides or templates; its parameters in one order, always. */
export function hubFilesPath(query: HubFileListQuery): string {
  const params = new URLSearchParams({ document_type: String(FILES_DOCUMENT_TYPE) });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  params.sort();
  return `${HUB_FILES_PATH}?${params}`;
}

/** The address of a page of articles, newest first. */
export function articleListPath({ page = 1, limit = 10 }: ArticleListQuery): string {
  const params = new URLSearchParams({
    document_type: String(ARTICLES_DOCUMENT_TYPE),
    limit: String(limit),
    page: String(page),
  });
  return `${ARTICLE_LIST_PATH}?${params}`;
}

/** The hub's latest guides and articles (spec §9 "hub loads 4 items per kind"). */
export const LATEST_GUIDES: HubFileListQuery = { kind: 'guides', page: 1, limit: HUB_SECTION_SIZE };
export const LATEST_ARTICLES: ArticleListQuery = { page: 1, limit: HUB_SECTION_SIZE };
/** The templates an owner without the library sees (spec §9 "template teaser shows 3"). */
export const TEMPLATE_EXAMPLES: HubFileListQuery = {
  kind: 'templates',
  page: 1,
  limit: TEMPLATE_TEASER_SIZE,
};

/**
 * What the hub's first screen reads from the content service. The examples are asked for
 * before the owner's statuses say whether the templates section shows them: they are the
 * teaser's largest paint, and for an owner with the library they cost one small read.
 */
export const HUB_FIRST_SCREEN_READS: readonly string[] = [
  hubFilesPath(TEMPLATE_EXAMPLES),
  hubFilesPath(LATEST_GUIDES),
  articleListPath(LATEST_ARTICLES),
  HUB_CATEGORY_COUNTS_PATH,
];
