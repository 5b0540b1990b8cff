import type { ArticleSource, GuideSource } from '../content/content-source';
import { ARTICLES, GUIDES } from '../content';
import { renderArticleHtml } from '../render/article-html';
import { FEATURED_IMAGE_MEDIA_TYPE, featuredImageSvg } from '../render/featured-image';
import { renderGuidePdf } from '../render/guide-pdf';
import { articleSearchText, guideSearchText } from '../render/search-text';
import { contentFingerprint } from './content-fingerprint';
import type { HubSourceItem, HubSources } from './hub-sources';
import { TEMPLATES } from '../templates';
import { renderTemplateDocx, TEMPLATE_LIBRARY_DATE } from '../templates/render-template';
import { BLANK_FILL, type TemplateSource } from '../templates/template-source';

/*
 * The hub's sources in this product's folders (content/, templates/) as the items the content
 * service loads: each article with its HTML body and featured image, each guide with its PDF,
 * each template with its blank DOCX.
 */

function articleItem(article: ArticleSource): HubSourceItem {
  return {
    kind: 'articles',
    slug: article.slug,
    name: article.name,
    description: article.metaDescription,
    category: null,
    tags: article.tags,
    publishDate: article.publishDate,
    bodyHtml: renderArticleHtml(article),
    imageAltText: article.featuredImageAltText,
    searchText: articleSearchText(article),
    files: [
      {
        role: 'image',
        fileName: `${article.slug}.svg`,
        contentType: FEATURED_IMAGE_MEDIA_TYPE,
        render: async () => new TextEncoder().encode(featuredImageSvg(article)),
      },
    ],
  };
}

function guideItem(guide: GuideSource): HubSourceItem {
  return {
    kind: 'guides',
    slug: guide.slug,
    name: guide.name,
    description: guide.description,
    category: guide.category,
    tags: [],
    publishDate: guide.publishDate,
    bodyHtml: null,
    imageAltText: null,
    searchText: guideSearchText(guide),
    files: [
      {
        role: 'file',
        fileName: `${guide.slug}.pdf`,
        contentType: 'application/pdf',
        render: () => renderGuidePdf(guide),
      },
    ],
  };
}

/** A DOCX file's media type. */
export const DOCX_MEDIA_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function templateItem(template: TemplateSource): HubSourceItem {
  return {
    kind: 'templates',
    slug: template.slug,
    name: template.name,
    description: template.description,
    category: template.category,
    tags: [],
    publishDate: TEMPLATE_LIBRARY_DATE.toISOString().slice(0, 10),
    bodyHtml: null,
    imageAltText: null,
    searchText: [template.name, template.description, template.category].join('\n'),
    files: [
      {
        role: 'file',
        fileName: `${template.slug}.docx`,
        contentType: DOCX_MEDIA_TYPE,
        render: () => renderTemplateDocx(template, BLANK_FILL),
      },
    ],
  };
}

/** The repo's hub sources; their fingerprint is read once per process. */
export function repoHubSources(): HubSources {
  return {
    fingerprint: contentFingerprint(),
    items: () => [
      ...ARTICLES.map(articleItem),
      ...GUIDES.map(guideItem),
      ...TEMPLATES.map(templateItem),
    ],
  };
}
