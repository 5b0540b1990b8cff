import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pageFromOpenApiSchema,
  pageSchemaName,
} from '../../src/domain/questionnaire/openapi-page-schema';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import { PageAnswersService } from '../../server/services/page-answers';
import { AnswerSealing } from '../../server/services/answer-sealing';
import { AnswerCipher } from '../../server/security/answer-encryption';
import { markServicesPurchased } from '../../server/services/service-statuses';
import {
  saveFormationPage,
  validFormationAnswers,
} from '../../server/test-support/formation-answers';
import { signedInOwner, type SignedInOwner } from '../../server/test-support/owners';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { PRODUCT_PAGES } from '../../server/products';

/**
 * Issue 13, item 2: the probe values that were saved, filed or turned into accounts, posted to
 * the real routes. Each is refused with 422 and the field's message, and nothing is stored.
 */
const BUSINESS_NAME_FORMAT = "Only letters, numbers, spaces, '-' and '&' are allowed";
/** The shared text rule's message for a control character or a lone surrogate in the city. */
const UNALLOWED_CHARACTER =
  'Business city contains a character that is not allowed (a control character or an unpaired surrogate)';
const PAGE1 = validFormationAnswers.page1;
const OWNER = (validFormationAnswers.page3.owners as Answers[])[0];

