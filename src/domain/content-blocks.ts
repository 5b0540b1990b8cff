/**
 * Plain written content as data: paragraphs, lists and term lists whose text may carry links.
 * The Help Center's answers and the terms and privacy pages are written in it, so one renderer
 * shows them (src/ui/content-blocks.tsx) and a search can read the same words as plain text.
 */

/** A link inside a text: a Charter path ('/documents') or another site's address (https://…). */
export interface ContentLink {
  text: string;
  href: string;
}

/** A run of text: words, and links among them. */
export type ContentText = string | ContentLink;

export type ContentBlock =
  | { kind: 'paragraph'; content: readonly ContentText[] }
  | { kind: 'list'; items: readonly (readonly ContentText[])[] }
  | {
      kind: 'terms';
      items: readonly { term: string; description: readonly ContentText[] }[];
    };

export const link = (text: string, href: string): ContentLink => ({ text, href });

export const paragraph = (...content: ContentText[]): ContentBlock => ({
  kind: 'paragraph',
  content,
});

/** A bulleted list; an item is one text, or several runs (words and links). */
export const list = (...items: (ContentText | readonly ContentText[])[]): ContentBlock => ({
  kind: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item as ContentText])),
});

/** Terms and what each means (a definition list). */
export const terms = (
  ...items: { term: string; description: string | readonly ContentText[] }[]
): ContentBlock => ({
  kind: 'terms',
  items: items.map(({ term, description }) => ({
    term,
    description: typeof description === 'string' ? [description] : description,
  })),
});

/** Items as a sentence lists them: 'a', 'a and b', 'a, b and c'. */
export function wordList(items: readonly (string | number)[]): string {
  const words = items.map(String);
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Whether a link leaves Charter (it opens in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const textOf = (content: readonly ContentText[]) =>
  content.map((part) => (typeof part === 'string' ? part : part.text)).join('');

/** The words of some blocks, without their markup: what a search reads. */
export function blocksText(blocks: readonly ContentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return textOf(block.content);
        case 'list':
          return block.items.map(textOf).join('\n');
        case 'terms':
          return block.items
            .map(({ term, description }) => `${term}: ${textOf(description)}`)
            .join('\n');
      }
    })
    .join('\n');
}
