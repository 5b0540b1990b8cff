import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFromOpenApiSchema } from '../../src/domain/questionnaire/openapi-page-schema';
import { readConfig } from '../config';
import { idempotencyKeys, pageAnswers } from '../db/schema';
import { AnswerCipher, parseAnswerKey } from '../security/answer-encryption';
import { answerEncryptionKey } from '../services/server-secrets';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { markBought } from '../test-support/purchases';
import { createTestApp, openTestDatabase, type TestApp } from '../test-support/test-app';

/**
 * Issue 14, point 6: the responsible party's SSN/ITIN (EIN page1 tax_id_number) is encrypted at
 * rest, never logged, and every answer carrying it shows it masked; a save may send it masked
 * to keep the saved number.
 */
const NUMBER = '123-45-6789';
const MASKED = '***-**-6789';
/** Every way the number could be written down. */
const LEAKS = [NUMBER, '123456789'];
const PAGE1 = { first_name: 'Ada', last_name: 'Lovelace', role: 'Managing member' };
const FULL_NUMBER_MESSAGE = 'Please enter the full SSN or ITIN';

/** An owner who has bought the EIN application, whose pages are saved from then on. */
async function einOwner(t: TestApp, name: string): Promise<SignedInOwner> {
  const owner = await signedInOwner(t, name);
  await markBought(t, owner, ['EIN_APPLICATION']);
  return owner;
}

const expectNoNumber = (text: string) => {
  for (const leak of LEAKS) expect(text).not.toContain(leak);
};

describe('a tax id (issue 14)', () => {
  const key = randomBytes(32).toString('base64');
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ANSWER_ENCRYPTION_KEY: key });
  });
  afterAll(() => t.close());

  const page1 = (owner: SignedInOwner) => asOwner(t, owner);
  const savePage1 = (
    owner: SignedInOwner,
    answers: object,
    updatedAt: string | null = null,
    idempotencyKey?: string,
  ) =>
    page1(owner)('/api/v1/ein/page1', {
      method: 'POST',
      payload: { ...PAGE1, ...answers, individual_id: owner.id, updated_at: updatedAt },
      key: idempotencyKey,
    });
  const storedRow = async (owner: SignedInOwner) => {
    const [row] = await t.database.db
      .select()
      .from(pageAnswers)
      .where(and(eq(pageAnswers.individualId, owner.id), eq(pageAnswers.pageId, 'ein/page1')));
    return row!;
  };
  const storedNumber = async (owner: SignedInOwner) =>
    new AnswerCipher(parseAnswerKey(key)).open(
      String(((await storedRow(owner)).answers as Record<string, unknown>).tax_id_number),
    );

  it('is stored encrypted, and the save, its replay and the page show it masked; nothing is logged', async () => {
    const owner = await einOwner(t, 'tax-id');
    const logsBefore = t.logs().length;
    const idempotencyKey = randomUUID();
    const saved = await savePage1(owner, { tax_id_number: NUMBER }, null, idempotencyKey);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...PAGE1, tax_id_number: MASKED });
    expectNoNumber(saved.body);

    // The row holds the number encrypted, readable with the configured key only.
    const row = await storedRow(owner);
    expectNoNumber(JSON.stringify(row.answers));
    expect(await storedNumber(owner)).toBe(NUMBER);

    const replay = await savePage1(owner, { tax_id_number: NUMBER }, null, idempotencyKey);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().tax_id_number).toBe(MASKED);
    const [kept] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, idempotencyKey));
    expectNoNumber(JSON.stringify(kept));
    // Its request hash is keyed: hashing every possible number would not find the one sent.
    const body = { ...PAGE1, tax_id_number: NUMBER, individual_id: owner.id, updated_at: null };
    const plainHash = createHash('sha256')
      .update(`POST /api/v1/ein/page1\n${JSON.stringify(body)}`)
      .digest('base64url');
    expect(kept!.requestHash).not.toBe(plainHash);

    const loaded = await page1(owner)(`/api/v1/ein/page1?individual_id=${owner.id}`);
    expect(loaded.json()).toMatchObject({
      tax_id_number: MASKED,
      updated_at: row.updatedAt.toISOString(),
    });
    expectNoNumber(loaded.body);

    expect(t.logs().length).toBeGreaterThan(logsBefore);
    expectNoNumber(t.logs());
  });

  it('saved again in its masked form, keeps the saved number', async () => {
    const owner = await einOwner(t, 'masked-save');
    const first = await savePage1(owner, { tax_id_number: NUMBER });
    const again = await savePage1(
      owner,
      { first_name: 'Augusta', tax_id_number: MASKED },
      first.json().updated_at,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ first_name: 'Augusta', tax_id_number: MASKED });
    expect(await storedNumber(owner)).toBe(NUMBER);
  });

  it('masked with nothing saved it could stand for, is refused on its field', async () => {
    const owner = await einOwner(t, 'masked-unsaved');
    const unsaved = await savePage1(owner, { tax_id_number: MASKED });
    expect(unsaved.statusCode).toBe(422);
    expect(unsaved.json().errors).toEqual({ tax_id_number: FULL_NUMBER_MESSAGE });

    const first = await savePage1(owner, { tax_id_number: NUMBER });
    const otherDigits = await savePage1(
      owner,
      { tax_id_number: '***-**-1234' },
      first.json().updated_at,
    );
    expect(otherDigits.statusCode).toBe(422);
    expect(otherDigits.json().errors).toEqual({ tax_id_number: FULL_NUMBER_MESSAGE });
    expect(await storedNumber(owner)).toBe(NUMBER);
  });

  it('is masked in the copy a conflicting save gets back', async () => {
    const owner = await einOwner(t, 'conflict');
    await savePage1(owner, { tax_id_number: NUMBER });
    const stale = await savePage1(owner, { tax_id_number: '987-65-4321' }, null);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ tax_id_number: MASKED });
    expectNoNumber(stale.body);
  });

  it('is marked sensitive in the API document, for the browser', async () => {
    const document = (await t.app.inject('/api/v1/openapi.json')).json();
    const page = pageFromOpenApiSchema(document.components.schemas.Page_ein_page1);
    expect(page.fields.find((field) => field.name === 'tax_id_number')).toMatchObject({
      sensitive: true,
    });
  });
});

