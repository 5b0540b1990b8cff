import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PAYMENTS_SECRET_KEY } from '../../server/test-support/test-app';
import { signedInOwner } from '../../server/test-support/owners';

/**
 * Issue 24: the Bearer scheme was matched case-sensitively, while auth schemes are
 * case-insensitive (RFC 9110 §11.1): `bearer <token>` was refused. Every route that takes a
 * bearer credential reads it with the one parser.
 */
const OPS_TOKEN = 'bearer-scheme-ops-token';
const t = await createTestApp({}, undefined, { opsToken: OPS_TOKEN });
afterAll(() => t.close());
const owner = await signedInOwner(t, 'bearer-scheme');

const SPELLINGS = ['Bearer', 'bearer', 'BEARER', 'bEARER'];

const statuses = async (url: string, credential: string) => {
  const answers = [];
  for (const scheme of SPELLINGS) {
    const response = await t.app.inject({
      url,
      headers: { authorization: `${scheme} ${credential}` },
    });
    answers.push(response.statusCode);
  }
  return answers;
};

describe('the Bearer scheme, in any case', () => {
  it("takes the owner's access token on the API", async () => {
    expect(await statuses(`/api/v1/individual/${owner.id}`, owner.token)).toEqual([
      200, 200, 200, 200,
    ]);
  });

  it("takes the payments sandbox's secret key", async () => {
    expect(await statuses('/payments/v1/customers/cus_unknown', TEST_PAYMENTS_SECRET_KEY)).toEqual([
      404, 404, 404, 404,
    ]);
  });

  it("takes the back office's secret", async () => {
    expect(await statuses('/ops/v1/owners', OPS_TOKEN)).toEqual([200, 200, 200, 200]);
  });

  it('still refuses another scheme and a missing credential', async () => {
    for (const authorization of [`Basic ${owner.token}`, 'Bearer', `Bearer${owner.token}`]) {
      const response = await t.app.inject({
        url: `/api/v1/individual/${owner.id}`,
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
    }
  });
});
