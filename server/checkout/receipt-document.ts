import { isProductKey } from '../../src/domain/checkout/product-keys';
import type { DocumentCategory } from '../../src/domain/documents/document-categories';
import type { NewDocument } from '../documents/document-store';
import { invoiceNumber, type StoredInvoice } from './invoices';

/**
 * The shelf receipts are kept on: they are the business's own records of what it paid for its
 * formation and filings, beside them (decision 0048).
 */
export const RECEIPT_CATEGORY: DocumentCategory = 'company-documents';

/** The receipt's file name, as the store keeps it and its download names it. */
export function receiptFileName(invoiceId: number): string {
  return `charter-receipt-${invoiceNumber(invoiceId)}.pdf`;
}

/**
 * An invoice's receipt as a document of the store: it belongs to the first service bought
 * (every invoice has one: a state fee is only sold with its service).
 */
export function receiptDocument({ invoice, lines }: StoredInvoice, pdf: Uint8Array): NewDocument {
  const productKey = lines.map((line) => line.productName).find(isProductKey);
  if (!productKey) throw new Error(`Invoice ${invoice.id} holds no service`);
  return {
    individualId: invoice.individualId,
    businessId: null,
    productKey,
    category: RECEIPT_CATEGORY,
    title: `Receipt ${invoiceNumber(invoice.id)}`,
    fileName: receiptFileName(invoice.id),
    contentType: 'application/pdf',
    content: pdf,
  };
}
