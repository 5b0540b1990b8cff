import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { openApiQuery, type OpenApiDocument } from '../api/openapi';
import {
  pageFromOpenApiSchema,
  pageSchemaName,
  type OpenApiPageSchema,
} from '../domain/questionnaire/openapi-page-schema';
import type { PageDefinition } from '../domain/questionnaire/page-definition';

/**
 * A page's definition from the OpenAPI document loaded at start (the app shows a loader until
 * it has loaded). Undefined while loading; null when the server defines no such page (the
 * caller redirects to /not-found, spec §8).
 */
export function usePageDefinition(pageId: string): PageDefinition | null | undefined {
  const { data } = useQuery(openApiQuery);
  return useMemo(() => (data ? definitionIn(data, pageId) : undefined), [data, pageId]);
}

/** Several pages' definitions at once (a review's sections), in order; undefined while loading. */
export function usePageDefinitions(
  pageIds: readonly string[],
): Array<PageDefinition | null> | undefined {
  const { data } = useQuery(openApiQuery);
  const key = pageIds.join(' ');
  return useMemo(
    () =>
      data ? (key ? key.split(' ') : []).map((pageId) => definitionIn(data, pageId)) : undefined,
    [data, key],
  );
}

function definitionIn(document: OpenApiDocument, pageId: string): PageDefinition | null {
  const schema = document.components?.schemas?.[pageSchemaName(pageId)] as
    OpenApiPageSchema | undefined;
  return schema ? pageFromOpenApiSchema(schema) : null;
}
