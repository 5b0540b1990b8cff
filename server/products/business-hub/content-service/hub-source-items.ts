import type { ArticleSource, GuideSource } from '../content/content-source';
import { ARTICLES, GUIDES } from '../content';
import { renderArticleHtml } from '../render/article-html';
import { FEATURED_IMAGE_MEDIA_TYPE, featuredImageSvg } from '../render/featured-image';
import { renderGuidePdf } from '../render/guide-pdf';
import { articleSearchText, guideSearchText } from '../render/search-text';
import { contentFingerprint } from './content-fingerprint';
import type { HubSourceItem, HubSources } from './hub-sources';
import { DOCX_MEDIA_TYPE } from '../../../../src/domain/documents/media-types';
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

/** A guide or template: listed in its category, downloaded as its one file. */
function downloadItem(
  kind: 'guides' | 'templates',
  item: Pick<HubSourceItem, 'slug' | 'name' | 'description' | 'publishDate' | 'searchText'> & {
    category: string;
  },
  file: { format: 'pdf' | 'docx'; render: () => Promise<Uint8Array> },
): HubSourceItem {
  return {
    kind,
    ...item,
    tags: [],
    bodyHtml: null,
    imageAltText: null,
    files: [
      {
        role: 'file',
        fileName: `${item.slug}.${file.format}`,
        contentType: file.format === 'pdf' ? 'application/pdf' : DOCX_MEDIA_TYPE,
        render: file.render,
      },
    ],
  };
}

const guideItem = (guide: GuideSource) =>
  downloadItem(
    'guides',
    {
      slug: guide.slug,
      name: guide.name,
      description: guide.description,
      category: guide.category,
      publishDate: guide.publishDate,
      searchText: guideSearchText(guide),
    },
    { format: 'pdf', render: () => renderGuidePdf(guide) },
  );

const templateItem = (template: TemplateSource) =>
  downloadItem(
    'templates',
    {
      slug: template.slug,
      name: template.name,
      description: template.description,
      category: template.category,
      publishDate: TEMPLATE_LIBRARY_DATE.toISOString().slice(0, 10),
      searchText: [template.name, template.description, template.category].join('\n'),
    },
    { format: 'docx', render: () => renderTemplateDocx(template, BLANK_FILL) },
  );

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
