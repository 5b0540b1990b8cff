import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  pageSchemaName,
  pageToOpenApiSchema,
} from '../../src/domain/questionnaire/openapi-page-schema';
import { createTestApp } from '../test-support/test-app';
import { API_DOCUMENT_PATH } from './openapi-document';
import { API_DOCS_MOUNT, OPS_MOUNT } from '../../src/domain/server-paths';
import { SIGNING_PAGE_ROUTE } from '../../src/domain/signing/signing-page-path';
import { PRODUCT_PAGES } from '../products';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: unknown }>;
  security?: Record<string, string[]>[];
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * Routes left out of the document on purpose: Swagger UI's own, /api's not-found answer, the
 * back office's (decision 0057) and the app's signing page (the app shell).
 */
const UNDOCUMENTED = (url: string) =>
  url === '/api/*' ||
  url === SIGNING_PAGE_ROUTE ||
  url.startsWith(API_DOCS_MOUNT) ||
  url.startsWith(`${OPS_MOUNT}/`);

/** Fastify's '/v1/customer/:customer_id' as OpenAPI writes it: '/v1/customer/{customer_id}'. */
const documentedPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

// Every route the real app adds, every mount included (/ops too), as Fastify sees it.
const routes: RouteOptions[] = [];
const t = await createTestApp({}, undefined, {
  opsToken: 'o'.repeat(43),
  onRoute: (route) => void routes.push(route),
});
afterAll(() => t.close());

const operations = routes.flatMap((route) =>
  [route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .map((method) => ({ method: method.toLowerCase(), url: route.url, schema: route.schema })),
);
const documented = operations.filter(({ url }) => !UNDOCUMENTED(url));
const fetchDocument = async () => (await t.app.inject(API_DOCUMENT_PATH)).json() as Document;

describe(`the API document (${API_DOCUMENT_PATH})`, () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it(`describes every one of the app's ${documented.length} operations, each with its schema`, async () => {
    const { paths } = await fetchDocument();
    const missing = documented.filter(
      ({ method, url }) => paths[documentedPath(url)]?.[method] === undefined,
    );
    expect(missing.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    // A route added without a schema (or with one that says nothing of its answer) fails here.
    const withoutSchema = documented.filter(({ url, schema }) => {
      const answers = Object.keys((schema?.response as object | undefined) ?? {});
      const pathParams = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
      const params = (schema?.params as { properties?: object } | undefined)?.properties ?? {};
      return (
        !answers.some((status) => /^[23]/.test(status)) ||
        pathParams.some((name) => !(name in params))
      );
    });
    expect(withoutSchema.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    const documentedCount = Object.values(paths).flatMap((item) => Object.keys(item)).length;
    expect(documentedCount).toBe(documented.length);
  });

  it('gives every operation the error shape and a success answer', async () => {
    const { paths } = await fetchDocument();
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        expect(statuses, `${method} ${path}`).toContain('4XX');
        expect(
          statuses.some((status) => /^[23]/.test(status)),
          `${method} ${path}`,
        ).toBe(true);
        expect(operation.responses['200']?.description, `${method} ${path}`).not.toBe(
          'Default Response',
        );
      }
    }
  });

  it('lets a client call every route: full paths, bodies with their content types', async () => {
    const { paths } = await fetchDocument();
    expect(paths).toHaveProperty(['/api/v1/individual/{individual_id}', 'get']);
    expect(paths).toHaveProperty(['/checkout/v1/package/list', 'get']);
    expect(paths['/api/v1/business/namecheck']!.post!.requestBody!.content).toHaveProperty([
      'application/json',
      'schema',
      'properties',
      'business_name',
    ]);
    expect(Object.keys(paths['/payments/v1/tokens']!.post!.requestBody!.content).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    // Each route with a body schema documents it.
    for (const { method, url, schema } of documented) {
      if (!schema?.body) continue;
      const operation = paths[documentedPath(url)]![method]!;
      expect(operation.requestBody?.content, `${method} ${url}`).toBeDefined();
    }
  });

  it('says which credential each route takes', async () => {
    const { paths } = await fetchDocument();
    expect(paths['/api/v1/business/list']!.get!.security).toEqual([{ ownerToken: [] }]);
    expect(paths['/api/v1/check_email']!.get!.security).toBeUndefined();
    expect(paths['/checkout/v1/customer/{customer_id}/tier']!.get!.security).toEqual([
      { ownerToken: [] },
    ]);
    expect(paths['/payments/v1/customers']!.post!.security).toEqual([{ paymentsKey: [] }]);
  });

  it('carries every questionnaire page exactly as the client reads it', async () => {
    const { components } = await fetchDocument();
    for (const page of PRODUCT_PAGES.pages) {
      expect(components.schemas[pageSchemaName(page.id)], page.id).toEqual(
        pageToOpenApiSchema(page),
      );
    }
  });

  it('is served with ETag revalidation, compressed', async () => {
    const first = await t.app.inject(API_DOCUMENT_PATH);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      url: API_DOCUMENT_PATH,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzipped = await t.app.inject({
      url: API_DOCUMENT_PATH,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
    const brotli = await t.app.inject({
      url: API_DOCUMENT_PATH,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
  });
});

describe(`Swagger UI (${API_DOCS_MOUNT})`, () => {
  it('shows the document under the same strict CSP, loading only files of this origin', async () => {
    const page = await t.app.inject({
      url: `${API_DOCS_MOUNT}/`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // Only style-src differs from the app's policy (one more hash: Swagger UI's one style).
    const appCsp = String((await t.app.inject('/config.json')).headers['content-security-policy']);
    const withoutStyles = (policy: string) =>
      policy.split(';').filter((directive) => !directive.startsWith('style-src'));
    expect(withoutStyles(csp)).toEqual(withoutStyles(appCsp));
    // Every script is a file (no inline code the CSP would block), and each one is served.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline!.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)![1]!;
      const script = await t.app.inject(
        new URL(src, `http://charter.test${API_DOCS_MOUNT}/`).pathname,
      );
      expect(script.statusCode, src).toBe(200);
    }
    const json = await t.app.inject(`${API_DOCS_MOUNT}/json`);
    expect(json.json()).toEqual(await fetchDocument());
  });
});
