/*
 * An article's body as the modal shows it (dashboard spec §2 "Article modal"): the CMS's template
 * markup stripped, the HTML sanitised as every HTML the hub sets (sanitize-html.ts: links open
 * apart), and relative links made absolute on the product site. DOMPurify loads with the first
 * article opened.
 */

/** HubL/Jinja-style template markup a CMS leaves in a body: {{ … }}, {% … %}, {# … #}. */
const TEMPLATE_MARKUP = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}/g;

export function withoutTemplateMarkup(html: string): string {
  return html.replace(TEMPLATE_MARKUP, '');
}

/** Links the body makes relative point at the product site; absolute ones are left as they are. */
function rewriteRelativeLinks(root: ParentNode, site: string): void {
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href')!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) continue;
    link.setAttribute('href', new URL(href, `${site}/`).href);
  }
}

/** The body, safe to set as the modal's HTML. */
export async function preparedArticleBody(html: string, site: string): Promise<string> {
  const { sanitizeHubHtml } = await import('../sanitize-html');
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHubHtml(withoutTemplateMarkup(html));
  rewriteRelativeLinks(holder, site);
  return holder.innerHTML;
}
