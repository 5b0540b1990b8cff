import { afterAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { signedInOwner } from '../../server/test-support/owners';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { buyAsOwner, buyFormation } from '../../server/test-support/purchases';
import { createTestApp } from '../../server/test-support/test-app';
import { INVALID_KINDS, TEXT_KINDS, leaks, type DeclaredType } from './hostile-values';
import {
  hiddenOperationsOf,
  operationsOf,
  type JsonSchema,
  type Operation,
} from './openapi-operations';
import { newBrowserSession } from './page-save-targets';
import { storedRowCounts } from './stored-rows';
import { DocumentLinkSigner } from '../../server/documents/document-links';
import { MULTI_LINE_KEYWORD } from '../../server/http/storable-text';
import { documentLinkKey } from '../../server/services/server-secrets';

/**
 * The route sweep (issue 13): every operation the generated OpenAPI document describes, every
 * parameter and body property of it, each kind of hostile value. A value no schema can hold
 * must come back as a 4xx with a message and store nothing; text that only looks like code must
 * never fail the server or leak its internals. Routes added later are swept without new test
 * code: the sweep reads them from GET /api/v1/openapi.json, and those kept out of it (the back
 * office's) from the routes the app registers.
 */

const PAYMENTS_SECRET_KEY = 'sk_test_abuse_sweep';
const OPS_TOKEN = 'abuse-sweep-ops-token';

const routes: RouteOptions[] = [];
const t = await createTestApp(
  {
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    NAME_CHECK_RATE_LIMIT_PER_MINUTE: '100000',
    PAYMENTS_SECRET_KEY,
  },
  undefined,
  { opsToken: OPS_TOKEN, onRoute: (route) => void routes.push(route) },
);
afterAll(() => t.close());
const owner = await signedInOwner(t, 'route-sweep');
const browserSessionId = await newBrowserSession(t);
// A purchase gives the owner a customer at the card provider, which the checkout's customer
// routes are addressed by.
await seedCheckoutCatalogue(t.database.db);
await buyFormation(t, owner);
// What the flows' submissions sell, bought, and the template library the templates' fill
// needs: they refuse a non-buyer with 403, which the sweep would read as its credential refused.
await buyAsOwner(t, owner, [
  'DOC_LIBRARY',
  'EIN_APPLICATION',
  'REGISTERED_AGENT',
  'CERT_GOOD_STANDING',
  'TX-CERT_GOOD_STANDING-STATE',
  'LLC_OPERATING_AGREEMENT',
  'LLC_ANNUAL_REPORT',
  'LLC_AMENDMENT',
]);
const { stripe_customer_id: customerId } = (
  await t.app.inject({
    url: `/api/v1/individual/${owner.id}`,
    headers: { authorization: `Bearer ${owner.token}` },
  })
).json() as { stripe_customer_id: string };

// A document of the owner's and a link to it: the download route takes no token, its signed
// link is the credential (decision 0048). Signed here for a day, as the sweep may take longer
// than a link's 120 s.
const { id: documentId } = await t.app.services.documents.store({
  individualId: owner.id,
  businessId: null,
  productKey: 'EIN_APPLICATION',
  category: 'compliance',
  title: 'Swept',
  fileName: 'swept.pdf',
  contentType: 'application/pdf',
  content: new Uint8Array([37, 80, 68, 70]),
});
const link = new DocumentLinkSigner(await documentLinkKey(t.database.db), 'http://sweep').link(
  documentId,
  owner.id,
  Math.floor(Date.now() / 1000) + 24 * 3600,
);
const linkProof = Object.fromEntries(new URL(link).searchParams);

/** Parameters that name the owner: the sweep's own values, so its requests are the owner's. */
const OWNER_VALUES: Record<string, unknown> = {
  individual_id: owner.id,
  customer_id: customerId,
  browser_session_id: browserSessionId,
  document_id: documentId,
  ...linkProof,
};

// The content service's files have links of their own (another scope of signature): a guide's.
const guide = (
  await t.app.inject({
    url: '/content/v1/templates/templates?kind=guides&limit=1',
    headers: { authorization: `Bearer ${owner.idToken}` },
  })
).json() as { items: { id: number }[] };
const hubLink = new DocumentLinkSigner(
  await documentLinkKey(t.database.db),
  'http://sweep',
  'charter-hub-file',
).link(guide.items[0]!.id, owner.id, Math.floor(Date.now() / 1000) + 24 * 3600);
/** The owner's values on the content service's routes. */
const CONTENT_VALUES: Record<string, unknown> = {
  ...OWNER_VALUES,
  document_id: guide.items[0]!.id,
  ...Object.fromEntries(new URL(hubLink).searchParams),
};
const valuesFor = (operation: Operation) =>
  operation.path.startsWith('/content/') ? CONTENT_VALUES : OWNER_VALUES;
const documentResponse = await t.app.inject({ url: '/api/v1/openapi.json' });
// The document's operations, and the routes kept out of it (the back office's).
const operations = [...operationsOf(documentResponse.json()), ...hiddenOperationsOf(routes)];

/** Credentials the sweep holds; each operation is swept with the first one it accepts. */
const CREDENTIALS = [
  `Bearer ${owner.token}`,
  `Bearer ${owner.idToken}`,
  `Bearer ${PAYMENTS_SECRET_KEY}`,
  `Bearer ${OPS_TOKEN}`,
  null,
];

function declaredType(schema: JsonSchema): DeclaredType | undefined {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return declaredType(variants.find((variant) => variant.type !== 'null') ?? {});
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type as DeclaredType;
  if (schema.properties) return 'object';
  return undefined;
}

/** Strings the sweep tries, in order, when a string schema has a pattern to match. */
const STRING_CANDIDATES = ['x', 'page1', '1', 'a1', 'US', 'TX', '78701', 'card', 'sweep'];

/** A value the schema accepts, so that only the swept value is wrong. */
function validSample(
  schema: JsonSchema,
  name: string,
  values: Record<string, unknown> = OWNER_VALUES,
): unknown {
  if (name in values) return values[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (declaredType(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [validSample(schema.items, name, values)] : [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [
          key,
          validSample(schema.properties?.[key] ?? {}, key, values),
        ]),
      );
    default:
      return sampleString(schema, name);
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  if (name === 'browser_session_id' || (name === 'id' && schema.pattern?.includes('{8}'))) {
    return browserSessionId;
  }
  if (schema.format === 'email') return owner.email;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return '2026-01-02';
  const length = Math.max(schema.minLength ?? 1, 1);
  const candidates = STRING_CANDIDATES.map((candidate) => candidate.padEnd(length, 'x'));
  if (!schema.pattern) return candidates[0]!;
  const pattern = new RegExp(schema.pattern);
  return candidates.find((candidate) => pattern.test(candidate)) ?? candidates[0]!;
}

/** One place a value goes: a path or query parameter, or a (nested) body property. */
interface Slot {
  where: 'path' | 'query' | 'body';
  /** The parameter's name, or the property's path in the body. */
  name: string[];
  schema: JsonSchema;
}

function bodySlots(schema: JsonSchema, prefix: string[] = []): Slot[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => [
    { where: 'body' as const, name: [...prefix, key], schema: property },
    ...(property.properties ? bodySlots(property, [...prefix, key]) : []),
  ]);
}

function slotsOf(operation: Operation): Slot[] {
  return [
    ...operation.parameters
      .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
      .map((parameter) => ({
        where: parameter.in as 'path' | 'query',
        name: [parameter.name],
        schema: parameter.schema,
      })),
    ...(operation.body ? bodySlots(operation.body.schema) : []),
  ];
}

/** Percent-encoding that keeps a lone surrogate as the bytes a broken client would send. */
function percentEncode(text: string): string {
  return [...text]
    .map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
    .join('');
}

/** Query and form encoding: lists as repeated names, objects in brackets (card[number]). */
function formPairs(name: string, value: unknown): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => formPairs(`${name}[${index}]`, item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => formPairs(`${name}[${key}]`, item));
  }
  return [`${percentEncode(name)}=${percentEncode(String(value))}`];
}

