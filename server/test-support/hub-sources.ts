import type {
  HubSourceItem,
  HubSources,
} from '../products/business-hub/content-service/hub-sources';

/** A made-up guide whose file counts its renders. */
export function guide(slug: string, text: string, renders: { count: number }): HubSourceItem {
  return {
    kind: 'guides',
    slug,
    name: `Guide ${slug}`,
    description: `About ${text}`,
    category: 'Banking & Finance',
    tags: [],
    publishDate: '2026-10-01',
    bodyHtml: null,
    imageAltText: null,
    searchText: text,
    files: [
      {
        role: 'file',
        fileName: `${slug}.pdf`,
        contentType: 'application/pdf',
        render: async () => {
          renders.count += 1;
          return new TextEncoder().encode(`%PDF ${text}`);
        },
      },
    ],
  };
}

export const sources = (fingerprint: string, items: HubSourceItem[]): HubSources => ({
  fingerprint,
  items: () => items,
});
