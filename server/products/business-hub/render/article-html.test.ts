// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ArticleSource } from '../content/content-source';
import { ARTICLES } from '../content/index';
import { renderArticleHtml } from './article-html';

/** The fragment as the page would hold it: parsed into a container. */
function fragment(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const hostile: ArticleSource = {
  slug: 'hostile',
  name: '<script>alert("name")</script>',
  metaDescription: 'A made-up article with markup in every text.',
  featuredImageAltText: 'An "alt" with <b>markup</b> & more',
  tags: ['<Tag> & "quotes"'],
  publishDate: '2026-07-01',
  body: [
    { h: 2, text: '<script>alert(1)</script>' },
    { h: 3, text: 'Fish & chips' },
    {
      p: [
        'Before <img src=x onerror=alert(1)> ',
        { link: '<b>bold</b>', href: 'https://www.irs.gov/?a=1&b="2"' },
        ' after.',
      ],
    },
    { list: [['one'], ['two']], ordered: true },
    { note: ['A note with </aside> in it.'] },
    { steps: [{ title: 'Step <one>', body: ['Do it.'] }] },
  ],
  sources: [{ label: 'IRS: <i>home</i>', href: 'https://www.irs.gov/' }],
};

describe('renderArticleHtml', () => {
  it.each(ARTICLES.map((article) => [article.slug, article] as const))(
    'renders %s as a fragment of headings, paragraphs, lists and notes, then its sources',
    (_, article) => {
      const html = renderArticleHtml(article);
      const root = fragment(html);
      const tags = [...root.children].map((element) => element.tagName.toLowerCase());

      expect(html).not.toMatch(/<(html|head|body|script)\b/i);
      for (const tag of tags) expect(['h2', 'h3', 'p', 'ul', 'ol', 'aside']).toContain(tag);
      expect(tags.slice(-2)).toEqual(['h2', 'ul']);
      const sources = root.lastElementChild!;
      expect(sources.previousElementSibling!.textContent).toBe('Sources');
      expect([...sources.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(
        article.sources.map((source) => source.href),
      );
      for (const a of root.querySelectorAll('a')) {
        expect(a.getAttribute('href')).toMatch(/^https:\/\//);
        expect(a.getAttribute('rel')).toBe('noopener noreferrer');
        expect(a.getAttribute('target')).toBe('_blank');
      }
    },
  );

  it('escapes every text, so markup in the source stays text', () => {
    const root = fragment(renderArticleHtml(hostile));

    expect(root.querySelectorAll('script, img, b, i')).toHaveLength(0);
    expect(root.querySelector('h2')!.textContent).toBe('<script>alert(1)</script>');
    expect(root.querySelector('h3')!.textContent).toBe('Fish & chips');
    expect(root.querySelector('p')!.textContent).toBe(
      'Before <img src=x onerror=alert(1)> <b>bold</b> after.',
    );
    expect(root.querySelector('a')!.getAttribute('href')).toBe('https://www.irs.gov/?a=1&b="2"');
    expect(root.querySelector('aside.hub-note')!.textContent).toBe('A note with </aside> in it.');
    expect(root.querySelector('ul:last-child a')!.textContent).toBe('IRS: <i>home</i>');
  });

  it('writes steps as an ordered list, each with its title in bold', () => {
    const root = fragment(renderArticleHtml(hostile));
    const step = root.querySelectorAll('ol')[1]!.querySelector('li')!;

    expect(step.querySelector('strong')!.textContent).toBe('Step <one>');
    expect(step.querySelector('p')!.textContent).toBe('Do it.');
    expect(root.querySelector('ol')!.querySelectorAll('li')).toHaveLength(2);
  });

  it('refuses a link that is not https', () => {
    const unsafe = { ...hostile, body: [{ p: [{ link: 'here', href: 'javascript:alert(1)' }] }] };
    expect(() => renderArticleHtml(unsafe)).toThrow(/Not an https link/);
  });
});
