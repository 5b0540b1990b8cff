import type { ArticleSource, GuideSource } from '../content/content-source';
import { plainText, renderBlocks, type BlockRenderer } from './blocks';

/** A body as plain text, a block (or a list item, or a step's title and text) a line. */
const PLAIN: BlockRenderer<string> = {
  heading: (_level, text) => text,
  paragraph: plainText,
  list: (items) => items.map(plainText).join('\n'),
  note: plainText,
  steps: (steps) => steps.map((step) => `${step.title}\n${plainText(step.body)}`).join('\n'),
};

/** What the hub's search indexes for an article: its name, meta description, tags and body. */
export function articleSearchText(article: ArticleSource): string {
  return [
    article.name,
    article.metaDescription,
    article.tags.join(', '),
    ...renderBlocks(article.body, PLAIN),
  ].join('\n');
}

/** What the hub's search indexes for a guide: its name, description, category and body. */
export function guideSearchText(guide: GuideSource): string {
  return [guide.name, guide.description, guide.category, ...renderBlocks(guide.body, PLAIN)].join(
    '\n',
  );
}
