import { describe, expect, it } from 'vitest';
import type { ListedInvoice } from '../../domain/contracts/invoices';
import { invoicesOf } from './invoice-groups';

const invoice = (id: number, products: string[]): ListedInvoice => ({
  invoice_id: id,
  number: `INV-${id}`,
  customer_id: 'cus_1',
  products,
  lines: [],
  total: 0,
  paid_at: '2026-11-30T10:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  receipt_url: null,
});

describe('invoicesOf', () => {
  const formation = invoice(1, ['LLC_FORMATION', 'TX-STATE', 'REGISTERED_AGENT']);
  const agentAlone = invoice(2, ['REGISTERED_AGENT']);
  const ein = invoice(3, ['EIN_APPLICATION']);
  const all = [ein, agentAlone, formation];
  const subscribed = new Set(['REGISTERED_AGENT']);

  it('lists every invoice on the list page, in the server’s order', () => {
    expect(invoicesOf('invoices-list', all, subscribed)).toEqual(all);
  });

  it('keeps an invoice whole: the formation with everything bought with it', () => {
    expect(invoicesOf('formation-package', all, subscribed)).toEqual([formation]);
  });

  it('leaves out of one-time services the formation and subscribed products', () => {
    expect(invoicesOf('one-time-services', all, subscribed)).toEqual([ein]);
    expect(invoicesOf('one-time-services', all, new Set())).toEqual([ein, agentAlone]);
  });
});
