import DOMPurify from 'dompurify';

/*
 * What the hub sets as HTML (a template's DOCX converted for its preview, an article's body) is
 * made safe here first. DOMPurify keeps the document's text and structure and drops what could
 * run or reach out: scripts, event handlers, javascript: addresses, frames, embedded objects,
 * styles (the page's CSP refuses inline styles anyway, and a document's own would restyle the
 * page), forms and their fields. Loaded only with a preview or an article, never with a list.
 */

/** An instance of its own: the link rule below applies to the hub's HTML and nowhere else. */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
  // A note's anchor (#footnote-1) stays in the document; any other link opens a new tab, so the
  // owner keeps their place, and the page it opens gets no hold on this one.
  if (node.getAttribute('href')!.startsWith('#')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

const SETTINGS = {
  // HTML only: no SVG or MathML, whose own elements can carry scripts.
  USE_PROFILES: { html: true },
  // A document to read holds no controls: a form and its fields are dropped with it.
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'select',
    'textarea',
  ],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Each table in a region of its own that scrolls sideways (hub.css `.ch-hub-wide-table`): a wide
 * one (the cash-flow worksheet's 14 columns) stays whole on a phone instead of running off the
 * sheet. The region is focusable and named, so a keyboard can scroll it and a screen reader
 * says what it is. Added after sanitising, with attributes of our own, never the document's.
 */
function scrollableTables(holder: DocumentFragment): void {
  holder.querySelectorAll('table').forEach((table, index) => {
    const region = document.createElement('div');
    region.className = 'ch-hub-wide-table';
    region.tabIndex = 0;
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', `Table ${index + 1}`);
    table.replaceWith(region);
    region.append(table);
  });
}

/** `html` with everything that could run, load or restyle the page removed. */
export function sanitizeHubHtml(html: string): string {
  const fragment = purifier.sanitize(html, { ...SETTINGS, RETURN_DOM_FRAGMENT: true });
  scrollableTables(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
