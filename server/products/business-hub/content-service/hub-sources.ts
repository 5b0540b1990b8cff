import type { HubFileKind } from '../../../../src/domain/hub/hub-content';

/*
 * What the content service loads (issue 28): each article, guide and template as the rows and
 * files it becomes. The sources in this product's folders are turned into these by
 * hub-source-items.ts; the loader knows only this shape, so its tests load small made-up content.
 */

export type HubItemKind = 'articles' | HubFileKind;

/** A file an item offers, rendered only when a load needs it. */
export interface HubSourceFile {
  /** 'file': the download (a guide's PDF, a template's DOCX); 'image': a featured image. */
  role: 'file' | 'image';
  fileName: string;
  contentType: string;
  render: () => Promise<Uint8Array>;
}

export interface HubSourceItem {
  kind: HubItemKind;
  slug: string;
  name: string;
  description: string;
  /** A guide's or template's category; null for an article. */
  category: string | null;
  tags: readonly string[];
  /** YYYY-MM-DD. */
  publishDate: string;
  /** An article's body (HTML); null for a file. */
  bodyHtml: string | null;
  imageAltText: string | null;
  /** Plain text of everything it says, for search. */
  searchText: string;
  files: readonly HubSourceFile[];
}

export interface HubSources {
  /** Changes whenever anything loaded would: a load with a known fingerprint loads nothing. */
  fingerprint: string;
  items: () => readonly HubSourceItem[];
}
