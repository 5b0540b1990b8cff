/**
 * The content service (and the owner's service statuses) as the Business Hub's pages see them,
 * for client tests: lists filtered, searched and paged as the service does, the categories,
 * short-lived links that leave out templates the owner may not download, and the files.
 */
import { vi } from 'vitest';
import type { HubCategories, HubFileItem } from '../../src/domain/contracts/hub-files';
import {
  hasTemplateLibrary,
  TEMPLATE_TEASER_SIZE,
  type HubFileKind,
} from '../../src/domain/hub/hub-content';

type Category = HubCategories['data'][number];

export const HUB_CATEGORIES: Category[] = [
  { category_id: 1, category_name: 'Getting Started', kind: 'guides' },
  { category_id: 2, category_name: 'Taxes', kind: 'guides' },
  { category_id: 5, category_name: 'Contracts', kind: 'templates' },
  { category_id: 6, category_name: 'Finance', kind: 'templates' },
];

/** A guide or template as the list answers it; newest first is the order they are given in. */
export function hubFile(
  kind: HubFileKind,
  id: number,
  fields: Partial<HubFileItem> = {},
): HubFileItem {
  const category = HUB_CATEGORIES.filter((entry) => entry.kind === kind)[id % 2]!;
  return {
    id,
    kind,
    slug: `${kind}-${id}`,
    name: `${kind === 'guides' ? 'Guide' : 'Template'} ${id}`,
    template_description: `What ${kind} ${id} covers.`,
    category_id: category.category_id,
    category_name: category.category_name,
    is_favorite: false,
    file_format: kind === 'guides' ? 'pdf' : 'docx',
    publish_date: '2026-03-04',
    ...fields,
  };
}

export const hubFileUrl = (id: number) =>
  `http://charter.test/content/v1/files/${id}?owner=1&expires=1&signature=s`;

export interface HubServiceFixture {
  /** Every guide and template, newest first. */
  files: HubFileItem[];
  /** The owner's service statuses (DOC_LIBRARY gives the templates). */
  services?: Array<{ service: string; status: string }>;
  /** Each file's name and answer by id; an id without one has no file. */
  downloads?: Record<number, { fileName: string; answer: () => Response | Promise<Response> }>;
  /** The list's answers in turn (the last repeats), instead of the files' pages. */
  listAnswers?: Array<{ status: number; body: unknown }>;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** Does a list item hold every word of a search, as the service's search does. */
const holdsWords = (item: HubFileItem, search: string) =>
  search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => `${item.name} ${item.template_description}`.toLowerCase().includes(word));

/** Stubs fetch with the services; returns the list requests' parameters, in order. */
export function stubHubServices({
  files,
  services = [],
  downloads = {},
  listAnswers,
}: HubServiceFixture) {
  const listRequests: URLSearchParams[] = [];
  const library = hasTemplateLibrary(
    services.find((entry) => entry.service === 'doc-library')?.status,
  );
  const examples = files
    .filter((file) => file.kind === 'templates')
    .slice(0, TEMPLATE_TEASER_SIZE)
    .map((file) => file.id);
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://charter.test');
    const params = url.searchParams;
    switch (url.pathname) {
      case '/content/v1/templates/templates': {
        listRequests.push(params);
        if (listAnswers) {
          const { status, body } =
            listAnswers[Math.min(listRequests.length, listAnswers.length) - 1]!;
          return json(body, status);
        }
        const matching = files.filter(
          (file) =>
            file.kind === params.get('kind') &&
            (!params.has('category') || file.category_id === Number(params.get('category'))) &&
            holdsWords(file, params.get('search') ?? ''),
        );
        const limit = Number(params.get('limit') ?? 10);
        const start = (Number(params.get('page') ?? 1) - 1) * limit;
        return json({ items: matching.slice(start, start + limit), total: matching.length, limit });
      }
      case '/content/v1/documents/category':
        return json({ data: HUB_CATEGORIES });
      case '/content/v1/templates/templates/category-count':
        return json({
          data: HUB_CATEGORIES.map((category) => ({
            ...category,
            template_count: files.filter((file) => file.category_id === category.category_id)
              .length,
          })).filter((category) => category.template_count > 0),
        });
      case '/content/v1/documents/urls': {
        const ids = params.get('document_ids')!.split(',').map(Number);
        const mayHave = (id: number) =>
          files.find((file) => file.id === id)?.kind === 'guides' ||
          library ||
          examples.includes(id);
        return json({
          documents: ids
            .filter((id) => downloads[id] && mayHave(id))
            .map((id) => ({
              id,
              url: hubFileUrl(id),
              file_name: downloads[id]!.fileName,
              expires_at: '2026-03-04T15:02:00.000Z',
            })),
        });
      }
      case '/api/v1/services/status/1':
        return json({
          individual_id: 1,
          services: services.map((entry) => ({ ...entry, updated_at: '2026-03-04T15:00:00.000Z' })),
        });
    }
    const download = Object.entries(downloads).find(([id]) => url.href === hubFileUrl(Number(id)));
    if (download) return download[1].answer();
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { listRequests, fetchMock };
}