function withValueAt(
  target: Record<string, unknown>,
  path: string[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (rest.length === 0) return { ...target, [head!]: value };
  const inner = (target[head!] ?? {}) as Record<string, unknown>;
  return { ...target, [head!]: withValueAt(inner, rest, value) };
}

/** The request for `operation` with valid values everywhere but `override` (if any). */
function requestFor(
  operation: Operation,
  authorization: string | null,
  override?: { slot: Slot; value: unknown },
) {
  const valueOf = (where: Slot['where'], name: string, schema: JsonSchema) =>
    override && override.slot.where === where && override.slot.name[0] === name
      ? override.value
      : validSample(schema, name, valuesFor(operation));
  let path = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const value = valueOf('path', parameter.name, parameter.schema);
      path = path.replace(`{${parameter.name}}`, percentEncode(String(value)));
    } else if (parameter.in === 'query') {
      const overridden =
        override?.slot.where === 'query' && override.slot.name[0] === parameter.name;
      if (!parameter.required && !overridden) continue;
      const value = valueOf('query', parameter.name, parameter.schema);
      query.push(
        ...(Array.isArray(value) ? value : [value]).flatMap((item) =>
          formPairs(parameter.name, item),
        ),
      );
    }
  }
  let body = operation.body
    ? (validSample(operation.body.schema, '', valuesFor(operation)) as Record<string, unknown>)
    : undefined;
  if (body && override?.slot.where === 'body')
    body = withValueAt(body, override.slot.name, override.value);
  const form = operation.body?.contentType.includes('x-www-form-urlencoded');
  return t.app.inject({
    method: operation.method as 'GET',
    url: query.length ? `${path}?${query.join('&')}` : path,
    headers: {
      cookie: `sessionId=${browserSessionId}`,
      'idempotency-key': crypto.randomUUID(),
      ...(authorization ? { authorization } : {}),
      ...(body ? { 'content-type': operation.body!.contentType } : {}),
    },
    ...(body
      ? {
          payload: form
            ? Object.entries(body)
                .flatMap(([k, v]) => formPairs(k, v))
                .join('&')
            : JSON.stringify(body),
        }
      : {}),
  });
}

