// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ArticleSource } from '../content/content-source';
import { ARTICLES } from '../content/index';
import { FEATURED_IMAGE_MEDIA_TYPE, featuredImageSvg } from './featured-image';

function parsed(svg: string): Document {
  const xml = new DOMParser().parseFromString(svg, FEATURED_IMAGE_MEDIA_TYPE);
  expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
  return xml;
}

describe('featuredImageSvg', () => {
  it.each(ARTICLES.map((article) => [article.slug, article] as const))(
    'draws %s as a small 1200×630 SVG named by its alt text and labelled by its first tag',
    (_, article) => {
      const svg = featuredImageSvg(article);
      const root = parsed(svg).documentElement;

      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('viewBox')).toBe('0 0 1200 630');
      expect(root.getAttribute('role')).toBe('img');
      expect(root.firstElementChild!.tagName).toBe('title');
      expect(root.firstElementChild!.textContent).toBe(article.featuredImageAltText);
      expect(root.querySelector('text')!.textContent).toBe(article.tags[0]);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
    },
  );

  it('is the same for the same slug, and differs between articles', () => {
    const [first, second] = ARTICLES;
    expect(featuredImageSvg(first!)).toBe(featuredImageSvg({ ...first! }));
    expect(featuredImageSvg({ ...second!, tags: first!.tags })).not.toBe(
      featuredImageSvg({ ...first!, featuredImageAltText: second!.featuredImageAltText }),
    );
    const pictures = new Set(ARTICLES.map((article) => featuredImageSvg(article)));
    expect(pictures.size).toBe(ARTICLES.length);
  });

  it('escapes the alt text and the tag', () => {
    const article: ArticleSource = {
      ...ARTICLES[0]!,
      featuredImageAltText: 'A <b>bold</b> & "quoted" picture',
      tags: ['Fees & <taxes>'],
    };
    const root = parsed(featuredImageSvg(article)).documentElement;

    expect(root.querySelector('title')!.textContent).toBe('A <b>bold</b> & "quoted" picture');
    expect(root.querySelector('text')!.textContent).toBe('Fees & <taxes>');
    expect(root.querySelectorAll('b')).toHaveLength(0);
  });
});
