import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceReceipts } from '../db/schema';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { paymentsClient } from '../test-support/payments-client';
import { readPdf } from '../test-support/pdf-text';
import { readMailFolder } from '../../tests/support/mail-folder';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { InvoiceResponse } from './invoices';
import { seedCheckoutCatalogue } from './seed-catalogue';

const order = (names: string[]) =>
  names.map((name) => ({
    product_name: name,
    price_id: `price_tx_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`,
    quantity: 1,
  }));

describe('invoices and receipts at /checkout/v1/customer/{id}', () => {
  let t: TestApp;
  let mia: SignedInOwner;
  let customerId: string;
  let formation: InvoiceResponse;
  let certificate: InvoiceResponse;

  const buy = async (owner: SignedInOwner, names: string[], card = '4242424242424242') => {
    const response = await asOwner(t, owner)('/api/v1/checkout', {
      method: 'POST',
      payload: {
        individual: { first_name: 'Mia', last_name: 'Nguyễn', email: 'mia@lonestar.example' },
        description: 'Charter services',
        payment_method_token: await paymentsClient(t.app).token(card),
        subscriptions: order(names),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InvoiceResponse;
  };
  const get = (path: string, owner = mia) =>
    asOwner(t, owner)(`/checkout/v1/customer/${customerId}${path}`);

  /** Polls the receipts as the checkout does (dashboard §9: every second, ten times). */
  const receiptHolding = async (products: string[]) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { invoices } = (await get('/receipts')).json() as { invoices: InvoiceResponse[] };
      const found = invoices.find((invoice) =>
        products.every((name) => invoice.products.includes(name)),
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no receipt holds ${products.join(', ')}`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedCheckoutCatalogue(t.database.db);
    mia = await signedInOwner(t, 'mia', { firstName: 'Mia', lastName: 'Nguyen' });
    formation = await buy(mia, ['LLC_FORMATION', 'TX-STATE', 'EXPERT_REVIEW']);
    customerId = formation.customer_id;
    certificate = await buy(
      mia,
      ['CERT_GOOD_STANDING', 'TX-CERT_GOOD_STANDING-STATE'],
      '5555555555554444',
    );
  });
  afterAll(() => t.close());

  it('lists the receipt once ready, holding every product bought, with its download address', async () => {
    const ready = await receiptHolding(['LLC_FORMATION', 'TX-STATE', 'EXPERT_REVIEW']);
    expect(ready).toEqual({
      ...formation,
      receipt_url: `/checkout/v1/customer/${customerId}/receipts/${formation.invoice_id}.pdf`,
    });
  });

  it('mails the receipt, its PDF attached, once, to the address it was billed to', async () => {
    await receiptHolding(['LLC_FORMATION', 'TX-STATE', 'EXPERT_REVIEW']);
    await t.app.services.jobs.runDue(new Date());
    await t.app.services.jobs.runDue(new Date());
    const mails = (await readMailFolder(t.dataDir, { receipts: true })).filter(
      (mail) => mail.subject === `Your Charter receipt ${formation.number}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['mia@lonestar.example']);
    expect(mails[0]!.text).toContain('We received your payment of $498.00');
    expect(mails[0]!.attachments.map((file) => file.filename)).toEqual([
      `charter-receipt-${formation.number}.pdf`,
    ]);
  });

  it('lists every invoice newest first', async () => {
    await receiptHolding(['CERT_GOOD_STANDING']);
    const response = await get('/invoices');
    expect(response.statusCode).toBe(200);
    const { invoices } = response.json() as { invoices: InvoiceResponse[] };
    expect(invoices.map((invoice) => invoice.invoice_id)).toEqual([
      certificate.invoice_id,
      formation.invoice_id,
    ]);
    expect(invoices[1]).toMatchObject({ total: 9900 + 30000 + 9900, card: { brand: 'visa' } });
    // The certificate and Texas's $15 fee for it.
    expect(invoices[0]).toMatchObject({
      total: 9900 + 1500,
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('downloads the receipt as a PDF that says what was paid', async () => {
    const response = await get(`/receipts/${formation.invoice_id}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="charter-receipt-${formation.number}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await readPdf(response.rawPayload);
    expect(pdf.title).toBe(`Charter receipt ${formation.number}`);
    expect(pdf.pages).toHaveLength(1);
    const text = pdf.pages[0]!;
    expect(text).toEqual(
      expect.arrayContaining([
        'Charter',
        'Receipt',
        formation.number,
        'Paid',
        'Visa ending in 4242',
        // Characters the PDF's standard font cannot draw are replaced, not fatal.
        'Mia Nguy?n',
        'mia@lonestar.example',
        'Business Formation',
        '$99.00',
        'Texas state filing fee',
        '$300.00',
        'Expert Review',
        'Total paid',
        '$498.00',
      ]),
    );
    const paidOn = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'America/Chicago',
    }).format(new Date(formation.paid_at));
    expect(text).toContain(paidOn);
  });

  it('tells the owner a receipt is being prepared until it is written, and writes it then', async () => {
    // As if the process had stopped before writing the receipts.
    await t.database.db.delete(invoiceReceipts);
    const invoices = (await get('/invoices')).json() as { invoices: InvoiceResponse[] };
    expect(invoices.invoices.map((invoice) => invoice.receipt_url)).toEqual([null, null]);

    const pdf = await get(`/receipts/${certificate.invoice_id}.pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.headers['retry-after']).toBe('1');
    expect(pdf.json()).toEqual({
      message: 'Your receipt is being prepared. Please wait a moment and try again.',
    });

    // Polling the receipts writes what is missing; the next polls find it.
    const ready = await receiptHolding(['LLC_FORMATION']);
    expect(ready.invoice_id).toBe(formation.invoice_id);
    await receiptHolding(['CERT_GOOD_STANDING']);
    expect((await get(`/receipts/${certificate.invoice_id}.pdf`)).statusCode).toBe(200);
  });

  it('does not serve another owner’s receipt, even under the owner’s own customer', async () => {
    const leo = await signedInOwner(t, 'leo');
    const leoInvoice = await buy(leo, ['DOC_LIBRARY']);
    const response = await get(`/receipts/${leoInvoice.invoice_id}.pdf`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers the products bought, state fees included, and the plan', async () => {
    expect((await get('/products')).json()).toEqual({
      products: [
        'LLC_FORMATION',
        'TX-STATE',
        'EXPERT_REVIEW',
        'CERT_GOOD_STANDING',
        'TX-CERT_GOOD_STANDING-STATE',
      ],
    });
    expect((await get('/tier')).json()).toEqual({ tier: 'STARTER' });
  });

  it('writes the receipt by its job, once, when the process that sold it stopped before writing it', async () => {
    // Another server process on the same database, which stops before its own write starts.
    const seller = await createTestApp(
      { DATA_DIR: t.dataDir },
      { ...t.database, drop: async () => {} },
      { jobClock: t.jobClock },
    );
    vi.spyOn(seller.app.services.receipts, 'start').mockImplementation(() => undefined);
    const nora = await signedInOwner(seller, 'nora');
    const response = await asOwner(seller, nora)('/api/v1/checkout', {
      method: 'POST',
      payload: {
        individual: { first_name: 'Nora', last_name: 'Lind', email: nora.email },
        payment_method_token: await paymentsClient(seller.app).token('4242424242424242'),
        subscriptions: order(['DOC_LIBRARY']),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json() as InvoiceResponse;
    await seller.close();
    const receiptsOf = () =>
      t.database.db
        .select()
        .from(invoiceReceipts)
        .where(eq(invoiceReceipts.invoiceId, invoice.invoice_id));
    expect(await receiptsOf()).toHaveLength(0);

    // This process runs the receipt's job when it is due (a minute after the purchase).
    const due = new Date(Date.parse(invoice.paid_at) + 61_000);
    await t.app.services.jobs.runDue(due);
    expect(await receiptsOf()).toHaveLength(1);
    const [job] = (await t.app.services.jobs.jobsOf('receipt')).filter(
      ({ key }) => key === `receipt:${invoice.invoice_id}`,
    );
    expect(job).toMatchObject({ state: 'completed', attempts: 1 });
    const pdf = await asOwner(
      t,
      nora,
    )(`/checkout/v1/customer/${invoice.customer_id}/receipts/${invoice.invoice_id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Written once: a later run finds nothing to do, and the receipt stays the first one.
    await t.app.services.jobs.runDue(new Date(due.getTime() + 86_400_000));
    expect(await receiptsOf()).toHaveLength(1);
  });
});
