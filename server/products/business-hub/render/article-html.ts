import type { ArticleSource, Inline } from '../content/content-source';
import { escapeMarkup } from './escape';
import { httpsHref, renderBlocks, sourcesBlocks, type BlockRenderer } from './blocks';

/** Agency pages open in a new tab, without handing the hub's window to them. */
const inlineHtml = (inlines: readonly Inline[]) =>
  inlines
    .map((inline) =>
      typeof inline === 'string'
        ? escapeMarkup(inline)
        : `<a href="${escapeMarkup(httpsHref(inline.href))}" rel="noopener noreferrer" target="_blank">${escapeMarkup(inline.link)}</a>`,
    )
    .join('');

const HTML: BlockRenderer<string> = {
  heading: (level, text) => `<h${level}>${escapeMarkup(text)}</h${level}>`,
  paragraph: (inlines) => `<p>${inlineHtml(inlines)}</p>`,
  list: (items, ordered) => {
    const tag = ordered ? 'ol' : 'ul';
    return `<${tag}>${items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${tag}>`;
  },
  note: (inlines) => `<aside class="hub-note"><p>${inlineHtml(inlines)}</p></aside>`,
  steps: (steps) =>
    `<ol>${steps
      .map(
        (step) =>
          `<li><strong>${escapeMarkup(step.title)}</strong><p>${inlineHtml(step.body)}</p></li>`,
      )
      .join('')}</ol>`,
};

/**
 * An article's body as a fragment of HTML for the hub's article page: its blocks, then its
 * sources under a "Sources" heading. Every text is escaped, so the fragment is safe to insert
 * as it is; the page around it adds the title, byline, date and featured image.
 */
export function renderArticleHtml(article: ArticleSource): string {
  const blocks = [
    ...article.body,
    ...sourcesBlocks(article.sources, (source) => [{ link: source.label, href: source.href }]),
  ];
  return renderBlocks(blocks, HTML).join('\n');
}
