import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './http';

/** The page-definition document; the app shows a loader until it has loaded (spec §2). */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  components?: { schemas?: Record<string, unknown> };
}

export const openApiQuery = queryOptions({
  queryKey: ['openapi'],
  queryFn: () => apiJson<OpenApiDocument>('/v1/openapi.json', { auth: false }),
  staleTime: Infinity,
  retry: 1,
});
