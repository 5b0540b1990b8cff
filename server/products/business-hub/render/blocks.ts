import type { Block, Inline, SourceRef } from '../content/content-source';

/** One numbered how-to step of a `steps` block. */
export type Step = Extract<Block, { steps: unknown }>['steps'][number];

/**
 * What each renderer does with each kind of block. Every renderer (HTML, PDF, search text)
 * walks a body through `renderBlocks`, so a new kind of block added to `Block` fails to compile
 * until each of them handles it.
 */
export interface BlockRenderer<T> {
  heading(level: 2 | 3, text: string): T;
  paragraph(inlines: Inline[]): T;
  list(items: Inline[][], ordered: boolean): T;
  note(inlines: Inline[]): T;
  steps(steps: Step[]): T;
}

function renderBlock<T>(block: Block, renderer: BlockRenderer<T>): T {
  if ('h' in block) return renderer.heading(block.h, block.text);
  if ('p' in block) return renderer.paragraph(block.p);
  if ('list' in block) return renderer.list(block.list, block.ordered ?? false);
  if ('note' in block) return renderer.note(block.note);
  return renderer.steps(block.steps);
}

/** A body's blocks through one renderer, in reading order. */
export function renderBlocks<T>(body: readonly Block[], renderer: BlockRenderer<T>): T[] {
  return body.map((block) => renderBlock(block, renderer));
}

/** The words of inline text, links by their text. */
export const plainText = (inlines: readonly Inline[]): string =>
  inlines.map((inline) => (typeof inline === 'string' ? inline : inline.link)).join('');

/**
 * A piece's sources as the blocks that close it: a "Sources" heading and a list, one item a
 * page, as `item` writes it (the HTML links the page's title, the PDF prints its address too).
 */
export function sourcesBlocks(
  sources: readonly SourceRef[],
  item: (source: SourceRef) => Inline[],
): Block[] {
  return [{ h: 2, text: 'Sources' }, { list: sources.map(item) }];
}

/**
 * A link's address, checked: the content's own test allows only https agency pages, and a
 * renderer refuses anything else rather than write a `javascript:` or plain-http link.
 */
export function httpsHref(href: string): string {
  if (new URL(href).protocol !== 'https:') throw new Error(`Not an https link: ${href}`);
  return href;
}
