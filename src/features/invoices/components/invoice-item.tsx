import { useId, useState } from 'react';
import { formatCents } from '../../../domain/checkout/money';
import { productTitle } from '../../../domain/checkout/product-titles';
import type { ListedInvoice } from '../../../domain/contracts/invoices';
import { longDate } from '../../../domain/long-date';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { PlainButton } from '../../../ui/plain-button';
import { useReceiptDownload } from '../../../ui/receipt-download';
import { cardWords } from './card-words';

/** The status every listed invoice has: the checkout records an invoice once it is paid. */
const PAID = 'Paid';

/**
 * One invoice: its number, date, products, total, status and card; its lines behind a
 * disclosure button; and 'Download receipt', which says the spec's message (dashboard §8) when
 * the receipt is still being written or the download fails.
 */
export function InvoiceItem({ invoice }: { invoice: ListedInvoice }) {
  const headingId = useId();
  const linesId = useId();
  const [open, setOpen] = useState(false);
  const { download, downloading, problem } = useReceiptDownload(invoice);
  const titles = [...new Set(invoice.products.map(productTitle))];

  return (
    <li className="ch-record">
      <article aria-labelledby={headingId}>
        <div className="ch-record__top">
          <h3 id={headingId} className="ch-record__title">
            Invoice {invoice.number}
          </h3>
          <span className="ch-badge ch-invoice__status">{PAID}</span>
        </div>
        <dl className="ch-invoice__facts">
          <div>
            <dt>Date</dt>
            <dd>{longDate(invoice.paid_at)}</dd>
          </div>
          <div>
            <dt>Products</dt>
            <dd>{titles.join(', ')}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatCents(invoice.total)}</dd>
          </div>
          <div>
            <dt>Card</dt>
            <dd>{cardWords(invoice.card)}</dd>
          </div>
        </dl>
        <div className="ch-invoice__actions">
          <PlainButton
            variant="ghost"
            aria-expanded={open}
            aria-controls={linesId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide lines' : 'Show lines'}
          </PlainButton>
          <Button variant="secondary" onPress={download} isPending={downloading}>
            Download receipt
          </Button>
        </div>
        <div id={linesId} hidden={!open}>
          <table className="ch-invoice__lines">
            <caption className="ch-visually-hidden">Lines of invoice {invoice.number}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line, index) => (
                <tr key={index}>
                  <td>{productTitle(line.product_name)}</td>
                  <td>{formatCents(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{formatCents(invoice.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        {problem && (
          <Notice tone="error" role="alert" className="ch-invoice__problem">
            {problem}
          </Notice>
        )}
      </article>
    </li>
  );
}
