import { DOCUMENT_CATEGORIES } from '../../domain/documents/document-categories';

/** Children of /documents (spec dashboard §2, "Documents area"), in menu order. */
export const DOCUMENTS_SECTIONS = [
  { slug: 'all-documents', label: 'All documents' },
  ...DOCUMENT_CATEGORIES,
] as const;

export type DocumentsSection = (typeof DOCUMENTS_SECTIONS)[number]['slug'];

/** The section a /documents/{slug} path shows; All documents for anything else. */
export function documentsSectionOf(path: string): DocumentsSection {
  const slug = path.replace(/^\/documents\/?/, '').replace(/\/+$/, '');
  return DOCUMENTS_SECTIONS.find((section) => section.slug === slug)?.slug ?? 'all-documents';
}
