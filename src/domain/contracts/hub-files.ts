import type { FromSchema } from 'json-schema-to-ts';
import { hubId, hubPaging, hubTotal } from './hub-common';
import {
  FILES_DOCUMENT_TYPE,
  HUB_FILE_KINDS,
  HUB_LINK_EXPIRES_IN,
  HUB_SEARCH_MAX_LENGTH,
} from '../hub/hub-content';

/*
 * The content service's guides and templates (dashboard spec §3 "Template", "Category count",
 * §7 "Document and content service"): the lists, their categories and the owner's favourites.
 * The schemas the server validates and serialises with, and the browser's types and checks
 * (decision 0065).
 */

const id = hubId;
const kind = {
  enum: HUB_FILE_KINDS,
  description: 'Which list: the guides (PDF) or the templates (DOCX)',
} as const;

/** GET /v1/templates/templates: one page of guides or templates. */
export const hubFileListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind,
    category: { ...id, description: 'Only this category (its category_id)' },
    ...hubPaging,
    search: {
      type: 'string',
      maxLength: HUB_SEARCH_MAX_LENGTH,
      description: 'Words the name or description holds (all of them, in any order)',
    },
    document_type: {
      type: 'integer',
      enum: [FILES_DOCUMENT_TYPE],
      description: 'The spec’s type of guides and templates (5); the only one this list holds',
    },
  },
  required: ['kind'],
} as const;

export type HubFileListQuery = FromSchema<typeof hubFileListQuery>;

export const hubFileItem = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id,
    kind,
    slug: {
      type: 'string',
      description:
        'Its lasting name; a template’s is its page in the templates flow (/templates/{slug})',
    },
    name: { type: 'string' },
    template_description: { type: 'string' },
    category_id: id,
    category_name: { type: 'string' },
    is_favorite: { type: 'boolean' },
    file_format: { enum: ['pdf', 'docx'] },
    publish_date: { type: 'string', format: 'date' },
  },
  required: [
    'id',
    'kind',
    'slug',
    'name',
    'template_description',
    'category_id',
    'category_name',
    'is_favorite',
    'file_format',
    'publish_date',
  ],
} as const;

export type HubFileItem = FromSchema<typeof hubFileItem>;

export const hubFileListAnswer = {
  description: 'A page of the list, newest first, and how many match in all',
  type: 'object',
  additionalProperties: false,
  properties: {
    items: { type: 'array', items: hubFileItem },
    total: hubTotal,
    limit: { type: 'integer', minimum: 1 },
  },
  required: ['items', 'total', 'limit'],
} as const;

export type HubFileList = FromSchema<typeof hubFileListAnswer>;

const category = {
  type: 'object',
  additionalProperties: false,
  properties: {
    category_id: id,
    category_name: { type: 'string' },
    kind,
  },
  required: ['category_id', 'category_name', 'kind'],
} as const;

/** GET /v1/documents/category: every category of guides and templates. */
export const hubCategoriesAnswer = {
  description: 'The categories, by kind and name',
  type: 'object',
  additionalProperties: false,
  properties: { data: { type: 'array', items: category } },
  required: ['data'],
} as const;

export type HubCategories = FromSchema<typeof hubCategoriesAnswer>;

/** GET /v1/templates/templates/category-count: each category with how many files it holds. */
export const hubCategoryCountQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { kind },
} as const;

export const hubCategoryCountAnswer = {
  description: 'The categories that hold files, by kind and name, with their counts',
  type: 'object',
  additionalProperties: false,
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          ...category.properties,
          template_count: { type: 'integer', minimum: 1 },
        },
        required: [...category.required, 'template_count'],
      },
    },
  },
  required: ['data'],
} as const;

export type HubCategoryCounts = FromSchema<typeof hubCategoryCountAnswer>;

/** GET /v1/documents/urls: short-lived links to guides', templates' or articles' files. */
const documentIds = {
  type: 'string',
  pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$',
  description: 'Ids, comma-joined (at most 50)',
} as const;

const expiresIn = {
  type: 'integer',
  minimum: 1,
  maximum: HUB_LINK_EXPIRES_IN,
  description: 'Seconds the links live',
} as const;

export const hubFileLinksQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    document_ids: documentIds,
    expires_in: { ...expiresIn, default: HUB_LINK_EXPIRES_IN },
  },
  required: ['document_ids'],
} as const;

export const hubFileLinksAnswer = {
  description: 'A link for each id that names a file the owner may download, in the asked order',
  type: 'object',
  additionalProperties: false,
  properties: {
    documents: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          id,
          url: { type: 'string', format: 'uri' },
          file_name: { type: 'string' },
          expires_at: { type: 'string', format: 'date-time' },
        },
        required: ['id', 'url', 'file_name', 'expires_at'],
      },
    },
  },
  required: ['documents'],
} as const;

export type HubFileLinks = FromSchema<typeof hubFileLinksAnswer>;

/** POST /v1/templates/favorite and /favorite/deactivate (spec §3 "Bookmark"). */
export const bookmarkBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    document_id: id,
    business_id: {
      anyOf: [id, { type: 'null' }],
      description: 'The owner’s business, or null before it is formed',
    },
  },
  required: ['document_id'],
} as const;

export type Bookmark = FromSchema<typeof bookmarkBody>;

export const bookmarkAnswer = {
  description: 'Whether the item is now among the owner’s favourites',
  type: 'object',
  additionalProperties: false,
  properties: { document_id: id, is_favorite: { type: 'boolean' } },
  required: ['document_id', 'is_favorite'],
} as const;

export type BookmarkState = FromSchema<typeof bookmarkAnswer>;

/**
 * GET /v1/documents/saved (spec §7 "Guides/templates list in the documents area": individual_id,
 * search_term, service_name, document_ids, expires_in): the guides and templates the owner
 * saved (favourited), for the documents area; with expires_in, a link to each file the owner
 * may download (decision 0069's rule for templates).
 */
export const savedHubFilesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    individual_id: { ...id, description: 'The owner: the caller' },
    service_name: { ...kind, description: 'Only guides or only templates' },
    search_term: {
      type: 'string',
      maxLength: HUB_SEARCH_MAX_LENGTH,
      description: 'Words the name or description holds (all of them, in any order)',
    },
    document_ids: { ...documentIds, description: 'Only these ids, comma-joined (at most 50)' },
    expires_in: {
      ...expiresIn,
      description: 'With it, each file the owner may download has a link living this many seconds',
    },
  },
  required: ['individual_id'],
} as const;

export type SavedHubFilesQuery = FromSchema<typeof savedHubFilesQuery>;

export const savedHubFile = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id,
    kind,
    name: { type: 'string' },
    template_description: { type: 'string' },
    category_name: { type: 'string' },
    file_name: { type: 'string' },
    url: {
      type: 'string',
      format: 'uri',
      description: 'With expires_in, where the owner may download it',
    },
    expires_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'kind', 'name', 'template_description', 'category_name', 'file_name'],
} as const;

export const savedHubFilesAnswer = {
  description: 'The owner’s saved guides and templates that match, newest first',
  type: 'object',
  additionalProperties: false,
  properties: {
    documents: { type: 'array', items: savedHubFile },
    total: hubTotal,
  },
  required: ['documents', 'total'],
} as const;

export type SavedHubFile = FromSchema<typeof savedHubFile>;
export type SavedHubFiles = FromSchema<typeof savedHubFilesAnswer>;
