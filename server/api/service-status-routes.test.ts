import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { saveFormationPage } from '../test-support/formation-answers';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { paymentsClient } from '../test-support/payments-client';
import { createTestApp, type TestApp } from '../test-support/test-app';

const item = (name: string) => ({
  product_name: name,
  price_id: `price_tx_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`,
  quantity: 1,
});

const isoDate = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string;

describe('service statuses at GET /api/v1/services/status/{individual_id}', () => {
  let t: TestApp;
  let rosa: SignedInOwner;
  let ivan: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    rosa = await signedInOwner(t, 'rosa', { firstName: 'Rosa', lastName: 'Alvarez' });
    ivan = await signedInOwner(t, 'ivan');
  });
  afterAll(() => t.close());

  const statusOf = (owner: SignedInOwner, id = owner.id) =>
    asOwner(t, owner)(`/api/v1/services/status/${id}`);

  it('answers an empty list to an owner who has bought nothing', async () => {
    const response = await statusOf(rosa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ individual_id: rosa.id, services: [] });
  });

  it('asks for the bearer token, and refuses another owner’s statuses', async () => {
    const anonymous = await t.app.inject(`/api/v1/services/status/${rosa.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('Bearer');

    const foreign = await statusOf(ivan, rosa.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Forbidden' });

    expect((await statusOf(rosa, 0)).statusCode).toBe(400);
  });

  it('shows the services just bought as PURCHASED, by service name', async () => {
    const token = await paymentsClient(t.app).token('4242424242424242');
    const purchase = await asOwner(t, rosa)('/api/v1/checkout', {
      method: 'POST',
      payload: {
        individual: { first_name: 'Rosa', last_name: 'Alvarez', email: rosa.email },
        description: 'Business formation package (GROWTH)',
        payment_method_token: token,
        subscriptions: [
          item('LLC_FORMATION'),
          item('TX-STATE'),
          item('EIN_APPLICATION'),
          item('REGISTERED_AGENT'),
        ],
      },
    });
    expect(purchase.statusCode, purchase.body).toBe(200);

    const response = await statusOf(rosa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      individual_id: rosa.id,
      services: [
        { service: 'ein-application', status: 'PURCHASED', updated_at: isoDate },
        { service: 'llc-formation', status: 'PURCHASED', updated_at: isoDate },
        { service: 'registered-agent', status: 'PURCHASED', updated_at: isoDate },
      ],
    });
    // Another owner's purchase is not theirs.
    expect((await statusOf(ivan)).json()).toEqual({ individual_id: ivan.id, services: [] });
  });

  it('shows the formation SUBMITTED once it is filed, with when it changed', async () => {
    for (const page of ['page1', 'page2', 'page3', 'page4'] as const) {
      expect((await saveFormationPage(t.app, rosa.token, rosa.id, page)).statusCode).toBe(200);
    }
    const submitted = await asOwner(t, rosa)(`/api/v1/formation/submit?individual_id=${rosa.id}`, {
      method: 'POST',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const { services } = (await statusOf(rosa)).json() as {
      services: { service: string; status: string; updated_at: string }[];
    };
    expect(services.map(({ service, status }) => [service, status])).toEqual([
      ['ein-application', 'PURCHASED'],
      ['llc-formation', 'SUBMITTED'],
      ['registered-agent', 'PURCHASED'],
    ]);
    const formation = services.find((entry) => entry.service === 'llc-formation')!;
    expect(formation.updated_at).toBe((submitted.json() as { submitted_at: string }).submitted_at);
  });

  it('is described in the API document', async () => {
    const document = (await t.app.inject('/api/v1/openapi.json')).json() as {
      paths: Record<string, unknown>;
    };
    expect(document.paths).toHaveProperty(['/api/v1/services/status/{individual_id}', 'get']);
  });
});
