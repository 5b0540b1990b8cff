import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_DELETED_PATH,
  DELETION_BLOCKED,
  DELETION_PASSWORD_WRONG,
  KEPT_ON_DELETION,
} from '../../src/domain/account/account-deletion';
import type { AccountDeletion } from '../../src/domain/contracts/account-deletion';
import { readMailFolder } from '../../tests/support/mail-folder';
import * as schema from '../db/schema';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { PRODUCTS } from '../products';
import { activeEffects } from '../services/product-plugin';
import { changeServiceStatus } from '../services/service-statuses';
import { createTestApp, type TestApp } from '../test-support/test-app';
import {
  agreementSentToThree,
  asSigner,
  typedSignature,
} from '../test-support/operating-agreement';
import { signedInOwner, type SignedInOwner } from '../test-support/owners';
import { passwordGrant, refreshGrant } from '../test-support/tokens';
import { browserOf } from '../test-support/browser-sign-in';
import { OWNER_TABLES_ON_DELETION } from './account-deletion';

const PASSWORD_OF = (owner: SignedInOwner) => `${owner.email.split('-')[0]}-Owner-1!`;

describe('deleting an account (decision 0081)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const call = (owner: SignedInOwner, method: 'GET' | 'POST', payload?: object, id = owner.id) =>
    t.app.inject({
      method,
      url: `/api/v1/account/${id}/deletion`,
      headers: { authorization: `Bearer ${owner.token}` },
      ...(payload ? { payload } : {}),
    });

  const rowsOf = async (table: PgTable, individualId: number) => {
    const column = getTableColumns(table).individualId!;
    const { eq } = await import('drizzle-orm');
    return t.database.db.select().from(table).where(eq(column, individualId));
  };

  /** An owner with a formed business, receipts, and an operating agreement every member signed. */
  async function ownerWithSignedAgreement(name: string) {
    const { owner, tokens } = await agreementSentToThree(t, name);
    for (const [first, token] of Object.entries(tokens)) {
      const sign = asSigner(t, token);
      const hash = (await sign('')).json().document_sha256 as string;
      await sign('/viewed', {});
      const signed = await sign('/sign', typedSignature(`${first} Member`, hash));
      expect(signed.statusCode, signed.body).toBe(200);
    }
    await t.app.services.jobs.runDue(new Date());
    return owner;
  }

  it('says what it keeps, and how to confirm', async () => {
    const owner = await ownerWithSignedAgreement('keeper');
    const response = await call(owner, 'GET');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = response.json<AccountDeletion>();
    expect(view).toMatchObject({
      confirm_with: 'password',
      email: owner.email,
      signed_agreements_kept: 1,
      services_in_progress: [],
    });
    expect(view.invoices_kept).toBeGreaterThanOrEqual(2);
  });

  it("refuses another owner's account, and a wrong password, deleting nothing", async () => {
    const owner = await signedInOwner(t, 'victim');
    const other = await signedInOwner(t, 'nosy');
    expect((await call(other, 'GET', undefined, owner.id)).statusCode).toBe(403);
    expect((await call(other, 'POST', { password: PASSWORD_OF(other) }, owner.id)).statusCode).toBe(
      403,
    );
    const wrong = await call(owner, 'POST', { password: 'Not-the-password-1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: DELETION_PASSWORD_WRONG, field: 'password' });
    expect((await call(owner, 'POST', {})).statusCode).toBe(400);
    expect((await passwordGrant(t.app, owner.email, PASSWORD_OF(owner))).status).toBe(200);
  });

  it('waits while Charter is still working on a service with the state', async () => {
    const owner = await signedInOwner(t, 'waiting');
    await changeServiceStatus(
      t.app.services.jobs,
      t.database.db,
      activeEffects(PRODUCTS),
      owner.id,
      'ein-application',
      'IN_PROGRESS',
      new Date(),
    );
    expect((await call(owner, 'GET')).json<AccountDeletion>().services_in_progress).toEqual([
      'EIN / Tax ID',
    ]);
    const refused = await call(owner, 'POST', { password: PASSWORD_OF(owner) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DELETION_BLOCKED(['EIN / Tax ID']));
  });

  it('erases the owner but the records the law keeps, signs every device out and mails once', async () => {
    const owner = await ownerWithSignedAgreement('leaver');
    const password = PASSWORD_OF(owner);
    const laptop = await browserOf(t).signIn(owner.email, password);
    const keptBefore = (await call(owner, 'GET')).json<AccountDeletion>();
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/account/${owner.id}/support-requests`,
      headers: { authorization: `Bearer ${owner.token}`, 'idempotency-key': crypto.randomUUID() },
      payload: { topic: 'account', subject: 'Closing my account', message: 'Please help.' },
    });
    expect(asked.statusCode).toBe(201);

    const deleted = await call(owner, 'POST', { password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      message: ACCOUNT_DELETED_MESSAGE,
      next: ACCOUNT_DELETED_PATH,
    });

    // Every device is out: this token, another browser's refresh token, the password.
    expect((await call(owner, 'GET')).statusCode).toBe(401);
    expect((await refreshGrant(t.app, laptop.refresh_token)).status).toBe(400);
    expect((await passwordGrant(t.app, owner.email, password)).status).toBe(400);

    // Erased: answers, the business, statuses, support requests, the documents but the kept ones.
    for (const table of [
      schema.pageAnswers,
      schema.businesses,
      schema.serviceOrders,
      schema.supportRequests,
    ])
      expect(await rowsOf(table, owner.id)).toEqual([]);
    const { eq } = await import('drizzle-orm');
    const [account] = await t.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.id, owner.id));
    expect(account).toMatchObject({ firstName: '', lastName: '', phone: null, passwordHash: '' });
    expect(JSON.stringify(account)).not.toContain(owner.email);

    // Kept: every invoice with its receipt, the signed agreement with its audit trail.
    expect(await rowsOf(schema.invoices, owner.id)).toHaveLength(keptBefore.invoices_kept);
    const [envelope] = await rowsOf(schema.signingEnvelopes, owner.id);
    expect(envelope).toMatchObject({ status: 'completed', businessId: null });
    const documents = (await rowsOf(schema.documents, owner.id)) as { id: number }[];
    const ids = documents.map((document) => document.id);
    expect(ids).toEqual(
      expect.arrayContaining(
        [envelope!.signedDocumentId, envelope!.auditDocumentId, envelope!.documentId].filter(
          (id): id is number => id !== null,
        ),
      ),
    );
    expect(documents.length).toBe(keptBefore.invoices_kept + 3);
    for (const subscription of await rowsOf(schema.subscriptions, owner.id))
      expect(subscription).toMatchObject({ status: 'canceled' });

    // One last mail, to the address the account had; nothing after it.
    await t.app.services.jobs.runDue(new Date());
    const mails = (await readMailFolder(t.dataDir)).filter((mail) => mail.to.includes(owner.email));
    const last = mails.at(-1)!;
    expect(last.subject).toBe('Your Charter account is deleted');
    for (const { what } of KEPT_ON_DELETION) expect(last.text).toContain(what.toLowerCase());

    // The address is free again.
    const again = await t.app.services.accounts.create({ email: owner.email, password });
    expect(again!.id).not.toBe(owner.id);
  });

  it('shows what was kept on a page that needs no sign-in', async () => {
    const page = await t.app.inject({ method: 'GET', url: ACCOUNT_DELETED_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const { what } of KEPT_ON_DELETION) expect(page.body).toContain(what);
  });

  it('has a say for every table that names an owner', () => {
    const owned = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) => 'individualId' in getTableColumns(table))
      .map((table) => getTableName(table));
    expect(owned.sort()).toEqual(Object.keys(OWNER_TABLES_ON_DELETION).sort());
  });
});
