import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../../tests/support/zip-entries';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { saveEinPage, TEST_TAX_ID } from '../test-support/ein-answers';
import { ownerFormedInState, TEXAS } from '../test-support/formed-in-state';
import { signedInOwner } from '../test-support/owners';
import { buyAsOwner } from '../test-support/purchases';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe("'Download my data': GET /api/v1/account/{individual_id}/export", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it("zips the owner's account, answers (tax ids masked), business, documents list and invoices", async () => {
    const rosa = await ownerFormedInState(t, 'exported', {
      businessName: 'Bluebonnet Bikes',
      place: TEXAS,
    });
    await buyAsOwner(t, rosa, ['EIN_APPLICATION']);
    expect((await saveEinPage(t.app, rosa.token, rosa.id, 'page1')).statusCode).toBe(200);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/account/${rosa.id}/support-requests`,
      headers: { authorization: `Bearer ${rosa.token}`, 'idempotency-key': crypto.randomUUID() },
      payload: { topic: 'other', subject: 'Where is my EIN?', message: 'Hello' },
    });
    expect(asked.statusCode).toBe(201);
    const response = await t.app.inject({
      url: `/api/v1/account/${rosa.id}/export`,
      headers: { authorization: `Bearer ${rosa.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="charter-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = zipEntries(response.rawPayload);
    const read = (name: string) => JSON.parse(files.get(name)!.data.toString('utf8'));
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'answers/formation/page1.json',
        'business.json',
        'documents.json',
        'invoices.json',
        'orders.json',
        'subscriptions.json',
        'support-requests.json',
      ]),
    );
    expect(read('support-requests.json')).toEqual([
      expect.objectContaining({
        subject: 'Where is my EIN?',
        messages: [expect.objectContaining({ author: 'owner', body: 'Hello' })],
      }),
    ]);
    expect(read('account.json')).toMatchObject({ individual_id: rosa.id, email: rosa.email });
    expect(read('business.json')).toMatchObject({ business_name: 'Bluebonnet Bikes' });
    expect(
      read('invoices.json').flatMap((invoice: { products: string[] }) => invoice.products),
    ).toEqual(expect.arrayContaining(['LLC_FORMATION', 'EIN_APPLICATION']));
    expect(read('documents.json').length).toBeGreaterThan(0);
    expect(Array.isArray(read('subscriptions.json'))).toBe(true);
    expect(read('orders.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          service: 'llc-formation',
          history: expect.arrayContaining([expect.objectContaining({ status: 'PURCHASED' })]),
        }),
      ]),
    );
    const whole = [...files.values()].map((file) => file.data.toString('utf8')).join('\n');
    // Neither the password's hash nor a full tax id leaves in an archive.
    expect(whole).not.toMatch(/scrypt\$/);
    expect(whole).not.toContain(TEST_TAX_ID);
    expect(read('answers/ein/page1.json').answers.tax_id_number).toMatch(/^\D*6789$/);
  });

  it("refuses another owner's archive", async () => {
    const nosy = await signedInOwner(t, 'nosy');
    const other = await signedInOwner(t, 'other');
    const response = await t.app.inject({
      url: `/api/v1/account/${other.id}/export`,
      headers: { authorization: `Bearer ${nosy.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
