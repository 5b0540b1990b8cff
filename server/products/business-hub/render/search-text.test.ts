import { describe, expect, it } from 'vitest';
import { ARTICLES, GUIDES } from '../content/index';
import { articleSearchText, guideSearchText } from './search-text';

describe('search text', () => {
  it.each(ARTICLES.map((article) => [article.slug, article] as const))(
    'holds the name, meta description, tags and words of %s, without markup',
    (_, article) => {
      const text = articleSearchText(article);

      expect(text.startsWith(`${article.name}\n${article.metaDescription}\n`)).toBe(true);
      for (const tag of article.tags) expect(text).toContain(tag);
      expect(text).not.toMatch(/<\/?[a-z]/);
    },
  );

  it('takes every kind of block, links by their text', () => {
    const text = articleSearchText({
      ...ARTICLES[0]!,
      name: 'Name',
      metaDescription: 'Meta',
      tags: ['One', 'Two'],
      body: [
        { h: 2, text: 'Heading' },
        { p: ['See ', { link: 'the page', href: 'https://www.irs.gov/' }, '.'] },
        { list: [['First'], ['Second']] },
        { note: ['Careful.'] },
        { steps: [{ title: 'Do this', body: ['Then that.'] }] },
      ],
    });

    expect(text).toBe(
      'Name\nMeta\nOne, Two\nHeading\nSee the page.\nFirst\nSecond\nCareful.\nDo this\nThen that.',
    );
  });

  it.each(GUIDES.map((guide) => [guide.slug, guide] as const))(
    'holds the name, description, category and words of the %s guide',
    (_, guide) => {
      const text = guideSearchText(guide);

      expect(text.startsWith(`${guide.name}\n${guide.description}\n${guide.category}\n`)).toBe(
        true,
      );
      expect(text).toContain('not legal, tax or financial advice');
    },
  );
});
