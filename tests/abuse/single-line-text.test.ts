import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { validatePage } from '../../src/domain/questionnaire/validate-page';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { accounts } from '../../server/db/schema';
import {
  agreementSentToThree,
  asSigner,
  typedSignature,
} from '../../server/test-support/operating-agreement';
import { opsRunner } from '../../server/test-support/ops-runner';
import {
  saveFormationPage,
  validFormationAnswers,
} from '../../server/test-support/formation-answers';
import { asOwner, signedInOwner, type SignedInOwner } from '../../server/test-support/owners';
import { PUBLISHABLE_KEY, paymentsClient } from '../../server/test-support/payments-client';
import { buyFormation, checkoutAsOwner, orderItem } from '../../server/test-support/purchases';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { storedRowCounts } from './stored-rows';

/**
 * Issue 24, item 3: single-line text refuses control characters, line breaks and tabs
 * included, wherever it is taken (the shared rule: src/domain/text-characters.ts). A typed
 * signature with a line break was accepted and then broke the agreement's PDF; a CRLF in a
 * billing first name became the account's name and broke the back office's table.
 */
const ONE_LINE = 'must be on one line: line breaks and tabs are not allowed';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

describe('single-line text (issue 24, item 3)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { opsToken: 'single-line-ops' });
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const accountNames = async (owner: SignedInOwner) => {
    const [row] = await t.database.db
      .select({ firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(eq(accounts.id, owner.id));
    return row;
  };

  it('refuses a typed signature with a line break, and stores nothing', async () => {
    const { tokens } = await agreementSentToThree(t, 'signature');
    const sign = asSigner(t, tokens.Mei!);
    const hash = (await sign('')).json().document_sha256 as string;
    const before = await storedRowCounts(t);

    const refused = await sign('/sign', typedSignature('Mei\nChen', hash));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: `signature.name ${ONE_LINE}` });
    expect(await storedRowCounts(t)).toEqual(before);
    const view = (await sign('')).json() as { signer: { state: string }; signed_count: number };
    expect(view.signer.state).not.toBe('signed');
    expect(view.signed_count).toBe(0);

    // The same signer signs on one line.
    const signed = await sign('/sign', typedSignature('Mei Chen', hash));
    expect(signed.statusCode, signed.body).toBe(200);
  });

  describe('a CRLF in a billing name, on each route that takes one', () => {
    const NAME = 'Ann\r\nDROP';

    it('POST /api/v1/checkout: refused, the account keeps its (empty) name, nothing charged', async () => {
      const owner = await signedInOwner(t, 'billing');
      const token = await paymentsClient(t.app).token('4242424242424242');
      const before = await storedRowCounts(t);
      const response = await asOwner(t, owner)('/api/v1/checkout', {
        method: 'POST',
        payload: {
          individual: { first_name: NAME, last_name: 'Lee', email: owner.email },
          payment_method_token: token,
          subscriptions: [orderItem('EIN_APPLICATION')],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `individual.first_name ${ONE_LINE}` });
      expect(await accountNames(owner)).toEqual({ firstName: '', lastName: '' });
      expect(await storedRowCounts(t)).toEqual(before);

      // Bought with the name on one line, the account takes it.
      const bought = await checkoutAsOwner(t, owner, ['EIN_APPLICATION'], token);
      expect(bought.statusCode, bought.body).toBe(200);
      expect(await accountNames(owner)).toEqual({ firstName: 'Test', lastName: 'Owner' });
    });

    it('POST /checkout/v1/customer/payment_method: refused, nothing stored', async () => {
      const owner = await signedInOwner(t, 'card-name', { firstName: 'Ann', lastName: 'Lee' });
      const token = await paymentsClient(t.app).token('4242424242424242');
      const before = await storedRowCounts(t);
      const response = await asOwner(t, owner)('/checkout/v1/customer/payment_method', {
        method: 'POST',
        payload: {
          customer_id: null,
          payment_method_token: token,
          billing_details: {
            name: NAME,
            address: {
              line1: '1 Main St',
              city: 'Austin',
              state: 'TX',
              postal_code: '78701',
              country: 'US',
            },
          },
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `billing_details.name ${ONE_LINE}` });
      expect(await accountNames(owner)).toEqual({ firstName: 'Ann', lastName: 'Lee' });
      expect(await storedRowCounts(t)).toEqual(before);
    });

    /** Requests the sandbox takes, but for the name in them. */
    const PAYMENTS_REQUESTS: Array<[string, () => Promise<Response>]> = [
      [
        'POST /payments/v1/tokens',
        () =>
          paymentsClient(t.app).post(
            '/v1/tokens',
            {
              card: {
                number: '4242424242424242',
                exp_month: '12',
                exp_year: '2034',
                cvc: '123',
                name: NAME,
              },
            },
            { key: PUBLISHABLE_KEY },
          ),
      ],
      [
        'POST /payments/v1/payment_methods',
        async () => {
          const payments = paymentsClient(t.app);
          const token = await payments.token('4242424242424242');
          return payments.post('/v1/payment_methods', {
            type: 'card',
            card: { token },
            billing_details: { name: NAME },
          });
        },
      ],
      [
        'POST /payments/v1/customers',
        () => paymentsClient(t.app).post('/v1/customers', { name: NAME }),
      ],
    ];

    it.each(PAYMENTS_REQUESTS)(
      '%s: refused in the provider shape, nothing stored',
      async (_route, send) => {
        const before = await storedRowCounts(t);
        const response = await send();
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({ type: 'invalid_request_error' });
        expect(response.json().error.message).toContain(ONE_LINE);
        // The card token made for the payment method is the only row added.
        const after = await storedRowCounts(t);
        expect({ ...after, payment_card_tokens: before.payment_card_tokens }).toEqual(before);
      },
    );

    it('POST /payments/v1/customers/{id}: the customer keeps its name', async () => {
      const payments = paymentsClient(t.app);
      const customer = await payments.customer({ name: 'Ann Lee' });
      const response = await payments.post(`/v1/customers/${customer}`, { name: NAME });
      expect(response.statusCode).toBe(400);
      expect((await payments.get(`/v1/customers/${customer}`)).json().name).toBe('Ann Lee');
    });
  });

  describe('questionnaire pages', () => {
    it('refuse a line break in a field that is not a text area, with its message (422)', async () => {
      const owner = await signedInOwner(t, 'page-line');
      await buyFormation(t, owner);
      const [row] = validFormationAnswers.page3.owners as object[];
      const response = await saveFormationPage(t.app, owner.token, owner.id, 'page3', {
        owners: [{ ...row, first_name: 'Rosa\r\n' }],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ 'owners.0.first_name': `First name ${ONE_LINE}` });
      const saved = await asOwner(t, owner)(`/api/v1/formation/page3?individual_id=${owner.id}`);
      expect(saved.statusCode).toBe(404);
    });

    it('let a text area keep its line breaks and tabs (the shared validator the save runs)', () => {
      // No page of the registry has a text area yet: the rule the save applies is shown here.
      const page: PageDefinition = {
        id: 'probe/notes',
        title: 'Notes',
        fields: [
          { name: 'notes', title: 'Notes', type: 'string', rendered_type: 'text_area' },
          { name: 'name', title: 'Name', type: 'string', rendered_type: 'text' },
        ],
        required: [],
      };
      expect(validatePage(page, { notes: 'First line\r\n\tSecond line' })).toEqual({});
      expect(validatePage(page, { name: 'First line\r\nSecond line' })).toEqual({
        name: `Name ${ONE_LINE}`,
      });
    });
  });

  it('refuses a line break in a query or path parameter (400)', async () => {
    const owner = await signedInOwner(t, 'address');
    const query = await asOwner(t, owner)(`/api/v1/geo/suggest?q=Austin%0D%0ATX`);
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ message: `The query parameter q ${ONE_LINE}` });
    const path = await t.app.inject({
      url: `/api/v1/signing/${'A'.repeat(21)}%0A${'A'.repeat(21)}`,
    });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ message: `The path parameter token ${ONE_LINE}` });
  });

  it('shows a name stored before the rule escaped in the back office table, one row per owner', async () => {
    const owner = await signedInOwner(t, 'stored-crlf');
    await t.database.db
      .update(accounts)
      .set({ firstName: 'Ann\r\nMallory\tX', lastName: 'Lee\u001b[2J' })
      .where(eq(accounts.id, owner.id));
    const listed = await opsRunner(t)(['owners']);
    expect(listed.code).toBe(0);
    const lines = listed.out.filter((line) => line.includes(owner.email));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Ann\\r\\nMallory\\tX Lee\\u001b[2J');
    // Every row has the columns the header has: nothing broke the table.
    for (const control of ['\r', '\t', '\u001b'])
      expect(listed.out.join('\n')).not.toContain(control);
  });
});
