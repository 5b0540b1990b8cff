import type { FromSchema } from 'json-schema-to-ts';
import { hubId, hubPaging, hubTotal } from './hub-common';
import { ARTICLES_DOCUMENT_TYPE } from '../hub/hub-content';

/*
 * The content service's articles (dashboard spec §3 "Article", §7): the list, the tags and one
 * article with its body. The list leaves the bodies out; the article call carries its body.
 */

const id = hubId;

export const articleListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...hubPaging,
    document_type: {
      type: 'integer',
      enum: [ARTICLES_DOCUMENT_TYPE],
      description: 'The spec’s type of articles (4); the only one this list holds',
    },
    tag: { type: 'string', maxLength: 64, description: 'Only articles with this tag' },
  },
} as const;

export type ArticleListQuery = FromSchema<typeof articleListQuery>;

const articleSummaryProperties = {
  id,
  name: { type: 'string' },
  htmlTitle: { type: 'string' },
  metaDescription: { type: 'string' },
  featuredImage: { type: 'string', description: 'The featured image’s address' },
  featuredImageAltText: { type: 'string' },
  publishDate: { type: 'string', format: 'date' },
  author: { type: 'string' },
  tags: { type: 'array', items: { type: 'string' } },
  is_favorite: { type: 'boolean' },
} as const;
const articleSummaryRequired = Object.keys(articleSummaryProperties) as Array<
  keyof typeof articleSummaryProperties
>;

export const articleSummary = {
  type: 'object',
  additionalProperties: false,
  properties: articleSummaryProperties,
  required: articleSummaryRequired,
} as const;

export type ArticleSummary = FromSchema<typeof articleSummary>;

export const articleListAnswer = {
  description: 'A page of articles, newest first, and how many there are in all',
  type: 'object',
  additionalProperties: false,
  properties: {
    data: { type: 'array', items: articleSummary },
    total: hubTotal,
  },
  required: ['data', 'total'],
} as const;

export type ArticleList = FromSchema<typeof articleListAnswer>;

export const articleTagsAnswer = {
  description: 'Every tag of the articles, by name, with how many articles carry it',
  type: 'object',
  additionalProperties: false,
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { tag: { type: 'string' }, count: { type: 'integer', minimum: 1 } },
        required: ['tag', 'count'],
      },
    },
  },
  required: ['data'],
} as const;

export type ArticleTags = FromSchema<typeof articleTagsAnswer>;

export const articleParams = {
  type: 'object',
  additionalProperties: false,
  properties: { id },
  required: ['id'],
} as const;

export const articleAnswer = {
  description: 'One article with its body (HTML)',
  type: 'object',
  additionalProperties: false,
  properties: {
    data: {
      type: 'object',
      additionalProperties: false,
      properties: {
        raw: {
          type: 'object',
          additionalProperties: false,
          properties: { ...articleSummaryProperties, postBody: { type: 'string' } },
          required: [...articleSummaryRequired, 'postBody'],
        },
      },
      required: ['raw'],
    },
  },
  required: ['data'],
} as const;

export type Article = FromSchema<typeof articleAnswer>['data']['raw'];
