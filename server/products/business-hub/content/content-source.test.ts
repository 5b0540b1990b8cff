import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArticleSource, Block, GuideSource, Inline } from './content-source';
import { ARTICLES, GUIDES } from './index';

/**
 * Hosts that are official but not under .gov, .mil or .us, each with whose it is. Empty for
 * now: every page the content cites is on a .gov host. A new one joins only with its owner.
 */
const OFFICIAL_HOSTS: Readonly<Record<string, string>> = {};

const FIRST_DAY = '2026-06-01';
const LAST_DAY = '2026-11-28';
const NOT_ADVICE = /not legal, tax or financial advice/i;

type Content = ArticleSource | GuideSource;
const ALL: readonly Content[] = [...ARTICLES, ...GUIDES];

function isOfficial(href: string): boolean {
  const { protocol, hostname } = new URL(href);
  if (protocol !== 'https:') return false;
  if (/\.(gov|mil|us)$/.test(hostname)) return true;
  return Object.keys(OFFICIAL_HOSTS).some(
    (host) => hostname === host || hostname.endsWith(`.${host}`),
  );
}

/** Every run of inline text in a block, in order. */
function inlinesOf(block: Block): Inline[][] {
  if ('h' in block) return [[block.text]];
  if ('p' in block) return [block.p];
  if ('note' in block) return [block.note];
  if ('list' in block) return block.list;
  return block.steps.flatMap((step) => [[step.title], step.body]);
}

const textOf = (inline: Inline) => (typeof inline === 'string' ? inline : inline.link);
const linksOf = (body: Block[]) =>
  body
    .flatMap(inlinesOf)
    .flat()
    .filter((inline): inline is { link: string; href: string } => typeof inline !== 'string');

/** The words of all the text in a body: headings, paragraphs, lists, notes, steps, link text. */
function wordCount(body: Block[]): number {
  const text = body.flatMap(inlinesOf).flat().map(textOf).join(' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
}

const filesIn = (folder: string) =>
  readdirSync(new URL(`./${folder}/`, import.meta.url))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();

describe('the Business Hub content sources (issue 28)', () => {
  it('has at least 15 articles and 12 guides, each file listed once, alphabetically', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(15);
    expect(GUIDES.length).toBeGreaterThanOrEqual(12);
    expect(ARTICLES.map((article) => article.slug)).toEqual(filesIn('articles'));
    expect(GUIDES.map((guide) => guide.slug)).toEqual(filesIn('guides'));
  });

  it('gives every piece a unique kebab-case slug, a name and a publish date in range', () => {
    const slugs = ALL.map((content) => content.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const content of ALL) {
      expect(content.slug, content.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(content.name.trim(), content.slug).not.toBe('');
      expect(isRealDate(content.publishDate), content.slug).toBe(true);
      expect(content.publishDate >= FIRST_DAY, content.slug).toBe(true);
      expect(content.publishDate <= LAST_DAY, content.slug).toBe(true);
      expect(content.body.length, content.slug).toBeGreaterThan(0);
      expect(content.sources.length, content.slug).toBeGreaterThan(0);
    }
  });

  it('gives every article a meta description of at most 160 characters, alt text and 2 to 5 tags', () => {
    for (const article of ARTICLES) {
      expect(article.metaDescription.trim(), article.slug).not.toBe('');
      expect(article.metaDescription.length, article.slug).toBeLessThanOrEqual(160);
      expect(article.featuredImageAltText.trim(), article.slug).not.toBe('');
      expect(article.tags.length, article.slug).toBeGreaterThanOrEqual(2);
      expect(article.tags.length, article.slug).toBeLessThanOrEqual(5);
      expect(new Set(article.tags).size, article.slug).toBe(article.tags.length);
      for (const tag of article.tags) expect(tag.trim(), article.slug).not.toBe('');
    }
  });

  it('puts every guide in a category, with a description, across at least 4 categories', () => {
    for (const guide of GUIDES) {
      expect(guide.category.trim(), guide.slug).not.toBe('');
      expect(guide.description.trim(), guide.slug).not.toBe('');
    }
    expect(new Set(GUIDES.map((guide) => guide.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('links only to official sites over https, and lists every page it links in its sources', () => {
    const unofficial = ALL.flatMap((content) =>
      [...content.sources.map((source) => source.href), ...linksOf(content.body).map((l) => l.href)]
        .filter((href) => !isOfficial(href))
        .map((href) => `${content.slug}: ${href}`),
    );
    expect(unofficial).toEqual([]);
    for (const content of ALL) {
      const cited = new Set(content.sources.map((source) => source.href));
      const uncited = linksOf(content.body).filter((link) => !cited.has(link.href));
      expect(uncited, content.slug).toEqual([]);
      for (const source of content.sources) expect(source.label.trim(), content.slug).not.toBe('');
    }
    expect(isOfficial('http://www.irs.gov/')).toBe(false);
    expect(isOfficial('https://www.example.com/gov')).toBe(false);
    expect(isOfficial('https://www.sos.state.tx.us/')).toBe(true);
  });

  it('ends every guide with the plain notice that it is not legal, tax or financial advice', () => {
    for (const guide of GUIDES) {
      const last = guide.body.at(-1);
      expect(last && 'note' in last, guide.slug).toBe(true);
      const notice = last && 'note' in last ? last.note.map(textOf).join('') : '';
      expect(notice, guide.slug).toMatch(NOT_ADVICE);
      expect(notice, guide.slug).toMatch(/attorney|CPA/);
    }
  });

  it('keeps articles to 400–900 words and guides to 900–2,000 words', () => {
    const outside = [
      ...ARTICLES.map((article) => ({ slug: article.slug, words: wordCount(article.body) })).filter(
        ({ words }) => words < 400 || words > 900,
      ),
      ...GUIDES.map((guide) => ({ slug: guide.slug, words: wordCount(guide.body) })).filter(
        ({ words }) => words < 900 || words > 2000,
      ),
    ];
    expect(outside).toEqual([]);
  });

  it('counts the words of every kind of block', () => {
    expect(
      wordCount([
        { h: 2, text: 'Two words' },
        { p: ['One', { link: 'two three', href: 'https://www.irs.gov/' }] },
        { list: [['a b'], ['c']] },
        { note: ['— tip'] },
        { steps: [{ title: 'Do it', body: ['now, then'] }] },
      ]),
    ).toBe(2 + 3 + 3 + 1 + 4);
  });
});
