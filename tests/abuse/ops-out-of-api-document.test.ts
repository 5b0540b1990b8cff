import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../server/test-support/test-app';
import { API_DOCUMENT_PATH } from '../../server/api/openapi-document';
import { OPS_MOUNT } from '../../src/domain/server-paths';

/**
 * Issue 24: the back office's routes (/ops) were listed in the public API document, telling
 * anyone what lies behind the back-office secret. They stay out of it, and keep working for
 * `npm run ops` (the route sweep reaches them from the routes the app registers).
 */
const OPS_TOKEN = 'ops-document-token';
const t = await createTestApp({}, undefined, { opsToken: OPS_TOKEN });
afterAll(() => t.close());

describe('the public API document', () => {
  it('lists no back-office route and no back-office credential', async () => {
    const response = await t.app.inject(API_DOCUMENT_PATH);
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(document.paths).filter((path) => path.startsWith(OPS_MOUNT))).toEqual([]);
    expect(Object.keys(document.components.securitySchemes)).not.toContain('opsToken');
    expect(response.body).not.toContain('back-office');
  });

  it('while the back office still answers its own client', async () => {
    const owners = await t.app.inject({
      url: `${OPS_MOUNT}/v1/owners`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(owners.statusCode).toBe(200);
  });
});