/**
 * Whether the value can be told apart from a valid one in the slot's encoding: an address has
 * no objects or nested lists (`state[0][0]=x` is just another name), and a form body encodes
 * a list as an object with numbered members.
 */
function expressible(operation: Operation, slot: Slot, type: DeclaredType, value: unknown) {
  if (slot.where !== 'body') {
    return (
      !(value && typeof value === 'object') ||
      (Array.isArray(value) && value.every((item) => typeof item !== 'object'))
    );
  }
  const form = operation.body?.contentType.includes('x-www-form-urlencoded');
  return !(form && type === 'object' && Array.isArray(value));
}

const credentials = new Map<Operation, string | null>();

/**
 * The first credential the operation does not refuse, found once per operation (each try is a
 * whole valid request); the test fails when none reaches it, as it would sweep nothing.
 */
async function credentialFor(operation: Operation): Promise<string | null> {
  if (!credentials.has(operation)) {
    for (const authorization of CREDENTIALS) {
      const response = await requestFor(operation, authorization);
      if (response.statusCode !== 401 && response.statusCode !== 403) {
        credentials.set(operation, authorization);
        break;
      }
    }
  }
  expect(credentials.has(operation), 'no credential of the sweep reaches this operation').toBe(
    true,
  );
  return credentials.get(operation)!;
}

/** What is wrong with the answer to a value that must be refused, or null. */
function refusalProblem(response: Awaited<ReturnType<typeof t.app.inject>>): string | null {
  const leak = leaks(response.body);
  if (leak) return `leaks ${leak} (${response.statusCode})`;
  if (response.statusCode < 400 || response.statusCode >= 500) {
    return `${response.statusCode} ${response.body.slice(0, 160)}`;
  }
  if (String(response.headers['content-type']).includes('json')) {
    // The API's { message }, or the card provider's { error: { message } } on its sandbox.
    const body = response.json() as { message?: unknown; error?: { message?: unknown } };
    const message = body.message ?? body.error?.message;
    if (typeof message !== 'string' || message === '')
      return `${response.statusCode} without a message`;
  }
  return null;
}

const swept = operations.filter((operation) => slotsOf(operation).length > 0);

describe('abuse sweep: hostile values in every parameter and body property of every route', () => {
  it('reads the operations from the generated document', () => {
    expect(documentResponse.statusCode).toBe(200);
    expect(swept.length).toBeGreaterThan(20);
    // The back office's routes are not in the public document, and are swept all the same.
    expect(swept.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/ops/v1/service-status', '/ops/v1/documents']),
    );
  });

  describe.each(
    swept.map((operation) => [`${operation.method} ${operation.path}`, operation] as const),
  )('%s', (_name, operation) => {
    it('refuses every value no schema can hold, with a message, storing nothing', async () => {
      const authorization = await credentialFor(operation);
      const before = await storedRowCounts(t);
      const problems: string[] = [];
      for (const slot of slotsOf(operation)) {
        const type = declaredType(slot.schema);
        if (!type) continue;
        for (const kind of INVALID_KINDS) {
          const value = kind.valueFor(type, {
            maxLength: slot.schema.maxLength,
            // Only a body property may keep line breaks; an address parameter never does.
            multiLine: slot.where === 'body' && slot.schema[MULTI_LINE_KEYWORD] === true,
          });
          if (value === null || !expressible(operation, slot, type, value)) continue;
          const problem = refusalProblem(
            await requestFor(operation, authorization, { slot, value }),
          );
          if (problem)
            problems.push(`${slot.where} ${slot.name.join('.')}, ${kind.name}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
      expect(await storedRowCounts(t)).toEqual(before);
    });

    it('never fails or leaks on text that looks like code', async () => {
      const authorization = await credentialFor(operation);
      const problems: string[] = [];
      for (const slot of slotsOf(operation)) {
        const type = declaredType(slot.schema);
        for (const kind of TEXT_KINDS) {
          const value = type && kind.valueFor(type);
          if (!value) continue;
          const response = await requestFor(operation, authorization, { slot, value });
          if (response.statusCode >= 500 || leaks(response.body)) {
            problems.push(
              `${slot.where} ${slot.name.join('.')}, ${kind.name}: ${response.statusCode}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
