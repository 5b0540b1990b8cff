/**
 * The shelves of the documents store (issue 16) and of the documents area's menu (spec
 * dashboard §2 "Documents area"): each document Charter keeps is on one of them. The slug is the
 * category's name in the store, its API and its /documents/{slug} page.
 */
export const DOCUMENT_CATEGORIES = [
  { slug: 'company-documents', label: 'Company documents' },
  { slug: 'compliance', label: 'Compliance' },
  { slug: 'registered-agent', label: 'Registered agent' },
  { slug: 'business-license-report', label: 'Business license report' },
] as const;

export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]['slug'];

export const DOCUMENT_CATEGORY_SLUGS: readonly DocumentCategory[] = DOCUMENT_CATEGORIES.map(
  (category) => category.slug,
);

/** A shelf's name as the documents area's menu shows it, e.g. 'Company documents'. */
export function documentCategoryLabel(slug: DocumentCategory): string {
  return DOCUMENT_CATEGORIES.find((category) => category.slug === slug)!.label;
}

export function isDocumentCategory(value: unknown): value is DocumentCategory {
  return DOCUMENT_CATEGORY_SLUGS.includes(value as DocumentCategory);
}