describe('the answer encryption key', () => {
  it('is made at first start, kept with the signing keys, and read again after a restart', async () => {
    const database = await openTestDatabase();
    try {
      const first = await createTestApp({}, database);
      const owner = await einOwner(first, 'restart');
      const saved = await asOwner(first, owner)('/api/v1/ein/page1', {
        method: 'POST',
        payload: { ...PAGE1, tax_id_number: NUMBER, individual_id: owner.id, updated_at: null },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const key = await answerEncryptionKey(database.db);
      expect(key).toHaveLength(32);
      await first.close();

      const second = await createTestApp({}, database);
      // A masked save needs the saved number decrypted: the key outlived the restart.
      const again = await asOwner(second, owner)('/api/v1/ein/page1', {
        method: 'POST',
        payload: {
          ...PAGE1,
          tax_id_number: MASKED,
          individual_id: owner.id,
          updated_at: saved.json().updated_at,
        },
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(await answerEncryptionKey(database.db)).toEqual(key);
      await second.close();
    } finally {
      await database.drop();
    }
  });

  it('when configured, must be 32 bytes of base64', () => {
    const key = randomBytes(32).toString('base64');
    expect(readConfig({ ANSWER_ENCRYPTION_KEY: key }).answerEncryptionKey).toEqual(
      Buffer.from(key, 'base64'),
    );
    expect(readConfig({}).answerEncryptionKey).toBeNull();
    for (const wrong of [randomBytes(16).toString('base64'), 'not a key', `${key}!`]) {
      expect(() => readConfig({ ANSWER_ENCRYPTION_KEY: wrong })).toThrow(/ANSWER_ENCRYPTION_KEY/);
    }
  });
});
