import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { openApiQuery } from '../api/openapi';
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
  return useMemo(() => {
    if (!data) return undefined;
    const schema = data.components?.schemas?.[pageSchemaName(pageId)] as
      OpenApiPageSchema | undefined;
    return schema ? pageFromOpenApiSchema(schema) : null;
  }, [data, pageId]);
}
