import type { Options, SearchOptions } from 'minisearch';
import type { HubFileKind } from './hub-content';

/*
 * The hub's search index (issue 28): built by the content service when it loads the hub, searched
 * in the browser as the owner types, online or not. Both sides read these options, so an index
 * the server serialises is one the browser can load.
 */

/** What the index keeps of each item: enough to list a result with no other call. */
export interface HubSearchDocument {
  id: number;
  kind: 'articles' | HubFileKind;
  /** Its lasting name (a template's is its page in the templates flow). */
  slug: string;
  name: string;
  description: string;
  category_id: number | null;
  category_name: string | null;
  tags: string;
  text: string;
  publish_date: string;
}

export type HubSearchResult = Omit<HubSearchDocument, 'tags' | 'text'>;

const STORED_FIELDS = [
  'kind',
  'slug',
  'name',
  'description',
  'category_id',
  'category_name',
  'publish_date',
] as const satisfies ReadonlyArray<keyof HubSearchDocument>;

export const HUB_SEARCH_INDEX_OPTIONS: Options<HubSearchDocument> = {
  idField: 'id',
  fields: ['name', 'description', 'category_name', 'tags', 'text'],
  storeFields: [...STORED_FIELDS],
};

/**
 * Every word must match (AND), each as a prefix of an indexed word, forgiving a typo in longer
 * words; the name counts most.
 */
export const HUB_SEARCH_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : 0),
  boost: { name: 4, description: 2, tags: 2, category_name: 1.5 },
};