describe('hostile page answers (issue 13, item 2)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const loadFormationPage = (owner: SignedInOwner, page: string) =>
    t.app.inject({
      url: `/api/v1/formation/${page}?individual_id=${owner.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });

  /** Posts formation answers as a raw JSON text, so lone surrogates go over the wire as sent. */
  const postFormationJson = (owner: SignedInOwner, page: string, json: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/formation/${page}`,
      headers: {
        authorization: `Bearer ${owner.token}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
      },
      payload: json,
    });

  /** Expects a refusal with exactly these field messages, and no saved page afterwards. */
  const expectRefusedAndNothingStored = async (
    owner: SignedInOwner,
    page: string,
    response: Awaited<ReturnType<typeof loadFormationPage>>,
    errors: Record<string, string>,
  ) => {
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect((await loadFormationPage(owner, page)).statusCode).toBe(404);
  };

  describe('formation pages saved with a bearer token', () => {
    it('refuses a business name sent as a list (it was saved, filed and shown back)', async () => {
      const owner = await signedInOwner(t, 'list-name');
      const response = await saveFormationPage(t.app, owner.token, owner.id, 'page1', {
        ...PAGE1,
        business_name: ['<script>alert(1)</script>'],
      });
      await expectRefusedAndNothingStored(owner, 'page1', response, {
        business_name: BUSINESS_NAME_FORMAT,
      });
    });

    it('refuses a 100,000-character street, as text or wrapped in a list', async () => {
      const owner = await signedInOwner(t, 'long-street');
      const street = 'x'.repeat(100_000);
      const plain = await saveFormationPage(t.app, owner.token, owner.id, 'page1', {
        ...PAGE1,
        business_street_address1: street,
      });
      await expectRefusedAndNothingStored(owner, 'page1', plain, {
        business_street_address1: 'Business street address must not exceed 128 characters',
      });
      const wrapped = await saveFormationPage(t.app, owner.token, owner.id, 'page1', {
        ...PAGE1,
        business_street_address1: [street],
      });
      await expectRefusedAndNothingStored(owner, 'page1', wrapped, {
        business_street_address1: 'Business street address format is invalid',
      });
    });

    it('refuses a NUL character', async () => {
      const owner = await signedInOwner(t, 'nul');
      const response = await saveFormationPage(t.app, owner.token, owner.id, 'page1', {
        ...PAGE1,
        business_city: 'Aus\u0000tin',
      });
      await expectRefusedAndNothingStored(owner, 'page1', response, {
        business_city: UNALLOWED_CHARACTER,
      });
    });

    it('refuses a lone surrogate', async () => {
      const owner = await signedInOwner(t, 'surrogate');
      const json = JSON.stringify({ ...PAGE1, individual_id: owner.id, updated_at: null });
      const response = await postFormationJson(
        owner,
        'page1',
        json.replace('"Austin"', '"Aus\\ud800tin"'),
      );
      await expectRefusedAndNothingStored(owner, 'page1', response, {
        business_city: UNALLOWED_CHARACTER,
      });
    });

    it('refuses a fourth owner with the list limit the page definition carries', async () => {
      const owner = await signedInOwner(t, 'four-owners');
      const response = await saveFormationPage(t.app, owner.token, owner.id, 'page3', {
        owners: [OWNER, OWNER, OWNER, OWNER].map((row, index) => ({
          ...row,
          percentage: 25,
          is_primary_contact: index === 0,
        })),
      });
      await expectRefusedAndNothingStored(owner, 'page3', response, {
        owners: 'You can list up to 3 owners.',
      });
    });

    it('refuses a row value nested deeper than its field, and a row that is not an object', async () => {
      const owner = await signedInOwner(t, 'nested');
      const response = await saveFormationPage(t.app, owner.token, owner.id, 'page3', {
        owners: [{ ...OWNER, first_name: { first: { second: 'Rosa' } } }],
      });
      await expectRefusedAndNothingStored(owner, 'page3', response, {
        'owners.0.first_name': 'First name format is invalid',
      });
      const notRows = await saveFormationPage(t.app, owner.token, owner.id, 'page3', {
        owners: ['Rosa'],
      });
      await expectRefusedAndNothingStored(owner, 'page3', notRows, {
        owners: 'Owners format is invalid',
      });
    });

    it('stores only what the page definition describes: unknown keys of a row are dropped', async () => {
      const owner = await signedInOwner(t, 'row-keys');
      const response = await saveFormationPage(t.app, owner.token, owner.id, 'page3', {
        owners: [{ ...OWNER, role: 'admin', notes: 'x'.repeat(10_000) }],
      });
      expect(response.statusCode, response.body).toBe(200);
      const stored = (await loadFormationPage(owner, 'page3')).json();
      expect(stored.owners).toEqual([OWNER]);
    });
  });

  describe('registration pages saved under an anonymous browser session', () => {
    const createSession = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/browser_session/create',
        payload: { browser_agent: 'vitest' },
      });
      return response.json().id as string;
    };
    const saveRegistrationPage = (sessionId: string, page: string, answers: Answers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/pages/${page}`,
        headers: { cookie: `sessionId=${sessionId}`, 'idempotency-key': randomUUID() },
        payload: { ...answers, browser_session_id: sessionId, updated_at: null },
      });
    const loadRegistrationPage = (sessionId: string, page: string) =>
      t.app.inject({
        url: `/api/v1/pages/${page}?browser_session_id=${sessionId}`,
        headers: { cookie: `sessionId=${sessionId}` },
      });

    it('refuses a 300-character non-email sent as a list, and creates no account with it', async () => {
      const sessionId = await createSession();
      const notAnEmail = 'n'.repeat(300);
      const response = await saveRegistrationPage(sessionId, 'page5', {
        email: [notAnEmail],
        confirm_email: [notAnEmail],
        password: 'Bluebonnet-2026!',
        confirm_password: 'Bluebonnet-2026!',
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toMatchObject({
        email: 'Email format is invalid',
        confirm_email: 'Confirm email format is invalid',
      });
      const plain = await saveRegistrationPage(sessionId, 'page5', {
        email: notAnEmail,
        confirm_email: notAnEmail,
        password: 'Bluebonnet-2026!',
        confirm_password: 'Bluebonnet-2026!',
      });
      expect(plain.json().errors).toMatchObject({
        email: 'Email must not exceed 128 characters',
      });
      expect(await t.app.services.accounts.findByEmail(notAnEmail)).toBeNull();
      expect((await loadRegistrationPage(sessionId, 'page5')).statusCode).toBe(404);
    });

    it('refuses a business name sent as a list on registration page1', async () => {
      const sessionId = await createSession();
      const response = await saveRegistrationPage(sessionId, 'page1', {
        business_state: 'Texas',
        tier: 'GROWTH',
        entity_type: 'LLC',
        business_name: ['<script>alert(1)</script>'],
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ business_name: BUSINESS_NAME_FORMAT });
      expect((await loadRegistrationPage(sessionId, 'page1')).statusCode).toBe(404);
    });
  });

  it('serves each list with its maximum rows, as the browser reads the pages back', async () => {
    const document = (await t.app.inject('/api/v1/openapi.json')).json();
    const listOf = (pageId: string) => {
      const schema = document.components.schemas[pageSchemaName(pageId)];
      return pageFromOpenApiSchema(schema).fields.find((field) => field.children)!;
    };
    expect(listOf('formation/page3')).toMatchObject({ name: 'owners', max_rows: 3 });
    expect(listOf('amendment/page3')).toMatchObject({ name: 'owners', max_rows: 3 });
    expect(listOf('annual-report/page2')).toMatchObject({ name: 'managers', max_rows: 8 });
  });

  describe('formation submission re-validates what was stored', () => {
    it('refuses to file a page stored before these rules (a business name as a list)', async () => {
      const owner = await signedInOwner(t, 'stored-before');
      // What buying the formation records: the submission looks at the answers of a buyer.
      await markServicesPurchased(t.database.db, owner.id, ['LLC_FORMATION'], new Date());
      for (const page of ['page2', 'page3', 'page4'] as const) {
        const saved = await saveFormationPage(t.app, owner.token, owner.id, page);
        expect(saved.statusCode, saved.body).toBe(200);
      }
      // A row saved under older rules, written as the service stores it (formation pages have
      // no sensitive answers, so the key does not matter).
      const sealing = new AnswerSealing(new AnswerCipher(randomBytes(32)), PRODUCT_PAGES.find);
      await new PageAnswersService(t.database.db, sealing).save(
        { individualId: owner.id },
        'formation/page1',
        { ...PAGE1, business_name: ['<script>alert(1)</script>'] },
        null,
      );
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/formation/submit?individual_id=${owner.id}`,
        headers: { authorization: `Bearer ${owner.token}`, 'idempotency-key': randomUUID() },
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({
        'formation/page1': { business_name: BUSINESS_NAME_FORMAT },
      });
    });
  });
});
