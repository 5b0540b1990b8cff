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
 * An invoice's receipt as a document of the store. It belongs to no one service: an invoice
 * holds every service of a purchase, and a document filed under one of them would pass for
 * that service's own (its certificate, its agreement).
 */
export function receiptDocument({ invoice }: StoredInvoice, pdf: Uint8Array): NewDocument {
  return {
    individualId: invoice.individualId,
    businessId: null,
    productKey: null,
    category: RECEIPT_CATEGORY,
    title: `Receipt ${invoiceNumber(invoice.id)}`,
    fileName: receiptFileName(invoice.id),
    contentType: 'application/pdf',
    content: pdf,
  };
}
