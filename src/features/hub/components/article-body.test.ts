import { describe, expect, it } from 'vitest';
import { preparedArticleBody, withoutTemplateMarkup } from './article-body';

const SITE = 'https://charter.example';

describe("an article's body", () => {
  it('loses the template markup a CMS leaves in it', () => {
    expect(
      withoutTemplateMarkup('<p>Hi {{ contact.firstname }}{% if x %}!{% endif %}{# note #}</p>'),
    ).toBe('<p>Hi !</p>');
  });

  it('is sanitised: no scripts, no event handlers, no javascript: links', async () => {
    const body = await preparedArticleBody(
      '<h2 onclick="steal()">Title</h2><script>steal()</script><img src="x.png" onerror="steal()"><a href="javascript:steal()">bad</a><p>Kept</p>',
      SITE,
    );
    expect(body).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(body).toContain('<h2>Title</h2>');
    expect(body).toContain('<p>Kept</p>');
  });

  it('points relative links at the product site and opens links apart', async () => {
    const body = await preparedArticleBody(
      '<p><a href="/formation/page1">Form</a> <a href="guides/x">Guide</a> <a href="https://www.irs.gov/">IRS</a> <a href="#part">Part</a></p>',
      SITE,
    );
    const holder = document.createElement('div');
    holder.innerHTML = body;
    const links = [...holder.querySelectorAll('a')].map((a) => [
      a.getAttribute('href'),
      a.getAttribute('target'),
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      [`${SITE}/formation/page1`, '_blank', 'noopener noreferrer'],
      [`${SITE}/guides/x`, '_blank', 'noopener noreferrer'],
      ['https://www.irs.gov/', '_blank', 'noopener noreferrer'],
      ['#part', null, null],
    ]);
  });
});
