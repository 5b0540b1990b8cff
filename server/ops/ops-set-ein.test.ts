import mammoth from 'mammoth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../../tests/support/zip-entries';
import { EIN_FORMAT_MESSAGE, EIN_PREFIX_MESSAGE } from '../../src/domain/ein/ein-number';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { businesses } from '../db/schema';
import { ownerWithFormedBusiness, type FormedBusinessOwner } from '../test-support/formed-business';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { opsRunner, throughRunningServer } from '../test-support/ops-runner';
import { markBought } from '../test-support/purchases';
import { createTestApp, type TestApp } from '../test-support/test-app';

const OPS_TOKEN = 'ops-secret-for-ein-tests';
/** The number the IRS assigned Rosa's business, as the operator types it, and its forms. */
const EIN = '84-1234567';
const EIN_DIGITS = '841234567';
const MASKED = '**-***4567';
/** A correction, typed without its hyphen. */
const CORRECTED = '27 9876543';

describe('npm run ops -- set-ein <owner> <EIN> (issue 30, point 4)', () => {
  let t: TestApp;
  let ops: ReturnType<typeof opsRunner>;
  let rosa: FormedBusinessOwner;
  /** Bought the EIN application before filing any formation. */
  let noah: SignedInOwner;
  /** A formed business, no EIN application. */
  let ivan: FormedBusinessOwner;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { opsToken: OPS_TOKEN });
    ops = opsRunner(t);
    await seedCheckoutCatalogue(t.database.db);
    rosa = await ownerWithFormedBusiness(t, 'rosa', { businessName: 'Bluebonnet Bikes' });
    await markBought(t, rosa, ['EIN_APPLICATION', 'DOC_LIBRARY']);
    noah = await signedInOwner(t, 'noah');
    await markBought(t, noah, ['EIN_APPLICATION']);
    ivan = await ownerWithFormedBusiness(t, 'ivan', { businessName: 'Pecan Pies' });
  });
  afterAll(() => t.close());

  const einStatus = async (owner: SignedInOwner) => {
    const { services } = (
      await asOwner(t, owner)(`/api/v1/services/status/${owner.id}`)
    ).json() as {
      services: { service: string; status: string }[];
    };
    return services.find((entry) => entry.service === 'ein-application')?.status;
  };
  const businessList = async (owner: SignedInOwner) =>
    (await asOwner(t, owner)('/api/v1/business/list')).json().businesses as Array<
      Record<string, unknown>
    >;
  const reveal = (owner: SignedInOwner, individualId = owner.id) =>
    asOwner(t, owner)(`/api/v1/business/ein/${individualId}`);
  const storedRow = async (businessId: number) =>
    (await t.database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!;

  it('refuses a number that is not an EIN without repeating it, and owners it cannot be for', async () => {
    for (const [typed, message] of [
      ['84-12345', EIN_FORMAT_MESSAGE],
      ['84-12345678', EIN_FORMAT_MESSAGE],
      ['84-123456O', EIN_FORMAT_MESSAGE],
      ['07-1234567', EIN_PREFIX_MESSAGE],
    ] as const) {
      const refused = await ops(['set-ein', rosa.email, typed]);
      expect(refused).toEqual({ code: 1, out: [], err: [`${message} Nothing was recorded.`] });
      expect(refused.err.join('')).not.toContain(typed.slice(3));
    }
    expect(await ops(['set-ein', ivan.email, EIN])).toEqual({
      code: 1,
      out: [],
      err: [`${ivan.email} has not bought ein-application: nothing was recorded`],
    });
    expect(await ops(['set-ein', String(noah.id), EIN])).toEqual({
      code: 1,
      out: [],
      err: [
        `${noah.email} has no business on file (their formation is not filed): an EIN is ` +
          'recorded on the business, nothing was recorded',
      ],
    });
    expect(await ops(['set-ein', 'nobody@owners.example', EIN])).toMatchObject({
      code: 1,
      err: ['No owner with email nobody@owners.example'],
    });
    expect((await ops(['set-ein', rosa.email])).code).toBe(2);

    expect(await einStatus(rosa)).toBe('PURCHASED');
    expect((await storedRow(rosa.businessId)).einSealed).toBeNull();
    expect(await reveal(rosa).then((response) => response.json())).toEqual({ ein: null });
    expect((await businessList(rosa))[0]!.ein_masked).toBeNull();
  });

  it('keeps the EIN encrypted, moves the EIN application to ACTIVE and prints it masked', async () => {
    expect(await ops(['set-ein', rosa.email, EIN])).toEqual({
      code: 0,
      out: [
        `EIN ${MASKED} recorded for business ${rosa.businessId} of ${rosa.email} ` +
          `(individual ${rosa.id}).`,
        'ein-application: PURCHASED -> ACTIVE.',
      ],
      err: [],
    });
    expect(await einStatus(rosa)).toBe('ACTIVE');

    // At rest: sealed with the answers' cipher, the last four beside it, nowhere in the clear.
    const row = await storedRow(rosa.businessId);
    expect(row.einSealed).toMatch(/^enc:v1:/);
    expect(row.einLastFour).toBe('4567');
    const raw = await t.database.db.execute(
      sql`select * from businesses where id = ${rosa.businessId}`,
    );
    const rawText = JSON.stringify(raw);
    expect(rawText).not.toContain(EIN);
    expect(rawText).not.toContain(EIN_DIGITS);
    expect(t.app.services.answerCipher.open(row.einSealed!)).toBe(EIN);
  });

  it('shows it masked in the business list, filled templates and the data export', async () => {
    const [business] = await businessList(rosa);
    expect(business!.ein_masked).toBe(MASKED);

    const filled = await asOwner(t, rosa)(
      `/api/v1/business_templates/fill?individual_id=${rosa.id}`,
      { method: 'POST', payload: { template: 'annual-compliance-checklist' } },
    );
    expect(filled.statusCode).toBe(200);
    const kept = await t.app.services.documents.find(filled.json().document_id, rosa.id);
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(kept!.content) });
    expect(text).toContain(MASKED);
    expect(text).not.toContain(EIN);

    const exported = await asOwner(t, rosa)(`/api/v1/account/${rosa.id}/export`);
    expect(exported.statusCode).toBe(200);
    const files = zipEntries(exported.rawPayload);
    const whole = [...files.values()].map((file) => file.data.toString('utf8')).join('\n');
    expect(JSON.parse(files.get('business.json')!.data.toString('utf8')).ein_masked).toBe(MASKED);
    expect(whole).not.toContain(EIN);
    expect(whole).not.toContain(EIN_DIGITS);
  });

  it('reveals it in full to its owner only, never kept by a cache', async () => {
    const revealed = await reveal(rosa);
    expect(revealed.statusCode).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(revealed.json()).toEqual({ ein: EIN });

    const refused = await reveal(ivan, rosa.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(EIN);
    const anonymous = await t.app.inject({ url: `/api/v1/business/ein/${rosa.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await reveal(ivan).then((response) => response.json())).toEqual({ ein: null });
  });

  it('corrects the number through the running server, and no log holds either number', () =>
    throughRunningServer(t, OPS_TOKEN, async (connect) => {
      const refused = await ops(['set-ein', rosa.email, '84-1234'], connect);
      expect(refused).toEqual({
        code: 1,
        out: [],
        err: [`${EIN_FORMAT_MESSAGE} Nothing was recorded.`],
      });
      const corrected = await ops(['set-ein', String(rosa.id), CORRECTED], connect);
      expect(corrected).toEqual({
        code: 0,
        out: [
          `EIN **-***6543 recorded for business ${rosa.businessId} of ${rosa.email} ` +
            `(individual ${rosa.id}), replacing ${MASKED}.`,
          'ein-application stays ACTIVE.',
        ],
        err: [],
      });
      expect((await reveal(rosa)).json()).toEqual({ ein: '27-9876543' });
      for (const number of [EIN, EIN_DIGITS, '84-1234', '27-9876543', '279876543', CORRECTED]) {
        expect(t.logs()).not.toContain(number);
      }
    }));
});
