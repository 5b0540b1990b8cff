import { formatCents } from '../../src/domain/checkout/money';
import { productTitle } from '../../src/domain/checkout/product-titles';
import { CARD_BRAND_NAMES, isCardBrand } from '../../src/domain/payments/payment-method';
import { invoiceNumber, type StoredInvoice } from './invoices';
import type { ReceiptContent } from './receipt-pdf';

/** What the receipt of a stored invoice prints. */
export function receiptContent({
  invoice,
  lines,
}: Pick<StoredInvoice, 'invoice' | 'lines'>): ReceiptContent {
  const { first_name: first, last_name: last, email } = invoice.billedTo;
  return {
    number: invoiceNumber(invoice.id),
    paidAt: invoice.paidAt,
    billedTo: { name: `${first} ${last}`.trim(), email },
    lines: lines.map((line) => ({
      title: productTitle(line.productName),
      // Only the registered agent's first year is charged less than its price (dashboard §9).
      note:
        line.amount < line.unitPrice
          ? `First year free, then ${formatCents(line.unitPrice)} a year`
          : null,
      amount: line.amount,
    })),
    total: invoice.total,
    paidWith: `${isCardBrand(invoice.cardBrand) ? CARD_BRAND_NAMES[invoice.cardBrand] : 'Card'} ending in ${invoice.cardLast4}`,
  };
}
