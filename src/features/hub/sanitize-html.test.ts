import { describe, expect, it } from 'vitest';
import { sanitizeHubHtml } from './sanitize-html';

/** The sanitised HTML, parsed, to ask what it holds. */
function sanitised(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHubHtml(html);
  return holder;
}

describe('sanitizeHubHtml', () => {
  it('puts each table in a named region a keyboard can scroll sideways', () => {
    const html = sanitised(
      '<table><tr><td>Jan</td><td>Feb</td></tr></table><p>Notes</p><table><tr><td>Q1</td></tr></table>',
    );
    const regions = [...html.querySelectorAll('.ch-hub-wide-table')];
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Table 1',
      'Table 2',
    ]);
    expect(regions.every((region) => region.getAttribute('tabindex') === '0')).toBe(true);
    expect(regions.every((region) => region.getAttribute('role') === 'region')).toBe(true);
    expect(regions.map((region) => region.querySelector('table td')?.textContent)).toEqual([
      'Jan',
      'Q1',
    ]);
    expect(html.querySelector('p')?.textContent).toBe('Notes');
  });

  it('removes scripts and keeps the text around them', () => {
    const html = sanitised(
      '<p>Invoice<script>alert(1)</script> terms</p><script src="x.js"></script>',
    );
    expect(html.querySelector('script')).toBeNull();
    expect(html.textContent).toBe('Invoice terms');
  });

  it('removes every event handler', () => {
    const html = sanitised(
      '<p onclick="steal()">Net 30</p><img src="/logo.png" alt="Logo" onerror="steal()"><a href="https://irs.gov" onmouseover="steal()">IRS</a>',
    );
    const attributes = [...html.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames(),
    );
    expect(attributes.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(html.querySelector('img')!.getAttribute('alt')).toBe('Logo');
  });

  it('removes javascript: links and keeps their words', () => {
    const html = sanitised(
      '<a href="javascript:alert(1)">Sign here</a><a href="  JaVaScRiPt:alert(1)">Pay</a>',
    );
    expect([...html.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      null,
      null,
    ]);
    expect(html.textContent).toBe('Sign herePay');
  });

  it('removes styles, frames, objects and forms', () => {
    const html = sanitised(
      '<style>body{display:none}</style><p style="color:red">Kept</p><iframe src="https://example.com"></iframe><object data="x.swf"></object><embed src="x.swf"><form action="https://example.com"><input name="ssn"></form><svg><script>alert(1)</script></svg>',
    );
    expect(html.innerHTML).toBe('<p>Kept</p>');
  });

  it('opens other pages in a new tab without a hold on this one, and keeps notes in place', () => {
    const html = sanitised(
      '<a href="https://www.sba.gov/">SBA</a><a href="#footnote-1" id="footnote-ref-1">[1]</a>',
    );
    const [away, note] = [...html.querySelectorAll('a')];
    expect(away!.getAttribute('target')).toBe('_blank');
    expect(away!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(note!.hasAttribute('target')).toBe(false);
    expect(note!.getAttribute('href')).toBe('#footnote-1');
  });

  it('keeps a document’s structure: headings, lists, tables and embedded images', () => {
    const table = '<table><tbody><tr><td>Party</td></tr></tbody></table>';
    const image = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">';
    expect(sanitizeHubHtml(`<h1>Mutual NDA</h1><ol><li>Term</li></ol>${table}${image}`)).toBe(
      '<h1>Mutual NDA</h1><ol><li>Term</li></ol>' +
        `<div class="ch-hub-wide-table" tabindex="0" role="region" aria-label="Table 1">${table}</div>${image}`,
    );
  });
});
