/*
 * An article's body as the modal shows it (dashboard spec §2 "Article modal"): the CMS's template
 * markup stripped, relative links made absolute on the product site, and the HTML sanitised,
 * since it is set as markup in the page. DOMPurify loads with the first article opened.
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

/** Every link opens apart from the app, without handing it this page. */
function openLinksApart(root: ParentNode): void {
  for (const link of root.querySelectorAll('a[href]')) {
    if (link.getAttribute('href')!.startsWith('#')) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

/** The body, safe to set as the modal's HTML. */
export async function preparedArticleBody(html: string, site: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  const fragment = DOMPurify.sanitize(withoutTemplateMarkup(html), {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  rewriteRelativeLinks(fragment, site);
  openLinksApart(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
