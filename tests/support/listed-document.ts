import type { DocumentListItem } from '../../src/domain/documents/document-api';

/** An entry of the documents list (GET /v1/services/documents/list): the formation's filing unless told. */
export const listedDocument = (
  fields: Partial<DocumentListItem> & { document_id: number },
): DocumentListItem => ({
  business_id: 3,
  product_key: 'LLC_FORMATION',
  category: 'company-documents',
  title: 'Business formation filing as submitted',
  file_name: 'formation-filing-2026-03-04.pdf',
  content_type: 'application/pdf',
  size: 2560,
  sha256: 'a'.repeat(64),
  created_at: '2026-03-04T15:00:00.000Z',
  ...fields,
});
