import { DOCUMENT_CATEGORIES } from '../../domain/documents/document-categories';

/** Children of /documents (spec dashboard §2, "Documents area"), in menu order. */
export const DOCUMENTS_SECTIONS = [
  { slug: 'all-documents', label: 'All documents' },
  ...DOCUMENT_CATEGORIES,
] as const;
