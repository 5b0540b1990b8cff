/**
 * The Business Hub's written content as typed source data (issue 28): articles render to HTML,
 * guides to tagged PDFs, both built from these blocks by the content service. The rules the
 * content follows (sources, dates, the not-advice notice) are in this folder's README.
 */

/** Inline text: plain strings and links, in order. */
export type Inline = string | { link: string; href: string };

/** One block of a body, in reading order. */
export type Block =
  | { h: 2 | 3; text: string }
  | { p: Inline[] }
  | { list: Inline[][]; ordered?: boolean }
  | { note: Inline[] } // a highlighted tip or warning
  | { steps: { title: string; body: Inline[] }[] }; // numbered how-to steps (guides)

/** An agency page the text relies on: its title and its https address. */
export interface SourceRef {
  label: string;
  href: string;
}

/** A short, practical article (400 to 900 words), published on the hub as HTML. */
export interface ArticleSource {
  slug: string; // kebab-case, unique
  name: string; // the title
  metaDescription: string; // ≤ 160 chars
  featuredImageAltText: string;
  tags: string[];
  publishDate: string; // YYYY-MM-DD
  body: Block[];
  sources: SourceRef[]; // every agency page the article relies on
}

/** A longer step-by-step guide (900 to 2,000 words), in a category, offered as a PDF. */
export interface GuideSource {
  slug: string;
  name: string;
  description: string;
  category: string;
  publishDate: string;
  body: Block[];
  sources: SourceRef[];
}

/** The byline of every article and guide. */
export const EDITORIAL_AUTHOR = 'the Charter editorial team';
