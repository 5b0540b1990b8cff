import { formatCents } from '../../src/domain/checkout/money';
import { productTitle } from '../../src/domain/checkout/product-titles';
import { invoiceNumber, type StoredInvoice } from './invoices';
import type { ReceiptContent } from './receipt-pdf';

/** The provider's brand names (lower case, as the spec's card icons) as printed. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  discover: 'Discover',
  unionpay: 'UnionPay',
};

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
    paidWith: `${BRAND_NAMES[invoice.cardBrand] ?? 'Card'} ending in ${invoice.cardLast4}`,
  };
}
